import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { connect, type BuyBoxApi } from '../../../machines/cart/buy-box.connect.ts';
import { buyBoxMachine } from '../../../machines/cart/buy-box.machine.ts';
import { toRegion } from '../../../machines/cart/region-picker.machine.ts';
import { cartEvents } from '../../shared/cart-events.ts';
import { useCartRegion } from '../../shared/cart-region.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { loginPopup } from '../../shared/login-popup.ts';
import { notify } from '../../shared/notify.ts';
import { buyBoxActors } from './api.ts';
import { submitOrderHref } from './links.ts';

import './locales/index.ts';

/** The product page's buying controls for one SKU; a variant, a region or a login updates them. */
export function useBuyBox(
  domain: string,
  product: { skuId: number; stock: number },
  decimalScale: number,
  loggedIn: boolean,
): BuyBoxApi {
  const { t } = useTranslation('cart');
  const [, navigate] = useLocation();
  const region = toRegion(useCartRegion());
  const [snapshot, send] = useMachine(
    buyBoxMachine.provide({
      actors: buyBoxActors,
      actions: {
        requireLogin: () => loginPopup.open(),
        notifyAdded: () => notify('success', t('buy.added')),
        cartChanged: () => cartEvents.changed(),
        goToSubmitOrder: (_, { lines }) => navigate(submitOrderHref(domain, lines)),
      },
    }),
    { input: { ...product, decimalScale, region, loggedIn }, inspect },
  );
  const { skuId, stock } = product;
  useEffect(() => send({ type: 'product.change', skuId, stock }), [skuId, stock, send]);
  const regionKey = JSON.stringify(region);
  useEffect(() => send({ type: 'region.change', region: JSON.parse(regionKey) }), [regionKey, send]);
  useEffect(() => send({ type: 'session.change', loggedIn }), [loggedIn, send]);
  return connect(snapshot, send);
}

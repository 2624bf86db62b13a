import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { directLinesParam, type DirectLine } from '../../../machines/cart.types.ts';
import { toRegion } from '../../../machines/region-picker.machine.ts';
import { cartEvents } from '../../app/cart-events.ts';
import { useCartRegion } from '../../app/cart-region.ts';
import { batchOrderFlow, buyBoxFlow, cartFlow } from '../../app/flows/cart.flow.ts';
import { inspect } from '../../app/inspect.ts';
import { loginPopup } from '../../app/login-popup.ts';
import { notify } from '../../app/notify.ts';
import './cart-texts.ts';

/**
 * The submit-order page (route `screens.submit-order`): the checked cart lines without a query, or direct
 * lines as `lines=skuId:qty,skuId:qty` (buy now, batch order).
 */
export function submitOrderHref(domain: string, lines?: readonly DirectLine[]): string {
  // Ids, quantities, `:` and `,` need no escaping in a query.
  return `/${domain}/submit-order${lines && lines.length > 0 ? `?lines=${directLinesParam(lines)}` : ''}`;
}

/** The cart page's flow, for the chosen delivery region (a new region reloads the cart). */
export function useCart(domain: string) {
  const [, navigate] = useLocation();
  const region = toRegion(useCartRegion());
  const [snapshot, send] = useMachine(
    cartFlow.provide({
      actions: {
        cartChanged: () => cartEvents.changed(),
        goToSubmitOrder: () => navigate(submitOrderHref(domain)),
      },
    }),
    { input: { region }, inspect },
  );
  const regionKey = JSON.stringify(region);
  useEffect(() => send({ type: 'region.change', region: JSON.parse(regionKey) }), [regionKey, send]);
  return [snapshot, send] as const;
}

/** The batch order page's flow. */
export function useBatchOrder(domain: string, loggedIn: boolean) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const region = toRegion(useCartRegion());
  const [snapshot, send] = useMachine(
    batchOrderFlow.provide({
      actions: {
        requireLogin: () => loginPopup.open(),
        cartChanged: () => cartEvents.changed(),
        notifyAdded: (_, { count }) => notify('success', t('cart.batch.added', { count })),
        goToSubmitOrder: (_, { lines }) => navigate(submitOrderHref(domain, lines)),
      },
    }),
    { input: { loggedIn, region }, inspect },
  );
  const regionKey = JSON.stringify(region);
  useEffect(() => send({ type: 'region.change', region: JSON.parse(regionKey) }), [regionKey, send]);
  useEffect(() => send({ type: 'session.change', loggedIn }), [loggedIn, send]);
  return [snapshot, send] as const;
}

/** The product page's buying controls for one SKU; a variant, a region or a login updates them. */
export function useBuyBox(
  domain: string,
  product: { skuId: number; stock: number },
  decimalScale: number,
  loggedIn: boolean,
) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const region = toRegion(useCartRegion());
  const [snapshot, send] = useMachine(
    buyBoxFlow.provide({
      actions: {
        requireLogin: () => loginPopup.open(),
        notifyAdded: () => notify('success', t('cart.buy.added')),
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
  return [snapshot, send] as const;
}

import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { connect, type BatchOrderApi } from '../../../machines/cart/batch-order.connect.ts';
import { batchOrderMachine } from '../../../machines/cart/batch-order.machine.ts';
import { toRegion } from '../../../machines/cart/region-picker.machine.ts';
import { cartEvents } from '../../shared/cart-events.ts';
import { useCartRegion } from '../../shared/cart-region.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { loginPopup } from '../../shared/login-popup.ts';
import { notify } from '../../shared/notify.ts';
import { batchOrderActors } from './api.ts';
import { submitOrderHref } from './links.ts';

import './locales/index.ts';

/** The batch order page's flow; the delivery region and the login follow the shell. */
export function useBatchOrder(domain: string, loggedIn: boolean): BatchOrderApi {
  const { t } = useTranslation('cart');
  const [, navigate] = useLocation();
  const region = toRegion(useCartRegion());
  const [snapshot, send] = useMachine(
    batchOrderMachine.provide({
      actors: batchOrderActors,
      actions: {
        requireLogin: () => loginPopup.open(),
        cartChanged: () => cartEvents.changed(),
        notifyAdded: (_, { count }) => notify('success', t('batch.added', { count })),
        goToSubmitOrder: (_, { lines }) => navigate(submitOrderHref(domain, lines)),
      },
    }),
    { input: { loggedIn, region }, inspect },
  );
  const regionKey = JSON.stringify(region);
  useEffect(() => send({ type: 'region.change', region: JSON.parse(regionKey) }), [regionKey, send]);
  useEffect(() => send({ type: 'session.change', loggedIn }), [loggedIn, send]);
  return connect(snapshot, send);
}

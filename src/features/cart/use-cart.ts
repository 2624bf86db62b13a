import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { connect, type CartApi } from '../../../machines/cart/cart.connect.ts';
import { cartMachine } from '../../../machines/cart/cart.machine.ts';
import { toRegion } from '../../../machines/cart/region-picker.machine.ts';
import { cartEvents } from '../../shared/cart-events.ts';
import { useCartRegion } from '../../shared/cart-region.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { cartActors } from './api.ts';
import { submitOrderHref } from './links.ts';

import './locales/index.ts';

/**
 * The cart page's flow for the chosen delivery region (a new region reloads the cart): the cart machine
 * with its requests, the header count refresh and the way to submit order.
 */
export function useCart(domain: string): CartApi {
  const [, navigate] = useLocation();
  const region = toRegion(useCartRegion());
  const [snapshot, send] = useMachine(
    cartMachine.provide({
      actors: cartActors,
      actions: {
        cartChanged: () => cartEvents.changed(),
        goToSubmitOrder: () => navigate(submitOrderHref(domain)),
      },
    }),
    { input: { region }, inspect },
  );
  const regionKey = JSON.stringify(region);
  useEffect(() => send({ type: 'region.change', region: JSON.parse(regionKey) }), [regionKey, send]);
  return connect(snapshot, send);
}

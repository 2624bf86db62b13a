import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseDirectLines, type CheckoutSource } from '../../../machines/checkout.types.ts';
import { cartEvents } from '../../app/cart-events.ts';
import { checkoutFlow, readIntent, writeIntent } from '../../app/flows/checkout.flow.ts';
import { inspect } from '../../app/inspect.ts';
import { checkoutHrefs } from './checkout-hrefs.ts';
import './checkout-texts.ts';

/**
 * Where the page's lines come from: no `lines` query means the checked cart lines; a `lines` query that
 * does not parse is null (the page says 请输入正确的商品数量).
 */
export function useCheckoutSource(): CheckoutSource | null {
  const raw = new URLSearchParams(useSearch()).get('lines');
  if (raw === null) return { kind: 'cart' };
  const lines = parseDirectLines(raw);
  return lines ? { kind: 'direct', lines } : null;
}

/**
 * The submit-order flow for a source. A placed order goes to the checkout counter (or to pay success when
 * points and coupons covered everything), replacing this page in the history so Back does not offer the
 * spent settlement again; the header's cart count reloads.
 */
export function useCheckout(domain: string, source: CheckoutSource) {
  const [, navigate] = useLocation();
  const [input] = useState(() => ({ source, intent: readIntent(source) }));
  return useMachine(
    checkoutFlow.provide({
      actions: {
        saveIntent: (_, { intent }) => writeIntent(source, intent),
        goToPayment: (_, { placed }) => {
          cartEvents.changed();
          navigate(
            placed.paid
              ? checkoutHrefs.paySuccess(domain, placed.submissionId)
              : checkoutHrefs.payment(domain, placed.submissionId),
            { replace: true },
          );
        },
      },
    }),
    { input, inspect },
  );
}

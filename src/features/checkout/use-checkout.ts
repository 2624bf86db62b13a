import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { directLinesParam } from '../../../machines/cart/cart.types.ts';
import { connect, type CheckoutApi } from '../../../machines/checkout/checkout.connect.ts';
import { checkoutMachine, type SubmitIntent } from '../../../machines/checkout/checkout.machine.ts';
import {
  parseDirectLines,
  parseGroupChoice,
  type CheckoutSource,
} from '../../../machines/checkout/checkout.types.ts';
import { cartEvents } from '../../shared/cart-events.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { routes } from '../../shared/routes.ts';
import { checkoutActors } from './api.ts';

import './locales/index.ts';
import '../../shared/ui/order-texts.ts';

/**
 * Where the page's lines come from: no `lines` query means the checked cart lines; a `lines` query that
 * does not parse is null (the page says 请输入正确的商品数量).
 */
export function useCheckoutSource(): CheckoutSource | null {
  const query = new URLSearchParams(useSearch());
  const raw = query.get('lines');
  if (raw === null) return { kind: 'cart' };
  const lines = parseDirectLines(raw);
  if (!lines) return null;
  // A group buy (拼团): the one line at the group price, starting or joining a group.
  const group = parseGroupChoice(query.get('group'), query.get('groupId'));
  return group ? { kind: 'direct', lines, group } : { kind: 'direct', lines };
}

const intentKey = (source: CheckoutSource) =>
  `mall.checkoutIntent.${source.kind === 'cart' ? 'cart' : directLinesParam(source.lines)}${
    source.kind === 'direct' && source.group
      ? `.g${source.group.activityId}.${source.group.groupId ?? 0}`
      : ''
  }`;

/**
 * The submit intent of a source kept in session storage while its order is in flight, so a reload during
 * the submit finds the same Idempotency-Key (the server then replays the first answer instead of ordering
 * twice).
 */
function readIntent(source: CheckoutSource): SubmitIntent | null {
  try {
    const raw = sessionStorage.getItem(intentKey(source));
    const parsed = raw ? (JSON.parse(raw) as Partial<SubmitIntent>) : null;
    return parsed && typeof parsed.key === 'string' && typeof parsed.fingerprint === 'string'
      ? { key: parsed.key, fingerprint: parsed.fingerprint }
      : null;
  } catch {
    return null;
  }
}

function writeIntent(source: CheckoutSource, intent: SubmitIntent | null): void {
  try {
    if (intent) sessionStorage.setItem(intentKey(source), JSON.stringify(intent));
    else sessionStorage.removeItem(intentKey(source));
  } catch {
    // Storage refused (private mode): the in-memory intent still guards double clicks and retries.
  }
}

/**
 * The submit-order flow for a source: the checkout machine with its requests and the intent kept in
 * session storage. A placed order goes to the checkout counter (or to pay success when points and coupons
 * covered everything), replacing this page in the history so Back does not offer the spent settlement
 * again; the header's cart count reloads.
 */
export function useCheckout(domain: string, source: CheckoutSource): CheckoutApi {
  const [, navigate] = useLocation();
  const [input] = useState(() => ({ source, intent: readIntent(source) }));
  const [snapshot, send] = useMachine(
    checkoutMachine.provide({
      actors: checkoutActors,
      actions: {
        saveIntent: (_, { intent }) => writeIntent(source, intent),
        goToPayment: (_, { placed }) => {
          cartEvents.changed();
          navigate(
            placed.paid
              ? routes.paySuccess.href(domain, placed.submissionId)
              : routes.payment.href(domain, placed.submissionId),
            { replace: true },
          );
        },
      },
    }),
    { input, inspect },
  );
  return connect(snapshot, send);
}

import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromCallback } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import { connect, type PaymentApi } from '../../../machines/checkout/payment.connect.ts';
import { paymentMachine, type PaymentEvent } from '../../../machines/checkout/payment.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { routes } from '../../shared/routes.ts';
import { paymentActors } from './api.ts';

import './locales/index.ts';
import '../../shared/ui/order-texts.ts';

/** The counter's clock: `clock.tick` every second. */
const clock = fromCallback(({ sendBack }) => {
  const id = setInterval(
    () => sendBack({ type: 'clock.tick', now: Date.now() } satisfies PaymentEvent),
    1000,
  );
  return () => clearInterval(id);
});

/** `page.visible` when the tab is shown again or the window regains focus (another tab may have paid). */
const pageVisibility = fromCallback(({ sendBack }) => {
  const visible = () => sendBack({ type: 'page.visible' } satisfies PaymentEvent);
  const onVisibility = () => {
    if (document.visibilityState === 'visible') visible();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('focus', visible);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('focus', visible);
  };
});

/**
 * The checkout counter (`variant` counter, `?submissionId=`) or the weixin-pay page (`?paymentId=`).
 * Paid goes to pay success (replacing the counter, so Back does not offer to pay again); WeChat on the
 * counter goes to the weixin-pay page; "another method" there goes back to the counter. Coming back to the
 * tab re-reads the order, so a counter left open while another tab paid goes to pay success too.
 */
export function usePayment(domain: string, variant: 'counter' | 'wechat'): PaymentApi {
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const [input] = useState(() => ({
    submissionId: variant === 'counter' ? query.get('submissionId') : null,
    paymentId: variant === 'wechat' ? query.get('paymentId') : null,
    variant,
    now: Date.now(),
  }));
  const [snapshot, send] = useMachine(
    paymentMachine.provide({
      actors: { ...paymentActors, clock, pageVisibility },
      actions: {
        goToSuccess: (_, { submissionId }) =>
          navigate(routes.paySuccess.href(domain, submissionId), { replace: true }),
        openWechatPage: (_, { paymentId }) => navigate(routes.weixinPay.href(domain, paymentId)),
        goToCounter: (_, { submissionId }) => navigate(routes.payment.href(domain, submissionId)),
      },
    }),
    { input, inspect },
  );
  return connect(snapshot, send);
}

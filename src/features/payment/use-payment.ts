import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paySuccessFlow, paymentFlow } from '../../app/flows/payment.flow.ts';
import { inspect } from '../../app/inspect.ts';
import { checkoutHrefs } from '../checkout/checkout-hrefs.ts';
import '../checkout/checkout-texts.ts';

/**
 * The checkout counter (`variant` counter, `?submissionId=`) or the weixin-pay page (`?paymentId=`).
 * Paid goes to pay success (replacing the counter, so Back does not offer to pay again); WeChat on the
 * counter goes to the weixin-pay page; "another method" there goes back to the counter.
 */
export function usePayment(domain: string, variant: 'counter' | 'wechat') {
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const [input] = useState(() => ({
    submissionId: variant === 'counter' ? query.get('submissionId') : null,
    paymentId: variant === 'wechat' ? query.get('paymentId') : null,
    variant,
    now: Date.now(),
  }));
  return useMachine(
    paymentFlow.provide({
      actions: {
        goToSuccess: (_, { submissionId }) =>
          navigate(checkoutHrefs.paySuccess(domain, submissionId), { replace: true }),
        openWechatPage: (_, { paymentId }) => navigate(checkoutHrefs.weixinPay(domain, paymentId)),
        goToCounter: (_, { submissionId }) => navigate(checkoutHrefs.payment(domain, submissionId)),
      },
    }),
    { input, inspect },
  );
}

/** Pay success for the URL's `submissionId`. */
export function usePaySuccess() {
  const key = new URLSearchParams(useSearch()).get('submissionId') ?? '';
  const [snapshot, send] = useMachine(paySuccessFlow, { input: { key }, inspect });
  useEffect(() => send({ type: 'content.load', key }), [key, send]);
  return [snapshot, send] as const;
}

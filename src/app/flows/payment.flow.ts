import { fromCallback, fromPromise } from 'xstate';
import { createContentPageMachine } from '../../../machines/content-page.machine.ts';
import type { Submission } from '../../../machines/order-detail.machine.ts';
import { paymentMachine, type PaymentEvent } from '../../../machines/payment.machine.ts';
import { createPayment, loadCashier, loadPayment } from '../../api/payment.ts';
import { loadSubmission } from '../../api/orders.ts';
import { ApiError } from '../../api/middleware.ts';

/** The checkout counter and the weixin-pay page with their real actors; the pages add the navigations. */
export const paymentFlow = paymentMachine.provide({
  actors: {
    loadCashier: fromPromise(({ input, signal }) => loadCashier(input.submissionId, signal)),
    loadPayment: fromPromise(({ input, signal }) => loadPayment(input.paymentId, signal)),
    createPayment: fromPromise(({ input }) =>
      createPayment(input.submissionId, input.method, input.idempotencyKey),
    ),
    pollStatus: fromPromise(({ input, signal }) => loadPayment(input.paymentId, signal)),
    clock: fromCallback(({ sendBack }) => {
      const id = setInterval(
        () => sendBack({ type: 'clock.tick', now: Date.now() } satisfies PaymentEvent),
        1000,
      );
      return () => clearInterval(id);
    }),
  },
});

/** Pay success: key = submissionId; an unknown submission (or another buyer's) is null. */
export const paySuccessFlow = createContentPageMachine<Submission>().provide({
  actors: {
    loadContent: fromPromise(async ({ input, signal }) => {
      if (!/^\d{1,15}$/.test(input.key) || Number(input.key) < 1) return null;
      try {
        return await loadSubmission(Number(input.key), signal);
      } catch (error) {
        if (error instanceof ApiError && error.code === 404) return null;
        throw error;
      }
    }),
  },
});

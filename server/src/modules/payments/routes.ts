import { defineRoutes } from '../../platform/openapi/handlers.ts';
import { expireIfDue } from '../orders/orders.service.ts';
import { applyCallback, cashierInfo, createPayment, paymentStatus } from './payments.service.ts';
import { notFound } from '../../platform/errors.ts';

// QR codes encode URLs under the configured public base URL (PUBLIC_BASE_URL), held by the provider:
// never under the request's Host header, which the client chooses.
export const payHandlers = defineRoutes('pay', {
  cashierInfo: ({ query, ctx, request }) =>
    ctx.tx((q) => cashierInfo(q, ctx.user!.userId, query.submissionId, request.server.payments)),
  createPayment: async ({ body, ctx, request }) => {
    // An overdue order is cancelled in its own transaction, so the refusal that follows does not undo it.
    await ctx.tx((q) => expireIfDue(q, ctx.user!.userId, body.submissionId));
    return ctx.tx((q) =>
      createPayment(
        q,
        ctx.user!.userId,
        request.headers['idempotency-key'] as string,
        body,
        request.server.payments,
      ),
    );
  },
  paymentStatus: ({ query, ctx, request }) =>
    ctx.tx((q) => paymentStatus(q, ctx.user!.userId, query.paymentId, request.server.payments)),
  sandboxPayNotify: async ({ body, request }) => {
    // Without the sandbox this route answers 404 before it runs (plugins/payments.ts); kept as a guard.
    const provider = request.server.payments.named('sandbox');
    if (!provider) throw notFound(`接口不存在：${request.method} ${request.url.split('?')[0]}`);
    return { outcome: await applyCallback(request.server.db, provider, body) };
  },
});

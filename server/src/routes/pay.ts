import type { FastifyRequest } from 'fastify';
import { defineHandlers } from '../openapi/handlers.ts';
import { expireIfDue } from '../services/orders/orders.ts';
import { applyCallback, cashierInfo, createPayment, paymentStatus } from '../services/payments/payments.ts';

/** The origin the payer's phone reaches this server at: QR codes encode the sandbox page under it. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const payHandlers = defineHandlers('pay', {
  cashierInfo: ({ query, ctx }) => ctx.tx((q) => cashierInfo(q, ctx.user!.userId, query.submissionId)),
  createPayment: async ({ body, ctx, request }) => {
    // An overdue order is cancelled in its own transaction, so the refusal that follows does not undo it.
    await ctx.tx((q) => expireIfDue(q, ctx.user!.userId, body.submissionId));
    return ctx.tx((q) =>
      createPayment(
        q,
        ctx.user!.userId,
        request.headers['idempotency-key'] as string,
        body,
        originOf(request),
      ),
    );
  },
  paymentStatus: ({ query, ctx, request }) =>
    ctx.tx((q) => paymentStatus(q, ctx.user!.userId, query.paymentId, originOf(request))),
  sandboxPayNotify: async ({ body, request }) => ({
    outcome: await applyCallback(request.server.db, request.server.payProvider, body),
  }),
});

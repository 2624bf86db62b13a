import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { RefundCallbackFields } from '../payments/provider.service.ts';
import { SandboxProvider } from '../payments/sandbox.service.ts';
import { applyRefundCallback, noteRefundAttempt, type ProviderRefund } from './after-sales.service.ts';

/** A provider callback older or newer than this is refused (as payment callbacks are). */
const CALLBACK_WINDOW_MS = 5 * 60_000;

/**
 * Sends a provider refund that a committed transaction started: the provider takes the request (its
 * out_refund_no is our refund id, so a retry is one refund), and tells the mall when the money is back
 * through its signed refund callback. The sandbox answers at once, through the same notify operation a
 * real gateway would call. Every attempt is recorded; one that fails leaves the refund pending, for the
 * sweeper to try again and for the seller to pay back offline instead. Answers whether it went out.
 */
export async function sendProviderRefund(app: FastifyInstance, refund: ProviderRefund): Promise<boolean> {
  try {
    const provider = app.payments.forMethod(refund.method);
    if (!provider) throw new AppError(409, '原支付方式暂不可用');
    const { refundId: providerRefundId } = await provider.refund(
      refund.providerTxnId,
      refund.amount,
      refund.refundId,
    );
    await noteRefundAttempt(app.db, refund.refundId, null);
    if (provider instanceof SandboxProvider) {
      const response = await app.inject({
        method: 'POST',
        url: '/iiot/jcmall-pay/pay/notify/sandbox/refund',
        payload: provider.refundCallback(refund.refundId, providerRefundId, refund.amount),
      });
      if (response.statusCode !== 200) throw new Error(`sandbox refund callback refused: ${response.body}`);
    }
    return true;
  } catch (error) {
    app.log.warn({ refundId: refund.refundId, err: error }, 'provider refund failed');
    const reason = error instanceof AppError ? error.message : '退款渠道暂时无法处理';
    await noteRefundAttempt(app.db, refund.refundId, reason);
    return false;
  }
}

/** The sandbox's refund callback: verified, fresh, then applied once. */
export async function sandboxRefundNotify(app: FastifyInstance, body: unknown) {
  const provider = app.payments.named('sandbox');
  if (!provider) throw notFound('接口不存在');
  const fields: RefundCallbackFields | null = provider.verifyRefundCallback(body);
  if (!fields) throw badRequest('退款回调签名校验失败');
  if (Math.abs(Date.now() - fields.timestamp) > CALLBACK_WINDOW_MS) throw badRequest('退款回调已过期');
  return { outcome: await applyRefundCallback(app.db, fields) };
}

import type { Cashier, Payment, PayMethod } from '../../machines/payment.machine.ts';
import { unwrap } from './client.ts';
import { payApi } from './services.ts';

/** What the checkout counter shows for a submission. */
export async function loadCashier(submissionId: number, signal?: AbortSignal): Promise<Cashier> {
  return unwrap(await payApi.GET('/cashier/info', { params: { query: { submissionId } }, signal }));
}

/** Pays a submission; the same Idempotency-Key replays the first answer (no second payment). */
export async function createPayment(
  submissionId: number,
  method: PayMethod,
  idempotencyKey: string,
): Promise<Payment> {
  return unwrap(
    await payApi.POST('/pay/create', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: { submissionId, method },
    }),
  );
}

/** A payment's current status (polled while its QR code shows). */
export async function loadPayment(paymentId: string, signal?: AbortSignal): Promise<Payment> {
  return unwrap(await payApi.GET('/pay/status', { params: { query: { paymentId } }, signal }));
}

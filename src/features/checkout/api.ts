import { fromPromise } from 'xstate';
import type {
  Address,
  AddressBook,
  AddressDraft,
  OrderPreview,
  PlacedOrder,
  PlaceOrderRequest,
  PreviewRequest,
} from '../../../machines/checkout/checkout.types.ts';
import type { Cashier, Payment, PayMethod } from '../../../machines/checkout/payment.machine.ts';
import type { Submission } from '../../../machines/orders/order-detail.machine.ts';
import { unwrap } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/middleware.ts';
import { accountApi, orderApi, payApi } from '../../shared/api/services.ts';

// ---------------------------------------------------------------------------------------------------
// Submit order.

/** The buyer's address book (default first) and the most addresses one may keep. */
export async function loadAddressBook(signal?: AbortSignal): Promise<AddressBook> {
  return unwrap(await accountApi.GET('/ad/list', { signal }));
}

/** Adds an address (refused at the maximum: 创建的收货地址已达上限) or, with `id`, changes one. */
export async function saveAddress(draft: AddressDraft): Promise<Address> {
  const { townCode, id, ...rest } = draft;
  return unwrap(
    await accountApi.POST('/ad/save', {
      body: {
        ...rest,
        receiver: rest.receiver.trim(),
        phone: rest.phone.trim(),
        detail: rest.detail.trim(),
        ...(id ? { id } : {}),
        ...(townCode ? { townCode } : {}),
      },
    }),
  );
}

/** The server-computed settlement of the checked cart lines, or of `lines` for a direct purchase. */
export async function previewOrder(request: PreviewRequest, signal?: AbortSignal): Promise<OrderPreview> {
  return unwrap(await orderApi.POST('/od/previewOrder', { body: request, signal }));
}

/**
 * Submits the order: the checked cart lines (placeOrder) or the direct lines (directPlaceOrder). The same
 * Idempotency-Key replays the first answer, so a retry never makes a second order.
 */
export async function submitOrder(idempotencyKey: string, body: PlaceOrderRequest): Promise<PlacedOrder> {
  const params = { header: { 'Idempotency-Key': idempotencyKey } };
  const { lines, ...rest } = body;
  if (lines) return unwrap(await orderApi.POST('/od/directPlaceOrder', { params, body: { ...rest, lines } }));
  return unwrap(await orderApi.POST('/od/placeOrder', { params, body: rest }));
}

// ---------------------------------------------------------------------------------------------------
// The checkout counter, weixin-pay and pay success.

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

/** A submission with its orders (pay success, the counter). */
export async function loadSubmission(submissionId: number, signal?: AbortSignal): Promise<Submission> {
  return unwrap(await orderApi.GET('/od/submission', { params: { query: { submissionId } }, signal }));
}

// ---------------------------------------------------------------------------------------------------
// The machines' actors, given to them by use-checkout.ts, use-payment.ts and use-pay-success.ts.

/** Submit order's requests (machines/checkout/checkout.machine.ts). */
export const checkoutActors = {
  loadAddresses: fromPromise<AddressBook, void>(({ signal }) => loadAddressBook(signal)),
  previewOrder: fromPromise<OrderPreview, PreviewRequest>(({ input, signal }) => previewOrder(input, signal)),
  saveAddress: fromPromise<Address, AddressDraft>(({ input }) => saveAddress(input)),
  placeOrder: fromPromise<PlacedOrder, { idempotencyKey: string; body: PlaceOrderRequest }>(({ input }) =>
    submitOrder(input.idempotencyKey, input.body),
  ),
};

/** The counter's requests (machines/checkout/payment.machine.ts); the clock is the page's. */
export const paymentActors = {
  loadCashier: fromPromise<Cashier, { submissionId: number }>(({ input, signal }) =>
    loadCashier(input.submissionId, signal),
  ),
  loadPayment: fromPromise<Payment, { paymentId: string }>(({ input, signal }) =>
    loadPayment(input.paymentId, signal),
  ),
  createPayment: fromPromise<Payment, { submissionId: number; method: PayMethod; idempotencyKey: string }>(
    ({ input }) => createPayment(input.submissionId, input.method, input.idempotencyKey),
  ),
  pollStatus: fromPromise<Payment, { paymentId: string }>(({ input, signal }) =>
    loadPayment(input.paymentId, signal),
  ),
};

/** Pay success's loader: key = submissionId; an unknown submission (or another buyer's) is null. */
export const paySuccessActors = {
  loadContent: fromPromise<Submission | null, { key: string }>(async ({ input, signal }) => {
    if (!/^\d{1,15}$/.test(input.key) || Number(input.key) < 1) return null;
    try {
      return await loadSubmission(Number(input.key), signal);
    } catch (error) {
      if (error instanceof ApiError && error.code === 404) return null;
      throw error;
    }
  }),
};

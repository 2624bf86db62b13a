import type {
  Address,
  AddressBook,
  AddressDraft,
  OrderPreview,
  PlacedOrder,
  PlaceOrderRequest,
  PreviewRequest,
} from '../../machines/checkout.types.ts';
import { unwrap } from './client.ts';
import { accountApi, orderApi } from './services.ts';

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

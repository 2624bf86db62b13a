import type { components as AccountComponents } from '../../openapi/generated/account.ts';
import type { components as OrderComponents } from '../../openapi/generated/order.ts';
import type { DirectLine } from '../cart/cart.types.ts';
import { isPhoneValid } from '../identity/validation.ts';

type AccountSchemas = AccountComponents['schemas'];
type OrderSchemas = OrderComponents['schemas'];

/** An address of the buyer's address book (openapi account.yaml Address). */
export type Address = AccountSchemas['Address'];

/** What the address dialog saves (openapi account.yaml saveAddress); `id` changes an existing address. */
export type AddressDraft = AccountSchemas['AddressDraft'];

/** The address book and the most addresses a user may keep. */
export type AddressBook = AccountSchemas['AddressBook'];

/** Where the lines come from: the checked cart lines, or the `lines` of a buy-now / batch-order link. */
export type CheckoutSource = { kind: 'cart' } | { kind: 'direct'; lines: DirectLine[]; group?: GroupChoice };

/** A group buy started or joined from the group-buy page (`group=activityId[&groupId=id]`). */
export type GroupChoice = OrderSchemas['GroupChoice'];

/** The group choice of the submit-order link's `group` and `groupId` values, or undefined when absent or bad. */
export function parseGroupChoice(group: string | null, groupId: string | null): GroupChoice | undefined {
  const id = (raw: string | null) =>
    raw !== null && /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : undefined;
  const activityId = id(group);
  if (activityId === undefined) return undefined;
  const joined = id(groupId);
  return joined === undefined ? { activityId } : { activityId, groupId: joined };
}

/** 1 普通快递, 2 买家自提, 3 无需快递, 4 同城配送 (spec §9 delivery methods). */
export type DeliveryMethod = OrderSchemas['DeliveryMethod'];
export const DELIVERY_METHODS: readonly DeliveryMethod[] = [1, 2, 3, 4];

/** The invoice of an order (openapi order.yaml Invoice); 电子普通发票 by default (spec §9). */
export type InvoiceChoice = OrderSchemas['Invoice'];
export const DEFAULT_INVOICE: InvoiceChoice = { kind: 'electronic', titleType: 'personal', title: '个人' };

/** The server-computed order of one store. */
export type PreviewStoreOrder = OrderSchemas['PreviewOrder'];

/** A coupon the buyer holds, with whether it applies to this settlement and why not. */
export type CouponOption = OrderSchemas['CouponOption'];

/** The settlement as the server computes it (openapi order.yaml OrderPreview); the client never sums. */
export type OrderPreview = OrderSchemas['OrderPreview'];

/**
 * What previewOrder takes: the same choices as the order, without invoice and messages. Narrower than
 * the wire: the page always sends its delivery method and points.
 */
export type PreviewRequest = OrderSchemas['PreviewBody'] &
  Required<Pick<OrderSchemas['PreviewBody'], 'deliveryMethod' | 'points'>>;

/** The body of placeOrder (cart) or, with `lines`, directPlaceOrder: one type for the two operations. */
export type PlaceOrderRequest = OrderSchemas['PlaceOrderBody'] &
  Partial<Pick<OrderSchemas['DirectPlaceOrderBody'], 'lines' | 'group'>>;

/** The answer of a submitted order (openapi order.yaml PlacedOrder). */
export type PlacedOrder = OrderSchemas['PlacedOrder'];

/** A refused call as the flows hand it to machines: the §8 message and the HTTP status (0: no answer). */
export interface ServiceRefusal {
  message: string;
  status: number;
}

/** Merchant message per store (spec §5: up to 200 characters with a counter). */
export const MESSAGE_MAX = 200;
/** Points are used in multiples of 10 (spec §5, §9). */
export const POINTS_STEP = 10;
/** Detailed address length (spec §5: 5 to 50). */
export const ADDRESS_DETAIL_MIN = 5;
export const ADDRESS_DETAIL_MAX = 50;
export const RECEIVER_MAX = 20;

/** The server's answer when the recomputed total differs from expectedPayAmount (409). */
export const AMOUNT_CHANGED_MESSAGE = '订单金额已变化，请确认后重新提交';

/** Taxpayer identification number: 15, 18 or 20 digits and capital letters. */
export const TAXPAYER_ID = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;

export function isTaxpayerId(value: string): boolean {
  return TAXPAYER_ID.test(value);
}

const QUANTITY = /^[0-9]{1,9}(\.[0-9]{1,4})?$/;

/** Whether a quantity string is a positive decimal of the wire pattern (openapi order.yaml Quantity). */
export function isQuantity(value: string): boolean {
  return QUANTITY.test(value) && /[1-9]/.test(value);
}

/**
 * The lines of a `lines=skuId:qty,skuId:qty` query value (buy now, batch order), or null when any part is
 * malformed; duplicate SKUs are refused too (one line per SKU).
 */
export function parseDirectLines(raw: string | null | undefined): DirectLine[] | null {
  if (!raw) return null;
  const lines: DirectLine[] = [];
  for (const part of raw.split(',')) {
    const match = /^(\d{1,15}):(.+)$/.exec(part.trim());
    if (!match) return null;
    const skuId = Number(match[1]);
    const quantity = match[2]!;
    if (skuId < 1 || !isQuantity(quantity) || lines.some((l) => l.skuId === skuId)) return null;
    lines.push({ skuId, quantity });
  }
  return lines.length > 0 && lines.length <= 200 ? lines : null;
}

/** Why a typed points value cannot be used, or null when it can (empty means none). */
export function pointsProblem(value: string, maxPoints: number): 'notMultiple' | 'overMax' | null {
  const v = value.trim();
  if (v === '') return null;
  if (!/^\d{1,9}$/.test(v) || Number(v) % POINTS_STEP !== 0) return 'notMultiple';
  return Number(v) > maxPoints ? 'overMax' : null;
}

/** The points of a typed value that {@link pointsProblem} accepts. */
export function parsePoints(value: string): number {
  const v = value.trim();
  return v === '' ? 0 : Number(v);
}

/** The invoice as placeOrder takes it: nothing but the kind for 不开发票, no taxpayer ID for a person. */
export function invoiceBody(invoice: InvoiceChoice): InvoiceChoice {
  if (invoice.kind === 'none') return { kind: 'none' };
  if (invoice.titleType === 'unit')
    return {
      kind: 'electronic',
      titleType: 'unit',
      title: invoice.title ?? '',
      taxpayerId: invoice.taxpayerId ?? '',
    };
  return { kind: 'electronic', titleType: 'personal', title: invoice.title?.trim() || '个人' };
}

/** An unguessable Idempotency-Key (openapi: 8–80 letters, digits, - or _), made once per submit intent. */
export function randomKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The address dialog's rule failures, as keys of `checkoutMessages`. */
export interface AddressProblems {
  receiver?: 'receiverRequired';
  phone?: 'phoneInvalid';
  region?: 'regionRequired';
  detail?: 'detailLength';
}

/** Spec §5 rules of an address: receiver, 11-digit phone starting with 1, region, detail 5–50 characters. */
export function addressProblems(draft: {
  receiver: string;
  phone: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  detail: string;
}): AddressProblems {
  const problems: AddressProblems = {};
  if (draft.receiver.trim() === '') problems.receiver = 'receiverRequired';
  if (!isPhoneValid(draft.phone.trim())) problems.phone = 'phoneInvalid';
  if (!draft.provinceCode || !draft.cityCode || !draft.countyCode) problems.region = 'regionRequired';
  const detail = draft.detail.trim().length;
  if (detail < ADDRESS_DETAIL_MIN || detail > ADDRESS_DETAIL_MAX) problems.detail = 'detailLength';
  return problems;
}

/** The unit invoice's rule failures: a name (请输入单位名称) and a valid taxpayer ID. */
export function invoiceProblems(invoice: InvoiceChoice): {
  title?: 'unitRequired';
  taxpayerId?: 'taxpayerId';
} {
  if (invoice.kind === 'none' || invoice.titleType !== 'unit') return {};
  return {
    ...(invoice.title?.trim() ? {} : { title: 'unitRequired' as const }),
    ...(isTaxpayerId(invoice.taxpayerId ?? '') ? {} : { taxpayerId: 'taxpayerId' as const }),
  };
}

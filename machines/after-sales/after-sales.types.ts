import type { components } from '../../openapi/generated/after-sales.ts';

type Schemas = components['schemas'];
export type AfterSaleEligibility = Schemas['AfterSaleEligibility'];
export type AfterSaleDetail = Schemas['AfterSaleDetail'];
export type AfterSaleSummary = Schemas['AfterSaleSummary'];
export type AfterSaleKindWire = Schemas['AfterSaleKind'];
export type ApplyAfterSaleBody = Schemas['ApplyAfterSaleBody'];

/** Spec §5 "Refund": the limits of an application. */
export const INSTRUCTIONS_MAX = 200;
export const VOUCHERS_MAX = 5;
export const WAYBILL_PATTERN = /^[A-Za-z0-9-]{6,30}$/;
export const COURIER_MAX = 20;

export interface ApplyDraft {
  kind: AfterSaleKindWire | '';
  reason: string;
  quantity: string;
  amount: string;
  instructions: string;
  phone: string;
}

/** The application's rule failures, as message keys (spec §5 wording in the feature's texts). */
export interface ApplyProblems {
  kind?: 'kindRequired';
  reason?: 'reasonRequired';
  quantity?: 'quantityRange';
  amount?: 'amountRequired' | 'amountInvalid' | 'amountMax';
  instructions?: 'instructionsMax' | 'instructionsBlank';
  phone?: 'phoneInvalid';
}

const toCents = (yuan: string) => Math.round(Number(yuan) * 100);

/** A decimal string as a whole number of units over a power of ten ('2.5' → 25 / 10), or null. */
function decimalOf(text: string): { units: bigint; over: bigint } | null {
  const match = /^([0-9]+)(?:\.([0-9]+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { units: BigInt(match[1]! + fraction), over: 10n ** BigInt(fraction.length) };
}

const yuanOf = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/**
 * The most a quantity may ask back: its share of the line (quantity × unit, rounded down to the cent as the
 * server does), never above the maximum; all of what is left may ask for all of the maximum (the unit amount
 * is rounded down, so 3 × 3.33 would fall short of the 10.00 the server allows for the whole line).
 */
export function maxAmountFor(quantity: string, e: AfterSaleEligibility): string {
  const q = decimalOf(quantity);
  const left = decimalOf(e.maxQuantity);
  if (!q || q.units === 0n) return e.maxAmount;
  const max = BigInt(toCents(e.maxAmount));
  if (left && q.units * left.over >= left.units * q.over) return yuanOf(max);
  const cents = (q.units * BigInt(toCents(e.unitAmount))) / q.over;
  return yuanOf(cents < max ? cents : max);
}

/** Spec §5: quantity 1..bought, amount required and ≤ the most refundable, instructions ≤ 200, phone. */
export function applyProblems(d: ApplyDraft, e: AfterSaleEligibility): ApplyProblems {
  const p: ApplyProblems = {};
  if (!d.kind || !e.kinds.includes(d.kind)) p.kind = 'kindRequired';
  const reasons = d.kind ? e.reasons[d.kind] : [];
  if (!reasons.includes(d.reason)) p.reason = 'reasonRequired';
  const scale = e.decimalScale;
  const quantityShape = scale > 0 ? new RegExp(`^[0-9]+(\\.[0-9]{1,${scale}})?$`) : /^[0-9]+$/;
  const q = Number(d.quantity);
  if (!quantityShape.test(d.quantity.trim()) || q < 1 || q > Number(e.maxQuantity))
    p.quantity = 'quantityRange';
  const amount = d.amount.trim();
  if (amount === '') p.amount = 'amountRequired';
  else if (!/^[0-9]+(\.[0-9]{1,2})?$/.test(amount) || toCents(amount) <= 0) p.amount = 'amountInvalid';
  else if (toCents(amount) > toCents(maxAmountFor(d.quantity, e))) p.amount = 'amountMax';
  if ([...d.instructions].length > INSTRUCTIONS_MAX) p.instructions = 'instructionsMax';
  else if (d.instructions.length > 0 && d.instructions.trim() === '') p.instructions = 'instructionsBlank';
  if (!/^1[3-9][0-9]{9}$/.test(d.phone.trim())) p.phone = 'phoneInvalid';
  return p;
}

/** The return's logistics (spec §5: the logistics number is required). */
export interface ReturnProblems {
  courier?: 'courierRequired';
  waybill?: 'waybillRequired' | 'waybillInvalid';
}

export function returnProblems(courier: string, waybill: string): ReturnProblems {
  const p: ReturnProblems = {};
  if (courier.trim() === '' || [...courier.trim()].length > COURIER_MAX) p.courier = 'courierRequired';
  if (waybill.trim() === '') p.waybill = 'waybillRequired';
  else if (!WAYBILL_PATTERN.test(waybill.trim())) p.waybill = 'waybillInvalid';
  return p;
}

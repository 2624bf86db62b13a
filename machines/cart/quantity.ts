import { compareDecimals } from '../shared/price.ts';

/**
 * Order quantities are decimal strings (openapi order.yaml `Quantity`): up to 9 whole digits and 4 decimals,
 * more than 0, and decimals only as far as the shop's `decimalOrderConfig.decimalScale` allows (0 by
 * default: whole numbers only). All arithmetic here is string work, never JS floats.
 */
export const QUANTITY_PATTERN = /^[0-9]{1,9}(\.[0-9]{1,4})?$/;

/** Why a typed quantity cannot be ordered: 请输入正确的商品数量 or 库存不足. */
export type QuantityProblem = 'badQuantity' | 'insufficient';

/** Leading zeros of the whole part dropped: '007' → '7', '0.50' stays '0.50'. */
export function normaliseQuantity(text: string): string {
  return text.trim().replace(/^0+(?=\d)/, '');
}

/** Whether a quantity is well formed, above 0 and has no more decimals than `scale`. */
export function isValidQuantity(text: string, scale: number): boolean {
  const value = normaliseQuantity(text);
  if (!QUANTITY_PATTERN.test(value)) return false;
  const decimals = value.split('.')[1] ?? '';
  if (decimals.length > Math.max(0, scale)) return false;
  return compareDecimals(value, '0') > 0;
}

/** The problem of a typed quantity against the shop's scale and the stock, or null when it can be ordered. */
export function quantityProblem(
  text: string,
  { scale, stock }: { scale: number; stock: number },
): QuantityProblem | null {
  if (!isValidQuantity(text, scale)) return 'badQuantity';
  return compareDecimals(normaliseQuantity(text), String(Math.max(0, Math.trunc(stock)))) > 0
    ? 'insufficient'
    : null;
}

/**
 * The quantity one step (1) up or down, keeping the decimals: '2.5' + 1 → '3.5'. Null when the text is not a
 * quantity or the result would not be one (0 or less, more than 9 whole digits).
 */
export function stepQuantity(text: string, delta: 1 | -1): string | null {
  const value = normaliseQuantity(text);
  if (!QUANTITY_PATTERN.test(value)) return null;
  const [whole = '0', decimals] = value.split('.');
  const next = Number(whole) + delta;
  if (next < 0 || next > 999_999_999) return null;
  const result = decimals === undefined ? String(next) : `${next}.${decimals}`;
  return compareDecimals(result, '0') > 0 ? result : null;
}

/** Exact sum of two quantities ('1.5' + '2.25' → '3.75'); trailing decimal zeros are dropped. */
export function addQuantities(a: string, b: string): string {
  const [aw = '0', af = ''] = normaliseQuantity(a).split('.');
  const [bw = '0', bf = ''] = normaliseQuantity(b).split('.');
  const width = Math.max(af.length, bf.length);
  const scale = 10 ** width;
  const total =
    (Number(aw) + Number(bw)) * scale +
    Number(af.padEnd(width, '0') || 0) +
    Number(bf.padEnd(width, '0') || 0);
  if (width === 0) return String(total);
  const whole = Math.floor(total / scale);
  const fraction = String(total % scale)
    .padStart(width, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

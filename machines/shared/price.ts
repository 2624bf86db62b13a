import type { BaseConfig } from '../shell/route-guard.types.ts';

/** The pattern of a price bound the goods hall accepts (openapi search.yaml PriceBound). */
export const PRICE_BOUND_PATTERN = /^\d{1,11}(\.\d{1,7})?$/;

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/**
 * A price as the storefront shows it (spec §9): at least two decimals, at most seven (further digits are
 * cut, never rounded through a float), trailing zeros trimmed down to two; `***` when there is no price.
 * The server sends decimal strings, so this is string work only: '12.5' → '12.50', '0.0325' → '0.0325'.
 */
export function formatPrice(value: string | null): string {
  if (value === null) return '***';
  const match = DECIMAL.exec(value.trim());
  if (!match) return value;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').slice(0, 7).replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${fraction}`;
}

/** Whether a typed price bound is a valid non-negative decimal of up to 7 places (empty means "no bound"). */
export function isPriceBound(value: string): boolean {
  return value === '' || PRICE_BOUND_PATTERN.test(value);
}

/** Compares two non-negative decimal strings exactly: negative when a < b, 0 when equal, positive when a > b. */
export function compareDecimals(a: string, b: string): number {
  const [aw = '0', af = ''] = a.split('.');
  const [bw = '0', bf = ''] = b.split('.');
  const aWhole = aw.replace(/^0+(?=\d)/, '');
  const bWhole = bw.replace(/^0+(?=\d)/, '');
  if (aWhole.length !== bWhole.length) return aWhole.length - bWhole.length;
  if (aWhole !== bWhole) return aWhole < bWhole ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const aFrac = af.padEnd(width, '0');
  const bFrac = bf.padEnd(width, '0');
  return aFrac === bFrac ? 0 : aFrac < bFrac ? -1 : 1;
}

/** Whether prices also show without tax (spec §3 base config `enableMap.untaxedPrice`). */
export function showsUntaxedPrice(baseConfig: BaseConfig | null): boolean {
  const flag = baseConfig?.enableMap?.untaxedPrice;
  return flag === true || flag === 1 || flag === '1' || flag === 'true';
}

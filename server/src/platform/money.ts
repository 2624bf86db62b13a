import Decimal from 'decimal.js';

/**
 * Wire form of a price read from a NUMERIC column (numeric(18, 7) prints seven places): trailing zeros
 * trimmed, never below two decimals (spec §9), so '12.3456000' → '12.3456' and '5.5000000' → '5.50'.
 * Pure string/decimal work: the value never becomes a JS number.
 */
export function priceString(value: string | null): string | null {
  if (value === null) return null;
  const d = new Decimal(value);
  return d.toFixed(Math.max(2, d.decimalPlaces()));
}

/** A decimal-string bound from the wire, checked to be a valid non-negative amount. */
export function isDecimalString(value: string): boolean {
  return /^\d{1,11}(\.\d{1,7})?$/.test(value);
}

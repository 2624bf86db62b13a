import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  formatPrice,
  isPriceBound,
  showsUntaxedPrice,
} from '../../../machines/shared/price.ts';

describe('formatPrice (spec §9)', () => {
  it.each([
    ['12.3456', '12.3456'],
    ['12.5', '12.50'],
    ['3', '3.00'],
    ['0.0325', '0.0325'],
    ['1.1234567', '1.1234567'],
    ['5.50', '5.50'],
    ['7.1000', '7.10'],
    ['007.20', '7.20'],
    ['0', '0.00'],
  ])('shows %s as %s', (value, shown) => {
    expect(formatPrice(value)).toBe(shown);
  });

  it('shows *** when there is no price', () => {
    expect(formatPrice(null)).toBe('***');
  });

  it('keeps at most seven decimals, cutting the rest without float rounding', () => {
    expect(formatPrice('1.123456789')).toBe('1.1234567');
    expect(formatPrice('99999999999.9999999')).toBe('99999999999.9999999');
  });
});

describe('price bounds', () => {
  it('accepts empty or decimals of up to 7 places', () => {
    expect(isPriceBound('')).toBe(true);
    expect(isPriceBound('10')).toBe(true);
    expect(isPriceBound('0.1234567')).toBe(true);
    expect(isPriceBound('0.12345678')).toBe(false);
    expect(isPriceBound('-1')).toBe(false);
    expect(isPriceBound('1e3')).toBe(false);
  });

  it('compares decimal strings exactly', () => {
    expect(compareDecimals('10', '9.99')).toBeGreaterThan(0);
    expect(compareDecimals('5.5', '5.50')).toBe(0);
    expect(compareDecimals('0.0000001', '0')).toBeGreaterThan(0);
    expect(compareDecimals('12.3', '12.31')).toBeLessThan(0);
    expect(compareDecimals('007', '7.0')).toBe(0);
  });

  it('shows the untaxed price only when the base config enables it', () => {
    expect(showsUntaxedPrice({ enableMap: { untaxedPrice: true } })).toBe(true);
    expect(showsUntaxedPrice({ enableMap: { untaxedPrice: false } })).toBe(false);
    expect(showsUntaxedPrice(null)).toBe(false);
  });
});

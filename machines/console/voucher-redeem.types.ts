import type { components } from '../../openapi/generated/console.ts';

/** A service voucher as the redemption counter finds it (openapi console.yaml ConsoleVoucher). */
export type ConsoleVoucher = components['schemas']['ConsoleVoucher'];

/** A code as staff type it: 12 digits, spaces allowed between groups (打印的券码 1234 5678 9012). */
export function normaliseVoucherCode(raw: string): string | null {
  const code = raw.replace(/\s+/g, '');
  return /^[0-9]{12}$/.test(code) ? code : null;
}

/** How many redemptions the counter lists (this session's, newest first). */
export const REDEEMED_KEPT = 10;

import type { components } from '../../openapi/generated/account.ts';

/** A top-up as the server answers it (openapi account.yaml Topup). */
export type Topup = components['schemas']['Topup'];
export type TopupMethod = Topup['method'];

/** Spec §5, §9: a top-up is at least ¥0.01 and at most ¥100,000 each time. */
export const TOPUP_MIN = '0.01';
export const TOPUP_MAX = '100000';
export const TOPUP_AMOUNT_MESSAGE = '单次充值金额为0.01~100000元';

/**
 * Why an amount typed for a top-up cannot be sent, or null when it can: a number of yuan with at most
 * two decimals, from 0.01 to 100000. Compared in fen, as whole numbers (no float).
 */
export function topupAmountProblem(value: string): 'required' | 'format' | 'range' | null {
  const v = value.trim();
  if (v === '') return 'required';
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(v);
  if (!m) return 'format';
  const fen = BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  return fen < 1n || fen > 10_000_000n ? 'range' : null;
}

/** The amount as the server takes it: two decimals. */
export function normaliseTopupAmount(value: string): string {
  const [whole, fraction = ''] = value.trim().split('.');
  return `${BigInt(whole!).toString()}.${fraction.padEnd(2, '0')}`;
}

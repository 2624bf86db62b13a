import type { components } from '../../openapi/generated/account.ts';

/** The sign-in calendar as the server answers it (openapi account.yaml SigninCalendar). */
export type SigninCalendar = components['schemas']['SigninCalendar'];
export type SigninResult = components['schemas']['SigninResult'];

/**
 * What a day of the sign-in calendar shows (spec §4 "Daily sign-in"): today signed (已签到), a past day
 * signed (already signed that day), a past day missed, today still to sign, or a day to come
 * (未到签到时间).
 */
export type DayState = 'signedToday' | 'signed' | 'missed' | 'today' | 'future';

/** The China (UTC+8) calendar day of an instant, YYYY-MM-DD: the day a sign-in counts for. */
export function chinaDay(now: number): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}

/** The day before a YYYY-MM-DD day. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** Every day of a month (YYYY-MM), in order. */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** What a calendar day shows, given today and whether it was signed. */
export function dayState(day: string, today: string, signed: boolean): DayState {
  if (day > today) return 'future';
  if (day === today) return signed ? 'signedToday' : 'today';
  return signed ? 'signed' : 'missed';
}

/** The streak bonus of the `streak`-th day in a row: every `streakDays`-th day earns `bonus` more. */
export function streakBonus(streak: number, rule: { streakDays: number; streakBonus: number }): number {
  return streak > 0 && streak % rule.streakDays === 0 ? rule.streakBonus : 0;
}

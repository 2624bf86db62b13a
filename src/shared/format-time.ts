/**
 * Wire times as the mall shows them: China time (UTC+8, no daylight saving; the mall's clock, spec §9).
 * The storefront shows seconds (`chinaTime`), the console minutes (`formatTime`) or the date alone.
 */

/** `2026-03-01 10:00:00` for an ISO instant; empty for null. */
export function chinaTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(Date.parse(iso) + 8 * 3600_000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** `2026-03-01 10:00` (the console's lists and pages). */
export const formatTime = (iso: string | null) => chinaTime(iso).slice(0, 16);

/** `2026-03-01` (the delivery note's). */
export const formatDate = (iso: string | null) => chinaTime(iso).slice(0, 10);

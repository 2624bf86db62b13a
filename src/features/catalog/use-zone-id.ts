import { useSearch } from 'wouter';

/** The `zoneId` of the current URL (NaN when missing or not a number: the machine shows it unavailable). */
export function useZoneId(): number {
  const raw = new URLSearchParams(useSearch()).get('zoneId') ?? '';
  return /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
}

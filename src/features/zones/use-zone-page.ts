import { useMachine } from '@xstate/react';
import { useSearch } from 'wouter';
import { zonePageFlow, zoneSupFlow } from '../../app/flows/zones.flow.ts';
import { inspect } from '../../app/inspect.ts';
import '../catalog/catalog-texts.ts';
import './zone-texts.ts';

/** The `zoneId` of the current URL (NaN when missing or not a number: the machine shows it unavailable). */
export function useZoneId(): number {
  const raw = new URLSearchParams(useSearch()).get('zoneId') ?? '';
  return /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
}

/** The zone page of one zone; the view remounts it (key = zoneId) when the URL names another zone. */
export function useZonePage(zoneId: number) {
  return useMachine(zonePageFlow, { input: { zoneId }, inspect });
}

/** The supplier zone of the URL's optional `zoneId`. */
export function useZoneSup() {
  const zoneId = useZoneId();
  return useMachine(zoneSupFlow, { input: { zoneId: Number.isNaN(zoneId) ? null : zoneId }, inspect });
}

import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseZoneQuery, withZoneFilters, zoneUrlKey } from '../../../machines/zone-page.machine.ts';
import { zonePageFlow, zoneSupFlow } from '../../app/flows/zones.flow.ts';
import { inspect } from '../../app/inspect.ts';
import '../catalog/catalog-texts.ts';
import './zone-texts.ts';

/** The `zoneId` of the current URL (NaN when missing or not a number: the machine shows it unavailable). */
export function useZoneId(): number {
  const raw = new URLSearchParams(useSearch()).get('zoneId') ?? '';
  return /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
}

/** What names the zone of the current URL: a new value is another zone page (`zoneUrlKey`). */
export function useZoneUrlKey(): string {
  return zoneUrlKey(useSearch());
}

/**
 * The zone page of one zone; the view remounts it when the URL names another zone (see `zoneUrlKey`).
 * The machine writes its filters back to the URL (`replace` for filter edits, a new history entry for
 * pages), keeping the keys that name the zone, and every URL change (back button) goes to the machine,
 * which ignores the echo of its own change.
 */
export function useZonePage(onWelfarePath: boolean) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const [snapshot, send] = useMachine(
    zonePageFlow.provide({
      actions: {
        // The keys naming the zone are those the page was opened with: another zone is another page.
        syncUrl: (_, { query, replace }) => {
          const next = withZoneFilters(new URLSearchParams(search), query).toString();
          navigate(`${path}${next ? `?${next}` : ''}`, { replace });
        },
      },
    }),
    { input: { query: parseZoneQuery(search, onWelfarePath) }, inspect },
  );
  useEffect(
    () => send({ type: 'url.change', query: parseZoneQuery(search, onWelfarePath) }),
    [search, send, onWelfarePath],
  );
  return [snapshot, send] as const;
}

/** The supplier zone of the URL's optional `zoneId`. */
export function useZoneSup() {
  const zoneId = useZoneId();
  return useMachine(zoneSupFlow, { input: { zoneId: Number.isNaN(zoneId) ? null : zoneId }, inspect });
}

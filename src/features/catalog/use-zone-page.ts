import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { connect, type ZonePageApi } from '../../../machines/catalog/zone-page.connect.ts';
import {
  parseZoneQuery,
  withZoneFilters,
  zonePageMachine,
  zoneUrlKey,
} from '../../../machines/catalog/zone-page.machine.ts';
import { zonePageActors } from './api.ts';
import { inspect } from '../../shared/inspect/inspect.ts';

import './locales/index.ts';

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
export function useZonePage(onWelfarePath: boolean): ZonePageApi {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const [snapshot, send] = useMachine(
    zonePageMachine.provide({
      actors: zonePageActors,
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
  return connect(snapshot, send);
}

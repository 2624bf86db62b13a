import { fromPromise } from 'xstate';
import { zonePageMachine } from '../../../machines/zone-page.machine.ts';
import { zoneSupMachine } from '../../../machines/zone-sup.machine.ts';
import { loadSupZone, loadZone, loadZoneGoods, loadZoneThirds } from '../../api/zones.ts';

/** The zone page with its real actors; the view adds `syncUrl` with a second provide. */
export const zonePageFlow = zonePageMachine.provide({
  actors: {
    loadZone: fromPromise(({ input, signal }) => loadZone(input.zoneId, input.welfare, signal)),
    loadZoneGoods: fromPromise(({ input, signal }) => loadZoneGoods(input.query, signal)),
    loadThirds: fromPromise(({ input, signal }) =>
      loadZoneThirds(input.zoneId, input.parentId, input.welfare, signal),
    ),
  },
});

/** The supplier zone with its real actor. */
export const zoneSupFlow = zoneSupMachine.provide({
  actors: { loadSupZone: fromPromise(({ input, signal }) => loadSupZone(input.zoneId, signal)) },
});

import { useMachine } from '@xstate/react';
import { connect, type ZoneSupApi } from '../../../machines/catalog/zone-sup.connect.ts';
import { zoneSupMachine } from '../../../machines/catalog/zone-sup.machine.ts';
import { zoneSupActors } from './api.ts';
import { useZoneId } from './use-zone-id.ts';
import { inspect } from '../../shared/inspect/inspect.ts';

import './locales/index.ts';

/** The supplier zone of the URL's optional `zoneId`. */
export function useZoneSup(): ZoneSupApi {
  const zoneId = useZoneId();
  const [snapshot, send] = useMachine(zoneSupMachine.provide({ actors: zoneSupActors }), {
    input: { zoneId: Number.isNaN(zoneId) ? null : zoneId },
    inspect,
  });
  return connect(snapshot, send);
}

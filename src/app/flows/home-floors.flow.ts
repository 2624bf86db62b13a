import { fromPromise } from 'xstate';
import { homeFloorsMachine } from '../../../machines/home-floors.machine.ts';
import { loadHomeFloors } from '../../api/home-floors.ts';

/** The home page's floors with the real loader (a lazy chunk: not part of the first paint). */
export const homeFloorsFlow = homeFloorsMachine.provide({
  actors: { loadFloors: fromPromise(({ input, signal }) => loadHomeFloors(input.size, signal)) },
});

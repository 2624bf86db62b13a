import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { connect, type HomeFloorsApi } from '../../../machines/home/home-floors.connect.ts';
import { homeFloorsMachine } from '../../../machines/home/home-floors.machine.ts';
import { loadHomeFloors } from './api.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import '../../shared/ui/goods-texts.ts';
import './locales/index.ts';

const homeFloors = homeFloorsMachine.provide({
  actors: { loadFloors: fromPromise(({ input, signal }) => loadHomeFloors(input.size, signal)) },
});

/** The home page's floors, hot goods, zones and notices for the shop (a lazy chunk, after first paint). */
export function useHomeFloors(shopId: string): HomeFloorsApi {
  const [snapshot, send] = useMachine(homeFloors, { input: { shopId }, inspect });
  return connect(snapshot, send);
}

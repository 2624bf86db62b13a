import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { connect, type HomeApi } from '../../../machines/home/home.connect.ts';
import { homeMachine } from '../../../machines/home/home.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { loadHome } from './api.ts';

const home = homeMachine.provide({
  actors: { loadHome: fromPromise(({ signal }) => loadHome(signal)) },
});

/** The home page's own content for the shop (welcome, categories, hot words, banners): first paint. */
export function useHome(shopId: string): HomeApi {
  const [snapshot, send] = useMachine(home, { input: { shopId }, inspect });
  return connect(snapshot, send);
}

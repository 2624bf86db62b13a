import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { connect, type HomeApi } from '../../../machines/home/home.connect.ts';
import { homeMachine } from '../../../machines/home/home.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { useShellData } from '../../shared/shell-context.ts';
import { firstViewHome, loadHome } from './api.ts';

const home = homeMachine.provide({
  actors: { loadHome: fromPromise(({ signal }) => loadHome(signal)) },
});

/**
 * The home page's content for the shop (banners, and the hot words the shell data already loaded): first
 * paint.
 */
export function useHome(shopId: string): HomeApi {
  // The banners the page's HTML holds are read once, as the machine starts (useMachine reads its options
  // at the first render only).
  const [snapshot, send] = useMachine(home, { input: { shopId, content: firstViewHome(shopId) }, inspect });
  const shellData = useShellData();
  return connect(snapshot, send, shellData?.hotWords.goods);
}

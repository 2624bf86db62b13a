import { fromPromise } from 'xstate';
import { welfareMachine } from '../../../machines/welfare.machine.ts';
import { loadWelfareScore, loadWelfareZones } from '../../api/welfare.ts';

/** The welfare bar with its real actors; the view adds the login popup. */
export const welfareFlow = welfareMachine.provide({
  actors: {
    loadWelfareZones: fromPromise(({ signal }) => loadWelfareZones(signal)),
    loadWelfareScore: fromPromise(({ signal }) => loadWelfareScore(signal)),
  },
});

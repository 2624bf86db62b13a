import { fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session.machine.ts';
import { revokeSession } from '../../api/session.ts';

/** The session machine with the real revoke call; `endSession` clears the browser side. */
export function createSessionLogic(endSession: () => void) {
  return sessionMachine.provide({
    actors: { revokeSession: fromPromise(({ signal }) => revokeSession(signal)) },
    actions: { endSession },
  });
}

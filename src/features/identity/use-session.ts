import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/identity/session.machine.ts';
import { revokeSession } from './session-api.ts';

/**
 * Logout (spec §4): the session machine revokes the token on the server, then `endSession` clears the
 * browser side, also when the server call fails. Loaded on demand by the storefront router.
 */
export function logout(endSession: () => void): void {
  const logic = sessionMachine.provide({
    actors: { revokeSession: fromPromise(({ signal }) => revokeSession(signal)) },
    actions: { endSession },
  });
  createActor(logic).start().send({ type: 'session.logout' });
}

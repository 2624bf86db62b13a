import { fromPromise, setup } from 'xstate';

/**
 * The session of the signed-in user (spec §4 "On logout"): `session.logout` revokes the token on the
 * server (`revokeSession`), then `endSession` lets the app remove the cookies, reset the route guard and go
 * to the password login page — also when the server call fails, so a user can always log out.
 */
export const sessionMachine = setup({
  types: {} as { events: { type: 'session.logout' } },
  actors: {
    revokeSession: fromPromise<void>(async () => {}),
  },
  actions: {
    endSession: () => {},
  },
}).createMachine({
  id: 'session',
  initial: 'active',
  states: {
    active: { on: { 'session.logout': 'loggingOut' } },
    loggingOut: {
      tags: ['submitting'],
      invoke: {
        src: 'revokeSession',
        onDone: { target: 'ended', actions: 'endSession' },
        onError: { target: 'ended', actions: 'endSession' },
      },
    },
    ended: { type: 'final' },
  },
});

import { assign, fromPromise, setup } from 'xstate';

/**
 * The header's cart count (spec §2, §9: 99+ from 100). Loaded for a logged-in user when the shell mounts
 * and again on `cart.refresh` (after the cart changes); a failed load keeps the last known count.
 * Anonymous visitors have no count.
 */
export const cartCountMachine = setup({
  types: {} as {
    context: { loggedIn: boolean; count: number | null };
    events: { type: 'cart.refresh' };
    input: { loggedIn: boolean };
  },
  actors: { loadCartCount: fromPromise<number, void>(async () => 0) },
  guards: { isLoggedIn: ({ context }) => context.loggedIn },
}).createMachine({
  id: 'cartCount',
  context: ({ input }) => ({ loggedIn: input.loggedIn, count: null }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'isLoggedIn', target: 'loading' }, { target: 'anonymous' }] },
    anonymous: {},
    loading: {
      invoke: {
        src: 'loadCartCount',
        onDone: { target: 'ready', actions: assign({ count: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
    ready: { on: { 'cart.refresh': 'loading' } },
  },
});

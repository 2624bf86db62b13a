import { assign, setup } from 'xstate';

/**
 * The all-categories flyout (spec §4): hovering opens it after 100 ms; on home it stays open. The
 * hovered (or keyboard-focused) top category shows its second and third levels.
 */
export const categoryMenuMachine = setup({
  types: {} as {
    context: { alwaysOpen: boolean; activeIndex: number | null };
    events:
      | { type: 'pointer.enter' }
      | { type: 'pointer.leave' }
      | { type: 'menu.toggle' }
      | { type: 'menu.close' }
      | { type: 'category.activate'; index: number };
    input: { alwaysOpen: boolean };
  },
  guards: { isAlwaysOpen: ({ context }) => context.alwaysOpen },
  delays: { openDelay: 100 },
}).createMachine({
  id: 'categoryMenu',
  context: ({ input }) => ({ alwaysOpen: input.alwaysOpen, activeIndex: null }),
  initial: 'deciding',
  on: { 'category.activate': { actions: assign({ activeIndex: ({ event }) => event.index }) } },
  states: {
    deciding: { always: [{ guard: 'isAlwaysOpen', target: 'pinned' }, { target: 'closed' }] },
    pinned: {
      tags: ['open'],
      on: {
        'pointer.leave': { actions: assign({ activeIndex: null }) },
        'menu.close': { actions: assign({ activeIndex: null }) },
      },
    },
    closed: { on: { 'pointer.enter': 'opening', 'menu.toggle': 'open' } },
    opening: { after: { openDelay: 'open' }, on: { 'pointer.leave': 'closed' } },
    open: {
      tags: ['open'],
      on: {
        'pointer.leave': { target: 'closed', actions: assign({ activeIndex: null }) },
        'menu.toggle': { target: 'closed', actions: assign({ activeIndex: null }) },
        'menu.close': { target: 'closed', actions: assign({ activeIndex: null }) },
      },
    },
  },
});

import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import { flashItemState, type FlashSale, type FlashSession } from './promotions.types.ts';

export interface FlashSaleContext {
  sessions: FlashSession[];
  selected: number | null;
  /** The server's clock minus this page's, so countdowns follow the server. */
  offset: number;
  /** This page's clock at the last tick (ms since the epoch). */
  now: number;
  error: string | null;
}

export type FlashSaleEvent =
  | { type: 'session.select'; sessionId: number }
  | { type: 'item.buy'; itemId: number }
  | { type: 'clock.tick'; now: number }
  | { type: 'list.retry' };

/** The session to open first: the running one, else the next to start, else the first. */
function firstSession(sessions: FlashSession[], now: number): number | null {
  const running = sessions.find((s) => Date.parse(s.startsAt) <= now && Date.parse(s.endsAt) > now);
  const next = sessions.find((s) => Date.parse(s.startsAt) > now);
  return (running ?? next ?? sessions[0])?.sessionId ?? null;
}

/** The item of the selected session, when it can be bought at the server's time. */
function buyable(context: FlashSaleContext, itemId: number): boolean {
  const session = context.sessions.find((s) => s.sessionId === context.selected);
  const item = session?.items.find((i) => i.itemId === itemId);
  return !!session && !!item && flashItemState(item, session, context.now + context.offset) === 'inProgress';
}

/**
 * The flash-sale page (spec flash-sale): the sessions by time as tabs, the running one (or the next)
 * open first; each item's state (未开始 / 抢购中 / 已结束 / 已抢光) and countdown follow the server's time,
 * ticked by the `clock` actor; 马上抢 on an item in progress goes to checkout (the server prices it).
 * When a tick crosses a session's start or end, the page reads the sessions again (sold figures change);
 * its tabs can still be picked meanwhile. Tags `loading`, `error`.
 */
export const flashSaleMachine = setup({
  types: {} as {
    context: FlashSaleContext;
    events: FlashSaleEvent;
    input: { now: number };
  },
  actors: {
    loadFlashSale: fromPromise<FlashSale>(async () => {
      throw new Error('loadFlashSale is provided by the app');
    }),
    clock: fromCallback(() => () => undefined),
  },
  actions: {
    goToCheckout: (_, _params: { skuId: number }) => undefined,
  },
  guards: {
    crossesBoundary: ({ context, event }) => {
      if (event.type !== 'clock.tick') return false;
      const [before, after] = [context.now + context.offset, event.now + context.offset];
      return context.sessions.some((s) =>
        [Date.parse(s.startsAt), Date.parse(s.endsAt)].some((t) => before < t && t <= after),
      );
    },
  },
}).createMachine({
  id: 'flashSale',
  context: ({ input }) => ({ sessions: [], selected: null, offset: 0, now: input.now, error: null }),
  initial: 'loading',
  // The tabs stay on the page while the sessions are read again at a boundary: a tab picked meanwhile is
  // kept by the new read.
  on: {
    'session.select': {
      guard: ({ context, event }) =>
        event.sessionId !== context.selected && context.sessions.some((s) => s.sessionId === event.sessionId),
      actions: assign({ selected: ({ event }) => event.sessionId }),
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadFlashSale',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const offset = Date.parse(event.output.serverTime) - context.now;
            const sessions = event.output.sessions;
            const keep = sessions.some((s) => s.sessionId === context.selected);
            return {
              sessions,
              offset,
              selected: keep ? context.selected : firstSession(sessions, context.now + offset),
            };
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'list.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      invoke: { src: 'clock' },
      on: {
        'clock.tick': [
          { guard: 'crossesBoundary', target: 'loading', actions: assign({ now: ({ event }) => event.now }) },
          { actions: assign({ now: ({ event }) => event.now }) },
        ],
        'item.buy': {
          guard: ({ context, event }) => buyable(context, event.itemId),
          actions: {
            type: 'goToCheckout',
            params: ({ context, event }) => ({
              skuId: context.sessions
                .find((s) => s.sessionId === context.selected)!
                .items.find((i) => i.itemId === event.itemId)!.skuId,
            }),
          },
        },
      },
    },
  },
});

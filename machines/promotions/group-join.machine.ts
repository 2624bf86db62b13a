import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import { joinable, type GroupList, type GroupView } from './promotions.types.ts';

export interface GroupJoinContext {
  activityId: number;
  /** The group of a shared link, shown first. */
  groupId: number | null;
  signedIn: boolean;
  groups: GroupView[];
  offset: number;
  now: number;
  error: string | null;
}

export type GroupJoinEvent =
  | { type: 'group.start' }
  | { type: 'group.join'; groupId: number }
  | { type: 'clock.tick'; now: number }
  | { type: 'list.retry' };

/**
 * Start or join a group of a group-buy offer (spec group-buy): the open groups with their members and
 * time left (ticked by the `clock` actor on the server's time), 发起拼团 (start one) or 去参团 (join one
 * with a seat and time left that the buyer is not in yet), each going to checkout at the group price;
 * a visitor is asked to log in first. Starting does not wait for the list. Tags `loading`, `error`.
 */
export const groupJoinMachine = setup({
  types: {} as {
    context: GroupJoinContext;
    events: GroupJoinEvent;
    input: { activityId: number; groupId?: number; signedIn: boolean; now: number };
  },
  actors: {
    loadGroups: fromPromise<GroupList, { activityId: number; groupId: number | null }>(async () => {
      throw new Error('loadGroups is provided by the app');
    }),
    clock: fromCallback(() => () => undefined),
  },
  actions: {
    goToCheckout: (_, _params: { activityId: number; groupId?: number }) => undefined,
    requestLogin: () => undefined,
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    canJoin: ({ context, event }) => {
      if (event.type !== 'group.join') return false;
      const g = context.groups.find((x) => x.groupId === event.groupId);
      return !!g && joinable(g, context.now + context.offset);
    },
  },
}).createMachine({
  id: 'groupJoin',
  context: ({ input }) => ({
    activityId: input.activityId,
    groupId: input.groupId ?? null,
    signedIn: input.signedIn,
    groups: [],
    offset: 0,
    now: input.now,
    error: null,
  }),
  initial: 'loading',
  // Starting a group needs nothing from the open groups: 发起拼团 works while they load or after they failed.
  on: {
    'group.start': [
      {
        guard: 'signedIn',
        actions: { type: 'goToCheckout', params: ({ context }) => ({ activityId: context.activityId }) },
      },
      { actions: 'requestLogin' },
    ],
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadGroups',
        input: ({ context }) => ({ activityId: context.activityId, groupId: context.groupId }),
        onDone: {
          target: 'ready',
          actions: assign({
            groups: ({ event }) => event.output.groups,
            offset: ({ context, event }) => Date.parse(event.output.serverTime) - context.now,
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
        'clock.tick': { actions: assign({ now: ({ event }) => event.now }) },
        'group.join': [
          {
            guard: ({ context, event }) =>
              !context.signedIn && context.groups.some((g) => g.groupId === event.groupId),
            actions: 'requestLogin',
          },
          {
            guard: 'canJoin',
            actions: {
              type: 'goToCheckout',
              params: ({ context, event }) => ({ activityId: context.activityId, groupId: event.groupId }),
            },
          },
        ],
      },
    },
  },
});

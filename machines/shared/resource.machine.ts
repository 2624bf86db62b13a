import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from './errors.ts';

/**
 * One thing a page shows by its id (a comment of uc-evalDetail): `load` answers it, or null when there is
 * no such thing of the user's (`notFound`). Tags `loading`, `notFound`, `error`.
 */
export const resourceMachine = setup({
  types: {} as {
    context: { id: string | null; value: unknown; error: string | null };
    events: { type: 'resource.retry' };
    input: { id: string | null };
  },
  actors: {
    load: fromPromise<unknown, { id: string }>(async () => {
      throw new Error('load is provided by the app');
    }),
  },
}).createMachine({
  id: 'resource',
  context: ({ input }) => ({ id: input.id, value: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: ({ context }) => context.id !== null, target: 'loading' }, { target: 'notFound' }],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id! }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'notFound' },
          { target: 'ready', actions: assign({ value: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    notFound: { tags: ['notFound'] },
    failed: {
      tags: ['error'],
      on: { 'resource.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {},
  },
});

/** What a page reads from its resource; `T` is what its `load` answers. */
export interface ResourceApi<T> {
  isLoading: boolean;
  isNotFound: boolean;
  loadFailed: boolean;
  error: string | null;
  retry(): void;
  value: T | null;
}

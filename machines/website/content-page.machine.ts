import { assign, fromPromise, setup } from 'xstate';

/** Context of a content page: the key it shows (article code, notice id, page number) and its data. */
export interface ContentPageContext<TData> {
  key: string;
  data: TData | null;
}

export type ContentPageEvent = { type: 'content.load'; key: string } | { type: 'content.retry' };

/**
 * A read-only content screen (help article, shop home, notice list and detail, about us): `loading` →
 * `ready`, `empty` (the app's `isEmpty` guard, e.g. 暂无记录), `notFound` (the loader answered null, e.g.
 * 公告不存在) or `failed` (`content.retry`). A new key from the URL arrives as `content.load` and reloads.
 * Tags `loading`, `empty`, `notFound`, `error`.
 */
export function createContentPageMachine<TData>() {
  return setup({
    types: {} as {
      context: ContentPageContext<TData>;
      events: ContentPageEvent;
      input: { key: string };
    },
    actors: {
      loadContent: fromPromise<TData | null, { key: string }>(async () => {
        throw new Error('loadContent is provided by the app');
      }),
    },
    guards: {
      isEmpty: (_, _params: { data: TData }) => false,
      isNewKey: ({ context, event }) => event.type === 'content.load' && event.key !== context.key,
    },
  }).createMachine({
    id: 'contentPage',
    context: ({ input }) => ({ key: input.key, data: null }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'loadContent',
          input: ({ context }) => ({ key: context.key }),
          onDone: [
            {
              guard: ({ event }) => event.output === null,
              target: 'notFound',
              actions: assign({ data: null }),
            },
            {
              guard: { type: 'isEmpty', params: ({ event }) => ({ data: event.output as TData }) },
              target: 'empty',
              actions: assign({ data: ({ event }) => event.output }),
            },
            { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
          ],
          onError: 'failed',
        },
      },
      ready: {},
      empty: { tags: ['empty'] },
      notFound: { tags: ['notFound'] },
      failed: { tags: ['error'], on: { 'content.retry': 'loading' } },
    },
    on: {
      'content.load': {
        guard: 'isNewKey',
        target: '.loading',
        reenter: true,
        actions: assign({ key: ({ event }) => event.key }),
      },
    },
  });
}

/** The content page machine as registered for diagrams and the viewer (data left open). */
export const contentPageMachine = createContentPageMachine<unknown>();

import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import { consoleErrorGuards } from './console.types.ts';
import {
  operatorRemarkProblem,
  storeStatusEvents,
  type ManagedStore,
  type StoreStatusEvent,
} from './console-settle.types.ts';

export interface ConsoleStoresStatusContext {
  /** The store being changed (while the dialog is open). */
  store: ManagedStore | null;
  event: StoreStatusEvent | null;
  /** The suspension's reason the operator submitted last (kept while it is checked and sent). */
  remark: string;
  /** The server's words when the change failed. */
  error: string | null;
}

export type ConsoleStoresStatusEvent =
  | { type: 'status.open'; store: ManagedStore; event: StoreStatusEvent }
  | { type: 'status.submit'; remark?: string }
  | { type: 'status.dismiss' };

/**
 * The operator suspends a store or restores it from the stores list (/vp/stores): the dialog opens on a
 * store whose lifecycle allows the event (`storeActions(status).operator`); a suspension needs a reason
 * the owner sees (1–200 characters, checked before sending), a restoration only the confirmation.
 * `changeStatus` answers the store after the change and the list shows it (`changed`); a refusal by the
 * server (404 店铺不存在, 409) closes the dialog and shows the list as it is (`changed` with the server's
 * words); another failure (400 店铺当前状态不能执行该操作 among them) stays in the dialog. A 401 tells the
 * app the session is gone. Tags `open`, `invalid`, `sending`.
 */
export const consoleStoresStatusMachine = setup({
  types: {} as { context: ConsoleStoresStatusContext; events: ConsoleStoresStatusEvent },
  actors: {
    changeStatus: fromPromise<ManagedStore, { storeId: number; event: StoreStatusEvent; remark: string }>(
      async () => {
        throw new Error('changeStatus is provided by the app');
      },
    ),
  },
  actions: {
    changed: (
      _,
      _params: { store: ManagedStore | null; event: StoreStatusEvent; message: string | null },
    ) => {},
    sessionLost: () => {},
  },
  guards: {
    allowed: ({ event }) =>
      event.type === 'status.open' && storeStatusEvents(event.store.status).includes(event.event),
    needsReason: ({ context }) => context.event === 'SUSPEND',
    isReasonValid: ({ event }) =>
      event.type === 'status.submit' && operatorRemarkProblem(event.remark ?? '') === null,
    /** The store is gone (404) or changed meanwhile (409). */
    isGone: ({ event }) =>
      consoleErrorGuards.isNotFound({ event }) || consoleErrorGuards.isConflict({ event }),
    ...consoleErrorGuards,
  },
}).createMachine({
  id: 'consoleStoresStatus',
  context: { store: null, event: null, remark: '', error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'status.open': {
          guard: 'allowed',
          target: 'editing',
          actions: assign({
            store: ({ event }) => event.store,
            event: ({ event }) => event.event,
            remark: '',
            error: null,
          }),
        },
      },
    },
    editing: {
      tags: ['open'],
      initial: 'clean',
      states: { clean: {}, invalid: { tags: ['invalid'] } },
      on: {
        'status.submit': [
          {
            guard: 'isReasonValid',
            target: 'sending',
            actions: assign({ remark: ({ event }) => (event.remark ?? '').trim(), error: null }),
          },
          {
            guard: 'needsReason',
            target: '.invalid',
            actions: assign({ remark: ({ event }) => event.remark ?? '' }),
          },
          { target: 'sending', actions: assign({ remark: '', error: null }) },
        ],
        'status.dismiss': { target: 'closed', actions: assign({ store: null, event: null, error: null }) },
      },
    },
    sending: {
      tags: ['open', 'sending'],
      invoke: {
        src: 'changeStatus',
        input: ({ context }) => ({
          storeId: context.store!.storeId,
          event: context.event!,
          remark: context.remark,
        }),
        onDone: {
          target: 'closed',
          actions: [
            {
              type: 'changed',
              params: ({ context, event }) => ({ store: event.output, event: context.event!, message: null }),
            },
            assign({ store: null, event: null }),
          ],
        },
        onError: [
          { guard: 'isUnauthorized', target: 'editing', actions: 'sessionLost' },
          {
            guard: 'isGone',
            target: 'closed',
            actions: [
              {
                type: 'changed',
                params: ({ context, event }) => ({
                  store: null,
                  event: context.event!,
                  message: errorMessage(event.error),
                }),
              },
              assign({ store: null, event: null }),
            ],
          },
          { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
  },
});

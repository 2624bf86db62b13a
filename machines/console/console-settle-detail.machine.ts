import { and, assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import { consoleErrorGuards } from './console.types.ts';
import {
  operatorRemarkProblem,
  parseApplicationId,
  settleDecisions,
  type SettleDecision,
  type StoreApplication,
} from './console-settle.types.ts';

export interface ConsoleSettleDetailContext {
  id: number | null;
  application: StoreApplication | null;
  /** The decision whose confirmation is open (or being sent). */
  pending: SettleDecision | null;
  /** The remarks the operator submitted last (kept while they are checked and sent). */
  remark: string;
  /** Why loading or the last decision failed (the server's words). */
  error: string | null;
}

export type ConsoleSettleDetailEvent =
  | { type: 'detail.retry' }
  | { type: 'decision.request'; decision: SettleDecision }
  | { type: 'decision.confirm'; remark?: string }
  | { type: 'decision.dismiss' };

/** Whether the operator may take this decision on the application now (the store lifecycle says). */
export const decisionAllowed = (application: StoreApplication | null, decision: SettleDecision) =>
  application !== null && settleDecisions(application.status).includes(decision);

/**
 * One store application in the console (/vp/settle/detail?id=): `loadApplication` (404 or a malformed id
 * → not found) → `ready` with its documents and log. While it is under review the operator approves it
 * (after a confirmation; the store and its store account are created) or rejects it with remarks the
 * applicant sees (1–200 characters, checked before anything is sent). `decide` answers the application
 * read again after the change, which the page then shows, and `notifyDone` confirms. A refusal by the
 * server (400 该申请已处理, 店铺名称已存在; 404; 409) loads the application again and shows the server's
 * words; another failure stays in the dialog. A 401 tells the app the session is gone.
 * Tags `loading`, `notFound`, `error`, `confirming`, `invalid`, `sending`.
 */
export const consoleSettleDetailMachine = setup({
  types: {} as {
    context: ConsoleSettleDetailContext;
    events: ConsoleSettleDetailEvent;
    input: { id: string | null };
  },
  actors: {
    loadApplication: fromPromise<StoreApplication, { id: number }>(async () => {
      throw new Error('loadApplication is provided by the app');
    }),
    decide: fromPromise<StoreApplication, { id: number; decision: SettleDecision; remark: string }>(
      async () => {
        throw new Error('decide is provided by the app');
      },
    ),
  },
  actions: {
    notifyDone: (_, _params: { decision: SettleDecision }) => {},
    sessionLost: () => {},
  },
  guards: {
    hasId: ({ context }) => context.id !== null,
    allowed: ({ context, event }) =>
      event.type === 'decision.request' && decisionAllowed(context.application, event.decision),
    isRejecting: ({ context }) => context.pending === 'REJECT',
    isRemarkValid: ({ event }) =>
      event.type === 'decision.confirm' && operatorRemarkProblem(event.remark ?? '') === null,
    isRefused: ({ event }) => {
      const status = (event as { error?: { status?: unknown } }).error?.status;
      return status === 400 || status === 404 || status === 409;
    },
    ...consoleErrorGuards,
  },
}).createMachine({
  id: 'consoleSettleDetail',
  context: ({ input }) => ({
    id: parseApplicationId(input.id),
    application: null,
    pending: null,
    remark: '',
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadApplication',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'ready', actions: assign({ application: ({ event }) => event.output }) },
        onError: [
          { guard: 'isNotFound', target: 'notFound' },
          { guard: 'isUnauthorized', target: 'failed', actions: 'sessionLost' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    notFound: { tags: ['notFound'] },
    failed: {
      tags: ['error'],
      on: { 'detail.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'decision.request': {
              guard: 'allowed',
              target: 'confirming',
              actions: assign({ pending: ({ event }) => event.decision, remark: '', error: null }),
            },
          },
        },
        confirming: {
          tags: ['confirming'],
          initial: 'clean',
          on: {
            'decision.confirm': [
              {
                guard: and(['isRejecting', 'isRemarkValid']),
                target: 'sending',
                actions: assign({ remark: ({ event }) => (event.remark ?? '').trim(), error: null }),
              },
              {
                guard: 'isRejecting',
                target: '.invalid',
                actions: assign({ remark: ({ event }) => event.remark ?? '' }),
              },
              { target: 'sending', actions: assign({ remark: '', error: null }) },
            ],
            'decision.dismiss': { target: 'idle', actions: assign({ pending: null, error: null }) },
          },
          states: { clean: {}, invalid: { tags: ['invalid'] } },
        },
        sending: {
          tags: ['confirming', 'sending'],
          invoke: {
            src: 'decide',
            input: ({ context }) => ({
              id: context.id!,
              decision: context.pending!,
              remark: context.remark,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ application: ({ event }) => event.output }),
                { type: 'notifyDone', params: ({ context }) => ({ decision: context.pending! }) },
                assign({ pending: null }),
              ],
            },
            onError: [
              { guard: 'isUnauthorized', target: 'confirming', actions: 'sessionLost' },
              {
                guard: 'isRefused',
                target: '#consoleSettleDetail.loading',
                actions: assign({ error: ({ event }) => errorMessage(event.error), pending: null }),
              },
              {
                target: 'confirming',
                actions: assign({ error: ({ event }) => errorMessage(event.error) }),
              },
            ],
          },
        },
      },
    },
  },
});

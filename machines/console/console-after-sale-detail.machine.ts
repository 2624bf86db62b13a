import { and, assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import { consoleErrorGuards, parseAfsNo, type AfterSaleDetail, type SellerAction } from './console.types.ts';

/** What the seller can do to a request from its page, each after a confirmation. */
export type AfsDecision = 'accept' | 'refuse' | 'receive' | 'offline';

/** The server's action behind each decision (openapi console.yaml `actions.seller`). */
export const DECISION_ACTION: Record<AfsDecision, SellerAction> = {
  accept: 'ACCEPT',
  refuse: 'REFUSE',
  receive: 'RECEIVE_RETURN',
  offline: 'REFUND_OFFLINE',
};

/** What the seller records of a refund paid back offline (线下退款) after the provider failed. */
export interface OfflineDraft {
  account: string;
  reference: string;
  note: string;
}

/** The offline refund's rules (the server's, openapi console.yaml consoleRefundOffline), by field. */
export function offlineProblems(d: OfflineDraft): Partial<Record<keyof OfflineDraft, string>> {
  const account = [...d.account.trim()].length;
  return {
    ...(account < 2 || account > 60 ? { account: 'accountInvalid' } : {}),
    ...(/^[A-Za-z0-9-]{6,40}$/.test(d.reference.trim()) ? {} : { reference: 'referenceInvalid' }),
    ...([...d.note.trim()].length > 200 ? { note: 'noteTooLong' } : {}),
  };
}

/** A refusal's reason is required and at most this long (openapi console.yaml). */
export const REFUSE_REASON_MAX = 200;

/** What is wrong with a refusal's reason, or null. */
export function refuseReasonProblem(reason: string): 'reasonRequired' | 'reasonTooLong' | null {
  const r = reason.trim();
  if (r === '') return 'reasonRequired';
  return r.length > REFUSE_REASON_MAX ? 'reasonTooLong' : null;
}

/** Whether the seller may take this decision on the request now (the server's `actions.seller`). */
export const decisionAllowed = (afs: AfterSaleDetail | null, decision: AfsDecision) =>
  afs !== null && afs.actions.seller.includes(DECISION_ACTION[decision]);

export interface ConsoleAfterSaleDetailContext {
  afsNo: string | null;
  afs: AfterSaleDetail | null;
  /** The decision whose confirmation is open (or being sent). */
  pending: AfsDecision | null;
  /** Why loading or the last decision failed (the server's words). */
  error: string | null;
}

export type ConsoleAfterSaleDetailEvent =
  | { type: 'detail.retry' }
  | { type: 'decision.request'; decision: AfsDecision }
  | { type: 'decision.confirm'; reason?: string; offline?: OfflineDraft }
  | { type: 'decision.dismiss' };

/**
 * One after-sales request in the console (/vp/after-sales/detail): `loadAfterSale` (404 → not found) →
 * `ready` with its timeline. The buttons follow the server's `actions.seller`: accept (a refund starts at
 * once; a return waits for the goods), refuse (a reason of 1–200 characters the buyer sees) and receive
 * the return (the refund starts); and, once the refund through the provider has failed, record it paid back
 * offline (线下退款: account, reference, note). Each needs a confirmation before `decide` sends it; its answer is the
 * request after the change and `notifyDone` confirms. A refusal stays in the dialog; 状态已变更 (409)
 * reloads the request. A 401 tells the app the session is gone.
 * Tags `loading`, `notFound`, `error`, `confirming`, `invalid`, `sending`.
 */
export const consoleAfterSaleDetailMachine = setup({
  types: {} as {
    context: ConsoleAfterSaleDetailContext;
    events: ConsoleAfterSaleDetailEvent;
    input: { afsNo: string | null };
  },
  actors: {
    loadAfterSale: fromPromise<AfterSaleDetail, { afsNo: string }>(async () => {
      throw new Error('loadAfterSale is provided by the app');
    }),
    decide: fromPromise<
      AfterSaleDetail,
      { afsNo: string; decision: AfsDecision; reason: string; offline: OfflineDraft | null }
    >(async () => {
      throw new Error('decide is provided by the app');
    }),
  },
  actions: {
    notifyDone: (_, _params: { decision: AfsDecision }) => {},
    sessionLost: () => {},
  },
  guards: {
    hasAfsNo: ({ context }) => context.afsNo !== null,
    allowed: ({ context, event }) =>
      event.type === 'decision.request' && decisionAllowed(context.afs, event.decision),
    isRefusing: ({ context }) => context.pending === 'refuse',
    isReasonValid: ({ event }) =>
      event.type === 'decision.confirm' && refuseReasonProblem(event.reason ?? '') === null,
    isOffline: ({ context }) => context.pending === 'offline',
    isOfflineValid: ({ event }) =>
      event.type === 'decision.confirm' &&
      event.offline !== undefined &&
      Object.keys(offlineProblems(event.offline)).length === 0,
    ...consoleErrorGuards,
  },
}).createMachine({
  id: 'consoleAfterSaleDetail',
  context: ({ input }) => ({ afsNo: parseAfsNo(input.afsNo), afs: null, pending: null, error: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasAfsNo', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadAfterSale',
        input: ({ context }) => ({ afsNo: context.afsNo! }),
        onDone: { target: 'ready', actions: assign({ afs: ({ event }) => event.output }) },
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
              actions: assign({ pending: ({ event }) => event.decision, error: null }),
            },
          },
        },
        confirming: {
          tags: ['confirming'],
          initial: 'clean',
          on: {
            'decision.confirm': [
              { guard: and(['isRefusing', 'isReasonValid']), target: 'sending' },
              { guard: 'isRefusing', target: '.invalid' },
              { guard: and(['isOffline', 'isOfflineValid']), target: 'sending' },
              { guard: 'isOffline', target: '.invalid' },
              { target: 'sending' },
            ],
            'decision.dismiss': { target: 'idle', actions: assign({ pending: null, error: null }) },
          },
          states: { clean: {}, invalid: { tags: ['invalid'] } },
        },
        sending: {
          tags: ['confirming', 'sending'],
          invoke: {
            src: 'decide',
            input: ({ context, event }) => ({
              afsNo: context.afsNo!,
              decision: context.pending!,
              reason: event.type === 'decision.confirm' ? (event.reason ?? '').trim() : '',
              offline:
                event.type === 'decision.confirm' && event.offline
                  ? {
                      account: event.offline.account.trim(),
                      reference: event.offline.reference.trim(),
                      note: event.offline.note.trim(),
                    }
                  : null,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ afs: ({ event }) => event.output }),
                { type: 'notifyDone', params: ({ context }) => ({ decision: context.pending! }) },
                assign({ pending: null }),
              ],
            },
            onError: [
              { guard: 'isUnauthorized', target: 'confirming', actions: 'sessionLost' },
              {
                guard: 'isConflict',
                target: '#consoleAfterSaleDetail.loading',
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

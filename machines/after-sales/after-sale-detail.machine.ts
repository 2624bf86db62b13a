import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import type { AfterSaleDetail } from './after-sales.types.ts';

export interface AfterSaleDetailContext {
  afsNo: string | null;
  detail: AfterSaleDetail | null;
  error: string | null;
}

export type AfterSaleDetailEvent =
  | { type: 'withdraw.request' }
  | { type: 'withdraw.confirm' }
  | { type: 'withdraw.dismiss' }
  | { type: 'return.submit'; courier: string; waybill: string }
  | { type: 'detail.retry' };

/** After-sales numbers: AS, the day, ten hex digits (openapi after-sales.yaml AfsNo). */
export const parseAfsNo = (raw: string | null | undefined): string | null =>
  raw && /^AS[0-9]{8}[0-9A-F]{10}$/.test(raw) ? raw : null;

/**
 * One after-sales request of the buyer (spec §2 afs-detail, uc-afslogistics): `loadDetail` (null = not
 * theirs) → `ready`. What the buyer may do comes from the server's reading of the after-sales machine
 * (`detail.actions.buyer`): withdraw (confirmed first) and ship the return (courier and waybill, checked
 * by the form). Each sends its request and the answer replaces the request shown; a refusal (售后状态已变更)
 * is kept in `error` and the request reloads. Tags `loading`, `notFound`, `error`, `confirming`, `sending`.
 */
export const afterSaleDetailMachine = setup({
  types: {} as {
    context: AfterSaleDetailContext;
    events: AfterSaleDetailEvent;
    input: { afsNo: string | null };
  },
  actors: {
    loadDetail: fromPromise<AfterSaleDetail | null, { afsNo: string }>(async () => {
      throw new Error('loadDetail is provided by the app');
    }),
    withdraw: fromPromise<AfterSaleDetail, { afsNo: string }>(async () => {
      throw new Error('withdraw is provided by the app');
    }),
    shipReturn: fromPromise<AfterSaleDetail, { afsNo: string; courier: string; waybill: string }>(
      async () => {
        throw new Error('shipReturn is provided by the app');
      },
    ),
  },
  actions: {
    notifyDone: (_, _params: { action: 'withdraw' | 'shipReturn' }) => {},
  },
  guards: {
    hasAfsNo: ({ context }) => context.afsNo !== null,
    mayWithdraw: ({ context }) => context.detail?.actions.buyer.includes('WITHDRAW') ?? false,
    mayShipReturn: ({ context }) => context.detail?.actions.buyer.includes('SHIP_RETURN') ?? false,
  },
}).createMachine({
  id: 'afterSaleDetail',
  context: ({ input }) => ({ afsNo: parseAfsNo(input.afsNo), detail: null, error: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasAfsNo', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadDetail',
        input: ({ context }) => ({ afsNo: context.afsNo! }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'notFound' },
          { target: 'ready', actions: assign({ detail: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    notFound: { tags: ['notFound'] },
    failed: {
      tags: ['error'],
      // The failure's words go with it: a reload that succeeds shows no stale error over the request.
      on: { 'detail.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'withdraw.request': {
              guard: 'mayWithdraw',
              target: 'confirming',
              actions: assign({ error: null }),
            },
            'return.submit': { guard: 'mayShipReturn', target: 'shipping', actions: assign({ error: null }) },
          },
        },
        confirming: {
          tags: ['confirming'],
          on: { 'withdraw.confirm': 'withdrawing', 'withdraw.dismiss': 'idle' },
        },
        withdrawing: {
          tags: ['confirming', 'sending'],
          invoke: {
            src: 'withdraw',
            input: ({ context }) => ({ afsNo: context.afsNo! }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ detail: ({ event }) => event.output }),
                { type: 'notifyDone', params: { action: 'withdraw' } },
              ],
            },
            onError: {
              target: '#afterSaleDetail.loading',
              actions: assign({ error: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
        shipping: {
          tags: ['sending'],
          invoke: {
            src: 'shipReturn',
            input: ({ context, event }) => {
              const e = event as Extract<AfterSaleDetailEvent, { type: 'return.submit' }>;
              return { afsNo: context.afsNo!, courier: e.courier.trim(), waybill: e.waybill.trim() };
            },
            onDone: {
              target: 'idle',
              actions: [
                assign({ detail: ({ event }) => event.output }),
                { type: 'notifyDone', params: { action: 'shipReturn' } },
              ],
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
      },
    },
  },
});

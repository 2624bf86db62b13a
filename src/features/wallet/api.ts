import { fromPromise } from 'xstate';
import type { LedgerFilter } from '../../../machines/wallet/ledger.machine.ts';
import type { SigninCalendar, SigninResult } from '../../../machines/wallet/signin.types.ts';
import type { Topup, TopupMethod } from '../../../machines/wallet/topup.types.ts';
import type {
  BalanceLine,
  BalanceReason,
  PointsLine,
  PointsReason,
  PointsSummary,
  PointsTask,
} from '../../../machines/wallet/wallet.types.ts';
import { unwrap } from '../../shared/api/client.ts';
import { accountApi } from '../../shared/api/services.ts';

/** The wire query of a ledger filter (absent fields are not sent). */
function ledgerQuery(filter: LedgerFilter, page: number, size: number) {
  return {
    direction: filter.direction,
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    current: page,
    size,
  };
}

type LedgerInput = { filter: LedgerFilter; page: number; size: number };
/** A ledger page as the ledger machine takes it (its connect types the lines: BalanceLine, PointsLine). */
type LedgerPage = { records: unknown[]; total: number; extra?: unknown };

/** The actors of the balance ledger (machines/wallet/ledger.machine.ts): its lines and the balance. */
export const balanceLedgerActors = {
  loadPage: fromPromise<LedgerPage, LedgerInput>(async ({ input, signal }) => {
    const data = unwrap(
      await accountApi.GET('/balance/ledger', {
        params: {
          query: {
            ...ledgerQuery(input.filter, input.page, input.size),
            ...(input.filter.reason ? { reason: input.filter.reason as BalanceReason } : {}),
            ...(input.filter.orderNo ? { orderNo: input.filter.orderNo } : {}),
          },
        },
        signal,
      }),
    );
    const extra: { balance: string } = { balance: data.balance };
    return { records: data.records satisfies BalanceLine[], total: data.total, extra };
  }),
};

/** The actors of the points ledger: its lines, with the points summary beside them. */
export const pointsLedgerActors = {
  loadPage: fromPromise<LedgerPage, LedgerInput>(async ({ input, signal }) => {
    const [page, summary] = await Promise.all([
      accountApi.GET('/points/ledger', {
        params: {
          query: {
            ...ledgerQuery(input.filter, input.page, input.size),
            ...(input.filter.reason ? { reason: input.filter.reason as PointsReason } : {}),
          },
        },
        signal,
      }),
      accountApi.GET('/points/summary', { signal }),
    ]);
    const data = unwrap(page);
    const extra: PointsSummary = unwrap(summary);
    return { records: data.records satisfies PointsLine[], total: data.total, extra };
  }),
};

/** The actors of machines/wallet/topup.machine.ts. */
export const topupActors = {
  createTopup: fromPromise<Topup, { amount: string; method: TopupMethod; idempotencyKey: string }>(
    async ({ input }) =>
      unwrap(
        await accountApi.POST('/balance/topup', {
          params: { header: { 'Idempotency-Key': input.idempotencyKey } },
          body: { amount: input.amount, method: input.method },
        }),
      ),
  ),
  pollTopup: fromPromise<Topup, { paymentId: string }>(async ({ input, signal }) =>
    unwrap(
      await accountApi.GET('/balance/topup/status', {
        params: { query: { paymentId: input.paymentId } },
        signal,
      }),
    ),
  ),
};

/** The actors of machines/wallet/signin.machine.ts. */
export const signinActors = {
  loadCalendar: fromPromise<SigninCalendar, { month: string | null }>(async ({ input, signal }) =>
    unwrap(
      await accountApi.GET('/signin/calendar', {
        params: { query: input.month ? { month: input.month } : {} },
        signal,
      }),
    ),
  ),
  signIn: fromPromise<SigninResult, { day: string }>(async ({ input }) =>
    unwrap(await accountApi.POST('/signin', { body: { day: input.day } })),
  ),
};

/** The points tasks (a resource of the task page). */
export const tasksActors = {
  load: fromPromise<unknown, { id: string }>(async ({ signal }) => {
    const tasks: PointsTask[] = unwrap(await accountApi.GET('/points/tasks', { signal }));
    return tasks;
  }),
};

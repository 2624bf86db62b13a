import { fromPromise } from 'xstate';
import {
  CONSOLE_PAGE_SIZE,
  type AfterSaleDetail,
  type AfterSalePage,
} from '../../../machines/console/console.types.ts';
import type { ConsoleAfsQuery } from '../../../machines/console/console-after-sales.list.ts';
import type {
  AfsDecision,
  OfflineDraft,
} from '../../../machines/console/console-after-sale-detail.machine.ts';
import { unwrap } from '../../shared/api/client.ts';
import { consoleApi } from '../../shared/api/services.ts';

/** A page of the console's after-sales requests (the list machine's `loadPage`). */
export async function loadConsoleAfterSales(
  shopId: string,
  input: ConsoleAfsQuery,
  signal: AbortSignal,
): Promise<AfterSalePage> {
  return unwrap(
    await consoleApi(shopId).GET('/console/afs', {
      params: {
        query: {
          current: input.current,
          size: CONSOLE_PAGE_SIZE,
          ...(input.tab === 'all' ? {} : { status: input.tab }),
        },
      },
      signal,
    }),
  );
}

/** The actors of machines/console/console-after-sale-detail.machine.ts. */
export const consoleAfterSaleDetailActors = (shopId: string) => {
  const api = consoleApi(shopId);
  return {
    loadAfterSale: fromPromise<AfterSaleDetail, { afsNo: string }>(async ({ input, signal }) =>
      unwrap(await api.GET('/console/afs/detail', { params: { query: { afsNo: input.afsNo } }, signal })),
    ),
    decide: fromPromise<
      AfterSaleDetail,
      { afsNo: string; decision: AfsDecision; reason: string; offline: OfflineDraft | null }
    >(async ({ input, signal }) => {
      const { afsNo } = input;
      switch (input.decision) {
        case 'accept':
          return unwrap(await api.POST('/console/afs/accept', { body: { afsNo }, signal }));
        case 'receive':
          return unwrap(await api.POST('/console/afs/receive', { body: { afsNo }, signal }));
        case 'refuse':
          return unwrap(
            await api.POST('/console/afs/refuse', { body: { afsNo, reason: input.reason }, signal }),
          );
        case 'offline':
          return unwrap(
            await api.POST('/console/afs/refund-offline', { body: { afsNo, ...input.offline! }, signal }),
          );
      }
    }),
  };
};

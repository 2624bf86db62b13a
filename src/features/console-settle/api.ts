import { fromPromise } from 'xstate';
import { CONSOLE_PAGE_SIZE } from '../../../machines/console/console.types.ts';
import type { ConsoleSettleQuery } from '../../../machines/console/console-settle.list.ts';
import type { ConsoleStoreQuery } from '../../../machines/console/console-stores.list.ts';
import type {
  ManagedStore,
  ManagedStorePage,
  SettleDecision,
  StoreApplication,
  StoreApplicationPage,
  StoreStatusEvent,
} from '../../../machines/console/console-settle.types.ts';
import { unwrap } from '../../shared/api/client.ts';
import { consoleApi } from '../../shared/api/services.ts';

/** A page of the store applications in a status (the list machine's `loadPage`). */
export async function loadStoreApplications(
  shopId: string,
  input: ConsoleSettleQuery,
  signal: AbortSignal,
): Promise<StoreApplicationPage> {
  return unwrap(
    await consoleApi(shopId).GET('/console/settle/applications', {
      params: { query: { status: input.tab, current: input.current, size: CONSOLE_PAGE_SIZE } },
      signal,
    }),
  );
}

/** A page of the mall's stores (the list machine's `loadPage`). */
export async function loadManagedStores(
  shopId: string,
  input: ConsoleStoreQuery,
  signal: AbortSignal,
): Promise<ManagedStorePage> {
  return unwrap(
    await consoleApi(shopId).GET('/console/stores', {
      params: {
        query: {
          current: input.current,
          size: CONSOLE_PAGE_SIZE,
          ...(input.tab === 'all' ? {} : { status: input.tab }),
          ...(input.keyword === '' ? {} : { keyword: input.keyword }),
        },
      },
      signal,
    }),
  );
}

/** The actors of machines/console/console-settle-detail.machine.ts. */
export const consoleSettleDetailActors = (shopId: string) => {
  const api = consoleApi(shopId);
  return {
    loadApplication: fromPromise<StoreApplication, { id: number }>(async ({ input, signal }) =>
      unwrap(
        await api.GET('/console/settle/applications/detail', { params: { query: { id: input.id } }, signal }),
      ),
    ),
    decide: fromPromise<StoreApplication, { id: number; decision: SettleDecision; remark: string }>(
      async ({ input, signal }) =>
        unwrap(await api.POST('/console/settle/applications/decide', { body: input, signal })),
    ),
  };
};

/** The actors of machines/console/console-stores-status.machine.ts. */
export const consoleStoresStatusActors = (shopId: string) => ({
  changeStatus: fromPromise<ManagedStore, { storeId: number; event: StoreStatusEvent; remark: string }>(
    async ({ input, signal }) =>
      unwrap(await consoleApi(shopId).POST('/console/stores/status', { body: input, signal })),
  ),
});

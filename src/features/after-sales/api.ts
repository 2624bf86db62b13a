import { fromPromise } from 'xstate';
import type {
  AfterSaleDetail,
  AfterSaleEligibility,
  AfterSaleSummary,
  ApplyAfterSaleBody,
} from '../../../machines/after-sales/after-sales.types.ts';
import { AFTER_SALES_PAGE_SIZE } from '../../../machines/after-sales/my-after-sales.machine.ts';
import { unwrap } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/middleware.ts';
import { afterSalesApi } from '../../shared/api/services.ts';

const nullOn404 = async <T>(load: () => Promise<T>): Promise<T | null> => {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
};

/** The application page's requests (machines/after-sales/apply-after-sale.machine.ts). */
export const applyAfterSaleActors = {
  loadEligibility: fromPromise<AfterSaleEligibility, { orderNo: string; lineId: number }>(
    async ({ input, signal }) =>
      unwrap(await afterSalesApi.GET('/afs/eligibility', { params: { query: input }, signal })),
  ),
  applyAfterSale: fromPromise<{ afsNo: string }, { key: string; body: ApplyAfterSaleBody }>(
    async ({ input }) =>
      unwrap(
        await afterSalesApi.POST('/afs/apply', {
          params: { header: { 'Idempotency-Key': input.key } },
          body: input.body,
        }),
      ),
  ),
};

/** A request's page (machines/after-sales/after-sale-detail.machine.ts). */
export const afterSaleDetailActors = {
  loadDetail: fromPromise<AfterSaleDetail | null, { afsNo: string }>(({ input, signal }) =>
    nullOn404(async () =>
      unwrap(await afterSalesApi.GET('/afs/detail', { params: { query: { afsNo: input.afsNo } }, signal })),
    ),
  ),
  withdraw: fromPromise<AfterSaleDetail, { afsNo: string }>(async ({ input }) =>
    unwrap(await afterSalesApi.POST('/afs/withdraw', { body: { afsNo: input.afsNo } })),
  ),
  shipReturn: fromPromise<AfterSaleDetail, { afsNo: string; courier: string; waybill: string }>(
    async ({ input }) => unwrap(await afterSalesApi.POST('/afs/shipReturn', { body: input })),
  ),
};

/** The buyer's requests, a page at a time (machines/after-sales/my-after-sales.machine.ts). */
export const myAfterSalesActors = {
  loadPage: fromPromise<{ records: AfterSaleSummary[]; total: number }, { page: number }>(
    async ({ input, signal }) => {
      const page = unwrap(
        await afterSalesApi.GET('/afs/list', {
          params: { query: { current: input.page, size: AFTER_SALES_PAGE_SIZE } },
          signal,
        }),
      );
      return { records: page.records, total: page.total };
    },
  ),
};

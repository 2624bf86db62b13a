import type { components } from '../../../../openapi/generated/console.ts';
import { storeStatusOf } from '../../../../machines/store-application/store-lifecycle.machine.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { SessionUser } from '../identity/sessions.service.ts';
import { selectApplicationOf } from './settle.repo.ts';
import { selectBuyerCounts, selectWorkStores } from './workspace.repo.ts';

type WorkspaceSummary = components['schemas']['WorkspaceSummary'];

/** What waits for the caller on their workbench: as a buyer, as an applicant and in the stores they run. */
export async function workspaceSummary(q: Queryable, user: SessionUser): Promise<WorkspaceSummary> {
  const { openAfterSales, ...orders } = await selectBuyerCounts(q, user.userId);
  const application = await selectApplicationOf(q, user.userId);
  const stores = await selectWorkStores(q, user.userId);
  return {
    userName: user.userName,
    orders,
    openAfterSales,
    application: application
      ? {
          id: application.id,
          status: application.status,
          storeName: application.storeName,
          auditRemark: application.auditRemark,
        }
      : null,
    stores: stores.map((s) => ({ ...s, status: storeStatusOf(s.status) })),
  };
}

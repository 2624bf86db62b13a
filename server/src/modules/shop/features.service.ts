import { headerButtons, sideWidgets } from '../../../../machines/shell/shell.ts';
import { tenantCache } from '../../platform/cache.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/errors.ts';
import type { Feature } from '../../platform/openapi/operations.ts';
import type { ShopRow } from './shops.service.ts';
import { selectDictEnabled } from './features.repo.ts';

/** What a caller reads when the shop has a switch off. */
export const FEATURE_OFF: Record<Feature, string> = {
  ordering: '本商城暂未开放在线下单',
  batchOrder: '本商城暂未开放批量下单',
  feedback: '本商城暂未开放意见反馈',
  comparison: '本商城暂未开放商品对比',
};

/** Whether a dictionary that switches a storefront entry is on (first enabled entry valued 1 or true). */
export async function dictEnabled(q: Queryable, dictCode: string): Promise<boolean> {
  return selectDictEnabled(q, dictCode);
}

/**
 * Refuses the request (403 naming the switch) unless the shop has every feature on. The rules are the
 * storefront's own (machines/shell.ts), so the server refuses exactly what the storefront hides. The
 * one switch kept in a dictionary (batch orders) is cached per tenant until the dictionary changes.
 */
export async function requireFeatures(
  db: Database,
  shopId: string,
  shop: ShopRow,
  features: readonly Feature[],
): Promise<void> {
  const batchOrder = () =>
    tenantCache(db).get(shopId, 'dict:batchOrder', ['dict_item'], () =>
      db.read(shopId, (q) => dictEnabled(q, 'batchOrder')),
    );
  for (const feature of features) {
    const on =
      feature === 'ordering'
        ? headerButtons(shop, false).cart
        : feature === 'batchOrder'
          ? headerButtons(shop, await batchOrder()).batchOrder
          : feature === 'feedback'
            ? sideWidgets(shop).feedback
            : sideWidgets(shop).comparison;
    if (!on) throw forbidden(FEATURE_OFF[feature]);
  }
}

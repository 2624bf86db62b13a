import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/errors.ts';

/** Most SKUs a comparison list holds (spec §5, §9). The table's slot CHECK enforces the same number. */
export const COMPARE_MAX = 4;

/** One entry of the comparison panel (spec §3 "Comparison item"). */
export type CompareItem = components['schemas']['CompareItem'];

/** The user's comparison list, in the order the SKUs were added. */
export async function listCompare(q: Queryable, userId: number): Promise<CompareItem[]> {
  const { rows } = await q.query<CompareItem>(
    `SELECT s.id AS "skuId", s.name, s.main_img AS "mainImgUrl"
       FROM manual_compare_sku m JOIN product_sku s ON s.id = m.sku_id
      WHERE m.user_id = $1 ORDER BY m.created_at, m.id`,
    [userId],
  );
  return rows;
}

/**
 * Adds a SKU to the user's list. Adds of one user queue on that user's row (so concurrent adds each see
 * the slots the earlier ones took), then one conditional insert takes the lowest free slot of four; the
 * unique (user, slot) key is the last wall, so the list can never exceed {@link COMPARE_MAX}. Adding a
 * SKU already listed changes nothing.
 */
export async function addCompare(q: Queryable, userId: number, skuId: number): Promise<CompareItem[]> {
  await q.query('SELECT 1 FROM app_user WHERE id = $1 FOR UPDATE', [userId]);
  // A second round covers a slot freed by a concurrent delete between our pick and our insert.
  for (let attempt = 0; attempt < 2; attempt++) {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO manual_compare_sku (shop_id, user_id, sku_id, slot)
       SELECT s.shop_id, $1, s.id, free.slot
         FROM product_sku s,
              LATERAL (SELECT g::smallint AS slot FROM generate_series(1, ${COMPARE_MAX}) g
                        WHERE g NOT IN (SELECT slot FROM manual_compare_sku WHERE user_id = $1)
                        ORDER BY g LIMIT 1) free
        WHERE s.id = $2
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [userId, skuId],
    );
    if (rows.length) return listCompare(q, userId);
    const { rows: state } = await q.query<{ known: boolean; listed: boolean; used: number }>(
      `SELECT EXISTS (SELECT 1 FROM product_sku WHERE id = $2) AS known,
              EXISTS (SELECT 1 FROM manual_compare_sku WHERE user_id = $1 AND sku_id = $2) AS listed,
              (SELECT count(*)::int FROM manual_compare_sku WHERE user_id = $1) AS used`,
      [userId, skuId],
    );
    const s = state[0]!;
    if (!s.known) throw notFound('商品不存在或已删除');
    if (s.listed) return listCompare(q, userId);
    if (s.used >= COMPARE_MAX) throw badRequest(`对比栏最多添加${COMPARE_MAX}件商品`);
  }
  throw badRequest('对比栏正忙，请稍后重试');
}

/** Removes a SKU from the user's list; removing one that is not listed changes nothing. */
export async function deleteCompare(q: Queryable, userId: number, skuId: number): Promise<CompareItem[]> {
  await q.query(`DELETE FROM manual_compare_sku WHERE user_id = $1 AND sku_id = $2`, [userId, skuId]);
  return listCompare(q, userId);
}

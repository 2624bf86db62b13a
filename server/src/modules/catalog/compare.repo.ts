import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';

type CompareItem = components['schemas']['CompareItem'];

/** The user's comparison list, in the order the SKUs were added. */
export async function selectCompareItems(q: Queryable, userId: number): Promise<CompareItem[]> {
  const { rows } = await q.query<CompareItem>(
    `SELECT s.id AS "skuId", s.name, s.main_img AS "mainImgUrl"
       FROM manual_compare_sku m JOIN product_sku s ON s.id = m.sku_id
      WHERE m.user_id = $1 ORDER BY m.created_at, m.id`,
    [userId],
  );
  return rows;
}

/** Locks the user's row until the transaction ends, so that one user's changes to the list queue. */
export async function lockUser(q: Queryable, userId: number): Promise<void> {
  await q.query('SELECT 1 FROM app_user WHERE id = $1 FOR UPDATE', [userId]);
}

/**
 * Lists the SKU in the lowest free slot of `slots` (one conditional insert). False when nothing was
 * inserted: the SKU is unknown or already listed, no slot is free, or a concurrent add took the slot.
 */
export async function insertIntoFreeSlot(
  q: Queryable,
  userId: number,
  skuId: number,
  slots: number,
): Promise<boolean> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO manual_compare_sku (shop_id, user_id, sku_id, slot)
       SELECT s.shop_id, $1, s.id, free.slot
         FROM product_sku s,
              LATERAL (SELECT g::smallint AS slot FROM generate_series(1, ${slots}) g
                        WHERE g NOT IN (SELECT slot FROM manual_compare_sku WHERE user_id = $1)
                        ORDER BY g LIMIT 1) free
        WHERE s.id = $2
       ON CONFLICT DO NOTHING
       RETURNING id`,
    [userId, skuId],
  );
  return rows.length > 0;
}

/** Whether the SKU exists and is on the user's list, and how many slots the list uses. */
export async function selectCompareState(q: Queryable, userId: number, skuId: number) {
  const { rows: state } = await q.query<{ known: boolean; listed: boolean; used: number }>(
    `SELECT EXISTS (SELECT 1 FROM product_sku WHERE id = $2) AS known,
              EXISTS (SELECT 1 FROM manual_compare_sku WHERE user_id = $1 AND sku_id = $2) AS listed,
              (SELECT count(*)::int FROM manual_compare_sku WHERE user_id = $1) AS used`,
    [userId, skuId],
  );
  return state[0]!;
}

export async function deleteCompareSku(q: Queryable, userId: number, skuId: number): Promise<void> {
  await q.query(`DELETE FROM manual_compare_sku WHERE user_id = $1 AND sku_id = $2`, [userId, skuId]);
}

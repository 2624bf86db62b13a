import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { priceString } from '../../platform/money.ts';
import { stockOf } from './stock.repo.ts';

type CompareDetail = components['schemas']['CompareDetail'];

/** The user's compared SKUs in list order, with brand, store, stock and specs. */
export async function selectCompareDetails(q: Queryable, userId: number): Promise<CompareDetail[]> {
  const { rows } = await q.query<Omit<CompareDetail, 'price'> & { price: string | null }>(
    `SELECT s.id AS "skuId", s.name, s.main_img AS "mainImgUrl", s.price::text AS price, b.name AS "brandName",
            s.model, s.unit, s.store_id AS "storeId", st.name AS "storeName", ${stockOf('s')} AS stock, s.specs
       FROM manual_compare_sku m
       JOIN product_sku s ON s.id = m.sku_id
       JOIN store st ON st.id = s.store_id
       LEFT JOIN brand b ON b.id = s.brand_id
      WHERE m.user_id = $1
      ORDER BY m.created_at, m.id`,
    [userId],
  );
  return rows.map((r) => ({ ...r, price: priceString(r.price) }));
}

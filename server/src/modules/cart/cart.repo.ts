import Decimal from 'decimal.js';
import type { Queryable } from '../../platform/db/database.ts';
import { priceString } from '../../platform/money.ts';

/** A line as the cart stores it (or a direct line shaped like one). */
export interface StoredLine {
  lineId: number;
  skuId: number;
  quantity: string;
  checked: boolean;
  addedPrice: string | null;
}

export async function countCartLines(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM cart_line WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** The user's cart lines, newest first. */
export async function selectStoredLines(q: Queryable, userId: number): Promise<StoredLine[]> {
  const { rows } = await q.query<StoredLine>(
    `SELECT id AS "lineId", sku_id AS "skuId", quantity::text AS quantity, checked, added_price::text AS "addedPrice"
       FROM cart_line WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows.map((r) => ({
    ...r,
    quantity: new Decimal(r.quantity).toString(),
    addedPrice: priceString(r.addedPrice),
  }));
}

/** The user's line of a SKU, or undefined when the cart holds none. */
export async function selectLineOfSku(
  q: Queryable,
  userId: number,
  skuId: number,
): Promise<{ quantity: string } | undefined> {
  const { rows } = await q.query<{ quantity: string }>(
    'SELECT quantity::text AS quantity FROM cart_line WHERE user_id = $1 AND sku_id = $2',
    [userId, skuId],
  );
  return rows[0];
}

/** Adds the quantity to the user's line of the SKU (checking it), or inserts the line at `price`. */
export async function upsertCartLine(
  q: Queryable,
  userId: number,
  skuId: number,
  quantity: string,
  price: string | null,
): Promise<void> {
  await q.query(
    `INSERT INTO cart_line (shop_id, user_id, sku_id, quantity, added_price)
     VALUES (current_setting('app.shop_id', true), $1, $2, $3, $4)
     ON CONFLICT (shop_id, user_id, sku_id)
     DO UPDATE SET quantity = cart_line.quantity + EXCLUDED.quantity, checked = true, updated_at = now()`,
    [userId, skuId, quantity, price],
  );
}

/** The SKU of one of the user's lines, or undefined when the user has no such line. */
export async function selectLine(
  q: Queryable,
  userId: number,
  lineId: number,
): Promise<{ skuId: number } | undefined> {
  const { rows } = await q.query<{ skuId: number }>(
    'SELECT sku_id AS "skuId" FROM cart_line WHERE id = $1 AND user_id = $2',
    [lineId, userId],
  );
  return rows[0];
}

/** Sets a line's quantity and/or check mark; null leaves either as it is. */
export async function updateCartLine(
  q: Queryable,
  userId: number,
  lineId: number,
  quantity: string | null,
  checked: boolean | null,
): Promise<void> {
  await q.query(
    `UPDATE cart_line SET quantity = COALESCE($3::numeric, quantity), checked = COALESCE($4::boolean, checked),
            updated_at = now()
      WHERE id = $1 AND user_id = $2`,
    [lineId, userId, quantity, checked],
  );
}

/** Sets the check mark of the user's lines: all of them, or those of one store, or the given lines. */
export async function updateChecked(
  q: Queryable,
  userId: number,
  checked: boolean,
  storeId: number | null,
  lineIds: number[] | null,
): Promise<void> {
  await q.query(
    `UPDATE cart_line c SET checked = $2, updated_at = now()
      WHERE c.user_id = $1
        AND ($3::bigint IS NULL OR EXISTS (SELECT 1 FROM product_sku s WHERE s.id = c.sku_id AND s.store_id = $3))
        AND ($4::bigint[] IS NULL OR c.id = ANY($4::bigint[]))`,
    [userId, checked, storeId, lineIds],
  );
}

/** Deletes the user's given lines; how many there were. */
export async function deleteCartLines(q: Queryable, userId: number, lineIds: number[]): Promise<number> {
  const { rowCount } = await q.query('DELETE FROM cart_line WHERE user_id = $1 AND id = ANY($2::bigint[])', [
    userId,
    lineIds,
  ]);
  return rowCount;
}

/**
 * The SKU each typed code names: a SKU id, or else an SPU code (for an SPU of several SKUs, the one on
 * sale with the lowest id). Codes that name nothing are absent.
 */
export async function selectSkusByCode(q: Queryable, typed: string[]) {
  const { rows } = await q.query<{ id: number; typed: string }>(
    `SELECT s.id, t.typed FROM unnest($1::text[]) AS t(typed)
       JOIN LATERAL (SELECT id FROM product_sku
                      WHERE id = CASE WHEN t.typed ~ '^[0-9]{1,15}$' THEN t.typed::bigint END OR spu_code = t.typed
                      ORDER BY (id::text = t.typed) DESC, status DESC, id LIMIT 1) s ON true`,
    [typed],
  );
  return rows;
}

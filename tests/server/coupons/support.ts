import { randomUUID } from 'node:crypto';
import type { TestApp } from '../fixtures/app.ts';
import { call } from '../fixtures/orders.ts';

/** Helpers of the coupon tests: SQL as the owner, the claim, and orders that use coupons. */

export const ACCOUNT = '/iiot/jcmall-account';
export const ORDER = '/iiot/jcmall-order';

export async function sql<R = Record<string, unknown>>(
  t: TestApp,
  text: string,
  params: unknown[] = [],
): Promise<R[]> {
  return (await t.db.owner((q) => q.query<R>(text, params))).rows;
}

export async function templateId(t: TestApp, shopId: string, name: string): Promise<number> {
  const [row] = await sql<{ id: number }>(t, 'SELECT id FROM coupon WHERE shop_id = $1 AND name = $2', [
    shopId,
    name,
  ]);
  if (!row) throw new Error(`no coupon ${name} in ${shopId}`);
  return Number(row.id);
}

export const claim = (
  t: TestApp,
  token: string,
  couponId: number,
  shopId = 'DEMO',
  key: string = randomUUID(),
) => call(t, token, 'POST', `${ACCOUNT}/coupon/claim`, { couponId }, { shopId, key });

/** An on-shelf ordinary SKU of a self-operated store, set to `price` with ample stock. */
export async function sku(t: TestApp, shopId: string, price: string): Promise<number> {
  return t.db.owner(async (q) => {
    const { rows } = await q.query<{ id: number }>(
      `SELECT s.id FROM product_sku s JOIN store st ON st.id = s.store_id
        WHERE s.shop_id = $1 AND st.store_type = 1 AND s.product_type = 1 AND s.status = 1
          AND s.price IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM coupon c WHERE c.shop_id = s.shop_id AND s.id = ANY(c.sku_ids))
        ORDER BY s.id LIMIT 1 OFFSET 3`,
      [shopId],
    );
    const id = rows[0]!.id;
    await q.query('UPDATE product_sku SET price = $2 WHERE id = $1', [id, price]);
    await q.query('UPDATE sku_stock SET stock = 100000 WHERE sku_id = $1', [id]);
    return Number(id);
  });
}

export async function addressOf(t: TestApp, token: string, shopId = 'DEMO'): Promise<number> {
  const res = await call(t, token, 'GET', `${ACCOUNT}/ad/queryDefaultAddress`, undefined, { shopId });
  return (res.json() as { data: { id: number } }).data.id;
}

/** The buy-now choices of `quantity` of a SKU, picked up (no shipping). */
export const choices = (
  addressId: number,
  skuId: number,
  quantity: string,
  userCouponIds: number[] = [],
) => ({
  addressId,
  deliveryMethod: 2,
  lines: [{ skuId, quantity }],
  userCouponIds,
});

export interface PreviewCoupon {
  userCouponId: number;
  name: string;
  applicable: boolean;
  reason: string;
  selected: boolean;
  recommended: boolean;
}

export async function preview(
  t: TestApp,
  token: string,
  body: ReturnType<typeof choices>,
  shopId = 'DEMO',
): Promise<{ couponAmount: string; payAmount: string; coupons: PreviewCoupon[] }> {
  const res = await call(t, token, 'POST', `${ORDER}/od/previewOrder`, body, { shopId });
  if (res.statusCode !== 200) throw new Error(`preview failed: ${res.body}`);
  return res.json().data;
}

/** Places what `body` previews; the raw answer. */
export function place(
  t: TestApp,
  token: string,
  body: ReturnType<typeof choices>,
  payAmount: string,
  shopId = 'DEMO',
) {
  return call(
    t,
    token,
    'POST',
    `${ORDER}/od/directPlaceOrder`,
    { ...body, invoice: { kind: 'electronic' }, points: 0, messages: [], expectedPayAmount: payAmount },
    { shopId, key: randomUUID() },
  );
}

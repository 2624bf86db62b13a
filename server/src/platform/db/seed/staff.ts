import type { Queryable } from '../database.ts';

/**
 * Who works in the console for which store, in every tenant: supplier01 owns the tenant's self-operated
 * store (its first store) and merchant01 is its customer-service staff; the mall operator (admin) sees
 * every store without a row here.
 */
export async function seedStaff(q: Queryable): Promise<void> {
  await q.query(
    `WITH own AS (
       SELECT DISTINCT ON (shop_id) shop_id, id FROM store WHERE store_type = 1 ORDER BY shop_id, id)
     INSERT INTO store_staff (shop_id, store_id, user_id, role)
     SELECT u.shop_id, own.id, u.id, CASE u.user_name WHEN 'supplier01' THEN 'owner' ELSE 'service' END
       FROM app_user u JOIN own ON own.shop_id = u.shop_id
      WHERE u.user_name IN ('supplier01', 'merchant01')`,
  );
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

/**
 * A schema that can be distributed by shop (issue #22, item 7; migration 0035, docs/scaling.md), read from
 * the catalogue of the migrated database (PGlite, or PostgreSQL with DATABASE_URL). A tenant table is a
 * table with a shop_id column other than the registry `shop`; each rule names the tables that break it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TENANT = `
  SELECT c.oid AS relid, c.relname AS name, a.attnum AS shop_att, a.attnotnull AS not_null
    FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'shop_id' AND NOT a.attisdropped
   WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND c.relname <> 'shop'`;

async function names(sql: string): Promise<string[]> {
  const { rows } = await t.db.owner((q) => q.query<{ name: string }>(sql));
  return rows.map((r) => r.name).sort();
}

describe('a schema distributable by shop', () => {
  it('has tenant tables to check: the catalogue, orders, payments and the rest', async () => {
    const tenant = await names(`WITH tenant AS (${TENANT}) SELECT name FROM tenant`);
    expect(tenant).toEqual(
      expect.arrayContaining(['app_user', 'product_sku', 'sku_stock', 'mall_order', 'order_line', 'payment']),
    );
    expect(tenant).not.toContain('region');
  });

  it('every tenant table has a not-null shop_id and a primary key that includes it', async () => {
    expect(await names(`WITH tenant AS (${TENANT}) SELECT name FROM tenant WHERE NOT not_null`)).toEqual([]);
    expect(
      await names(
        `WITH tenant AS (${TENANT})
         SELECT t.name FROM tenant t
          WHERE NOT EXISTS (SELECT 1 FROM pg_constraint con
                             WHERE con.conrelid = t.relid AND con.contype = 'p' AND t.shop_att = ANY (con.conkey))
            -- (a table without a primary key is not checked: distribution does not need one)
            AND EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conrelid = t.relid AND con.contype = 'p')`,
      ),
    ).toEqual([]);
  });

  it('every unique constraint and unique index of a tenant table includes shop_id', async () => {
    expect(
      await names(
        `WITH tenant AS (${TENANT})
         SELECT t.name || '.' || i.indexrelid::regclass::text AS name
           FROM pg_index i JOIN tenant t ON t.relid = i.indrelid
          WHERE i.indisunique AND NOT t.shop_att = ANY (i.indkey::int2[])`,
      ),
    ).toEqual([]);
  });

  it('every foreign key between tenant tables carries shop_id on both sides', async () => {
    expect(
      await names(
        `WITH tenant AS (${TENANT})
         SELECT t.name || '.' || con.conname AS name
           FROM pg_constraint con JOIN tenant t ON t.relid = con.conrelid JOIN tenant r ON r.relid = con.confrelid
          WHERE con.contype = 'f'
            AND NOT (t.shop_att = ANY (con.conkey) AND r.shop_att = ANY (con.confkey)
                     -- shop_id must reference shop_id, at the same position
                     AND con.confkey[array_position(con.conkey, t.shop_att)] = r.shop_att)`,
      ),
    ).toEqual([]);
  });

  it('no global table references a tenant table (a reference table cannot point into a distributed one)', async () => {
    expect(
      await names(
        `WITH tenant AS (${TENANT})
         SELECT con.conrelid::regclass::text || '.' || con.conname AS name
           FROM pg_constraint con JOIN tenant r ON r.relid = con.confrelid
          WHERE con.contype = 'f' AND con.conrelid NOT IN (SELECT relid FROM tenant)`,
      ),
    ).toEqual([]);
  });

  it('a foreign-key check into a table that starts empty can only use the primary key (migration 0076)', async () => {
    // A foreign-key check asks for `shop_id = $1 AND id = $2`. Until autovacuum first analyses a table
    // that started empty, every index beginning with shop_id costs the planner the same as the primary
    // key, and the check's plan, kept for the connection's life, walked the whole shop (bench:checkout).
    // The catalogue tables below are filled and analysed by the seed, and change slowly.
    const analysedBySeed = [
      'app_user',
      'brand',
      'category',
      'coupon',
      'points_goods',
      'product_sku',
      'promo_flash_item',
      'promo_flash_session',
      'promo_group_activity',
      'store',
    ];
    expect(
      await names(
        `WITH tenant AS (${TENANT})
         SELECT t.name || '.' || i.indexrelid::regclass::text AS name
           FROM pg_index i JOIN tenant t ON t.relid = i.indrelid
          WHERE NOT i.indisprimary AND i.indkey[0] = t.shop_att
            AND EXISTS (SELECT 1 FROM pg_constraint con WHERE con.contype = 'f' AND con.confrelid = t.relid)
            AND t.name <> ALL (ARRAY[${analysedBySeed.map((n) => `'${n}'`).join(', ')}])`,
      ),
    ).toEqual([]);
  });

  it('refuses a row that references a row of another shop, even without row-level security', async () => {
    const [line] = (
      await t.db.owner((q) =>
        q.query<{ shopId: string }>(
          `SELECT shop_id AS "shopId" FROM product_sku WHERE shop_id <> 'DEMO' ORDER BY id LIMIT 1`,
        ),
      )
    ).rows;
    expect(line).toBeDefined();
    // A cart line of a DEMO buyer pointing at another shop's SKU: refused by the foreign key itself.
    await expect(
      t.db.owner((q) =>
        q.query(
          `INSERT INTO cart_line (shop_id, user_id, sku_id, quantity)
           SELECT 'DEMO', (SELECT id FROM app_user WHERE shop_id = 'DEMO' ORDER BY id LIMIT 1),
                  (SELECT id FROM product_sku WHERE shop_id = $1 ORDER BY id LIMIT 1), 1`,
          [line!.shopId],
        ),
      ),
    ).rejects.toThrow(/foreign key/);
  });
});

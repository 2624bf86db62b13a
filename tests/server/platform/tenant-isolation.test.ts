import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE } from '../../../server/src/platform/db/database.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function tenantTables(): Promise<
  Array<{ table: string; rls: boolean; forced: boolean; policies: number }>
> {
  const { rows } = await t.db.owner((q) =>
    q.query<{ table: string; rls: boolean; forced: boolean; policies: number }>(
      `SELECT c.relname AS table, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
              (SELECT count(*)::int FROM pg_policies p WHERE p.schemaname = 'public' AND p.tablename = c.relname) AS policies
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'shop_id' AND NOT a.attisdropped
        WHERE c.relkind = 'r' ORDER BY 1`,
    ),
  );
  return rows;
}

describe('tenant isolation', () => {
  it('finds no tenant table without row-level security enabled, forced and a policy', async () => {
    const tables = await tenantTables();
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.filter((r) => !r.rls || !r.forced || r.policies === 0)).toEqual([]);
  });

  it('queries as a role that is not a superuser and cannot bypass RLS', async () => {
    const { rows } = await t.db.tenant('DEMO', (q) =>
      q.query<{ who: string; rolsuper: boolean; rolbypassrls: boolean }>(
        `SELECT current_user AS who, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user`,
      ),
    );
    expect(rows).toEqual([{ who: APP_ROLE, rolsuper: false, rolbypassrls: false }]);
  });

  it("sees none of DEMO's rows in any tenant table while another tenant is set", async () => {
    for (const { table } of await tenantTables()) {
      const { rows: owned } = await t.db.owner((q) =>
        q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE shop_id = 'DEMO'`),
      );
      const { rows: seen } = await t.db.tenant('HBKY', (q) =>
        q.query<{ n: number; other: number }>(
          `SELECT count(*) FILTER (WHERE shop_id = 'DEMO')::int AS n, count(*) FILTER (WHERE shop_id <> 'HBKY')::int AS other FROM ${table}`,
        ),
      );
      expect([table, seen[0]]).toEqual([table, { n: 0, other: 0 }]);
      if (['shop', 'product_sku', 'category', 'app_user'].includes(table))
        expect(owned[0]!.n).toBeGreaterThan(0);
    }
  });

  it('pins each read to its own tenant, as mall_app, however lookups of tenants interleave', async () => {
    const seen = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? 'HBKY' : 'DEMO')).map((shopId) =>
        t.db.read(shopId, async (q) => {
          const { rows } = await q.query<{ who: string; shops: string[]; setting: string }>(
            `SELECT current_user AS who, (SELECT array_agg(shop_id ORDER BY shop_id) FROM shop) AS shops,
                    current_setting('app.shop_id', true) AS setting`,
          );
          return { shopId, ...rows[0]! };
        }),
      ),
    );
    for (const r of seen)
      expect(r).toEqual({ shopId: r.shopId, who: APP_ROLE, shops: [r.shopId], setting: r.shopId });
    // A read's pinning never leaks into the transactions of the main pool.
    const { rows } = await t.db.anonymous((q) =>
      q.query<{ n: number }>('SELECT count(*)::int AS n FROM shop'),
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps serving pinned reads after a refusal or an SQL error inside one', async () => {
    for (let i = 0; i < 8; i++) {
      await expect(
        t.db.read('DEMO', async () => {
          throw new Error('商品不存在或已删除');
        }),
      ).rejects.toThrow('商品不存在或已删除');
      await expect(t.db.read('DEMO', (q) => q.query('SELECT 1 / 0'))).rejects.toThrow(/division by zero/);
    }
    const { rows } = await t.db.read('HBKY', (q) =>
      q.query<{ shop: string; who: string }>(
        `SELECT current_setting('app.shop_id', true) AS shop, current_user AS who`,
      ),
    );
    expect(rows[0]).toEqual({ shop: 'HBKY', who: APP_ROLE });
  });

  it('sees nothing at all when no tenant is set', async () => {
    const { rows } = await t.db.anonymous((q) =>
      q.query<{ n: number }>('SELECT count(*)::int AS n FROM product_sku'),
    );
    expect(rows[0]!.n).toBe(0);
  });

  it("refuses to write a row into another tenant's data", async () => {
    await expect(
      t.db.tenant('HBKY', (q) =>
        q.query(`INSERT INTO hot_search (shop_id, type, title, content) VALUES ('DEMO', 0, '越权', '越权')`),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { rollUpSales } from '../../../server/src/modules/orders/orders.service.ts';
import { buildApp } from '../../../server/src/platform/app.ts';
import { openDatabase, type Database } from '../../../server/src/platform/db/database.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { adminUrl, databaseUrlFor } from '../fixtures/postgres.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, shopId?: string, payload?: unknown, app = t.app) {
  const res = await app.inject({
    method,
    url,
    headers: shopId ? { shopId } : {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A write through the node under test: its caches have heard the change when the write returns. */
async function owner(sql: string, params: unknown[] = [], db: Database = t.db) {
  await db.owner((q) => q.query(sql, params));
}

const webConfig = (shopId: string, app = t.app) =>
  call('POST', '/iiot/jcmall-front/webConfig/queryWebConfig', shopId, { configType: 3 }, app);
const baseConfig = (shopId: string) => call('GET', '/iiot/jcmall-front/mall/setting/queryBaseConfig', shopId);
const zoneTypes = (shopId: string) =>
  call('GET', '/iiot/jcmall-front/mall/setting/queryShowZoneType', shopId);
const byDomain = (domain: string) =>
  t.app.inject({ method: 'POST', url: '/iiot/jcmall-front/shop/getShopIdByDomain', payload: { domain } });
const categories = (shopId: string, cateParentId?: number) =>
  call(
    'POST',
    '/iiot/jcmall-product/category/front/getMallFrontCategory',
    shopId,
    cateParentId ? { cateParentId } : {},
  );
const hotWords = (shopId: string) =>
  call('POST', '/iiot/jcmall-search/hotSearch/pageListForFront', shopId, { type: 0, current: 1, size: 50 });
const suggest = (shopId: string, keyword: string) =>
  call('GET', `/iiot/jcmall-product/product/queryHotKeywords?keyword=${encodeURIComponent(keyword)}`, shopId);

describe('a writer’s own node has heard its change when the write returns', () => {
  const heard = async (write: () => Promise<unknown>) => {
    await t.db.changes.start();
    const changes: string[] = [];
    const stop = t.db.changes.subscribe((c) => changes.push(c ? `${c.table}:${c.shopId}` : 'lost'));
    try {
      await write();
      return changes;
    } finally {
      stop();
    }
  };

  it('a transaction that commits at its end, and one whose last statement commits', async () => {
    expect(
      await heard(() =>
        t.db.tenant('DEMO', (q) => q.query(`UPDATE brand SET name = name WHERE shop_id = 'DEMO'`)),
      ),
    ).toEqual(['brand:DEMO']);
    expect(
      await heard(() =>
        t.db.tenant('HBKY', (q) =>
          q.queryThenCommit(
            `UPDATE category SET name = name WHERE shop_id = 'HBKY' AND id = $1::bigint`,
            [-1],
          ),
        ),
      ),
    ).toEqual([]);
    expect(
      await heard(() =>
        t.db.tenant('HBKY', (q) =>
          q.queryThenCommit(`UPDATE category SET name = name WHERE shop_id = 'HBKY'`, []),
        ),
      ),
    ).toEqual(['category:HBKY']);
  });

  it('a product taken off sale is off sale on its kept product page at once', async () => {
    const { skuId } = (
      await t.db.owner((q) =>
        q.query<{ skuId: number }>(
          `SELECT id AS "skuId" FROM product_sku WHERE shop_id = 'DEMO' AND status = 1 ORDER BY id LIMIT 1`,
        ),
      )
    ).rows[0]!;
    const onSale = async () =>
      (await call('GET', `/iiot/jcmall-product/product/detail?skuId=${skuId}`, 'DEMO')).onSale;
    expect(await onSale()).toBe(true);
    // Twenty rounds: the race, when there was one, was lost only now and then.
    for (let i = 0; i < 20; i++) {
      await owner(`UPDATE product_sku SET status = 0 WHERE id = $1`, [skuId]);
      expect(await onSale()).toBe(false);
      await owner(`UPDATE product_sku SET status = 1 WHERE id = $1`, [skuId]);
      expect(await onSale()).toBe(true);
    }
  });
});

describe('cached reads per tenant: a change shows up in the next answer', () => {
  it('web config, base config and zone types, for the tenant that changed only', async () => {
    const [demo, hbky] = [await webConfig('DEMO'), await webConfig('HBKY')];
    await owner(`UPDATE web_config SET welcome_cn = '欢迎光临（新）' WHERE shop_id = 'DEMO'`);
    expect(await webConfig('DEMO')).toEqual({ ...demo, welcomeCn: '欢迎光临（新）' });
    expect(await webConfig('HBKY')).toEqual(hbky);

    const base = await baseConfig('DEMO');
    await owner(
      `UPDATE base_config SET audit_img = '/img/audit-new.png', show_zone_types = '{6,1}' WHERE shop_id = 'DEMO'`,
    );
    expect(await baseConfig('DEMO')).toEqual({ ...base, auditImg: '/img/audit-new.png' });
    expect(await zoneTypes('DEMO')).toEqual([6, 1]);
  });

  it('the shop of every request, and the shop of a domain', async () => {
    const shop = (await byDomain('demo')).json().data;
    expect(shop.shopId).toBe('DEMO');
    expect((await byDomain('demo-renamed')).statusCode).toBe(404);
    await owner(`UPDATE shop SET domain = 'demo-renamed', name = '演示商城（新）' WHERE shop_id = 'DEMO'`);
    expect((await byDomain('demo')).statusCode).toBe(404);
    expect((await byDomain('demo-renamed')).json().data).toEqual({
      ...shop,
      domain: 'demo-renamed',
      shopName: '演示商城（新）',
    });

    // A request without a session resolves the shop from memory: a switch turned off refuses at once.
    const cart = () =>
      t.app.inject({
        method: 'POST',
        url: '/iiot/jcmall-order/sc/addShoppingCarts',
        headers: { shopId: 'DEMO' },
        payload: { skuId: 1, quantity: '1' },
      });
    expect((await cart()).statusCode).toBe(401);
    const compare = () =>
      t.app.inject({
        method: 'GET',
        url: '/iiot/jcmall-product/product/detail?skuId=1',
        headers: { shopId: 'NOSUCH' },
      });
    expect((await compare()).statusCode).toBe(404);
    await owner(`INSERT INTO shop (shop_id, domain, name) VALUES ('NOSUCH', 'nosuch', '新商城')`);
    expect((await byDomain('nosuch')).json().data.shopId).toBe('NOSUCH');
    expect(await webConfig('NOSUCH')).toMatchObject({ welcomeCn: '' });
  });

  it('the category tree', async () => {
    const tree = (await categories('DEMO')) as Array<{
      cateId: number;
      cateName: string;
      childCateList: Array<{ cateId: number }>;
    }>;
    const top = tree[0]!;
    const child = top.childCateList[0]!;
    expect(await categories('DEMO', top.cateId)).toEqual(top.childCateList);
    await owner(`UPDATE category SET name = '新分类名' WHERE id = $1`, [child.cateId]);
    expect(((await categories('DEMO', top.cateId)) as Array<{ cateName: string }>)[0]!.cateName).toBe(
      '新分类名',
    );
    expect(((await categories('DEMO')) as typeof tree)[0]!.childCateList[0]).toMatchObject({
      cateName: '新分类名',
    });
    expect(JSON.stringify(await categories('HBKY'))).not.toContain('新分类名');
  });

  it('hot words and suggestions', async () => {
    const before = (await hotWords('DEMO')) as { records: Array<{ title: string }>; total: number };
    expect(await suggest('DEMO', '量子')).not.toContain('量子打印纸');
    await owner(
      `INSERT INTO hot_search (shop_id, type, title, content, sort) VALUES ('DEMO', 0, '量子打印纸', '量子打印纸', 0)`,
    );
    const after = (await hotWords('DEMO')) as typeof before;
    expect(after.total).toBe(before.total + 1);
    expect(after.records.map((r) => r.title)).toContain('量子打印纸');
    expect(await suggest('DEMO', '量子')).toContain('量子打印纸');
    expect(await suggest('HBKY', '量子')).not.toContain('量子打印纸');
    // A good taken off sale is no longer suggested.
    const titles = new Set(after.records.map((r) => r.title));
    const names = ((await suggest('DEMO', '签字笔')) as string[]).filter((n) => !titles.has(n));
    expect(names.length).toBeGreaterThan(0);
    await owner(`UPDATE product_sku SET status = 0 WHERE shop_id = 'DEMO' AND name = $1`, [names[0]]);
    const now = (await suggest('DEMO', '签字笔')) as string[];
    expect(now).not.toContain(names[0]);
    expect(now).toContain(names[1] ?? now[0]);
  });
});

describe('kept search and product pages', () => {
  const search = (pn: string) =>
    call('POST', '/iiot/jcmall-search/product/pageListForFront', 'DEMO', {
      pn,
      current: 1,
      size: 20,
    }) as Promise<{
      records: Array<{ skuId: number; name: string; stock: number; sales: number }>;
      total: number;
    }>;
  const detail = (skuId: number) =>
    call('GET', `/iiot/jcmall-product/product/detail?skuId=${skuId}`, 'DEMO') as Promise<{
      name: string;
      stock: number;
      sales: number;
      variants: Array<{ skuId: number; stock: number }>;
    }>;

  it('show stock as it is now, and a change of the goods at the next request', async () => {
    const page = await search('硒鼓');
    const hit = page.records[0]!;
    const product = await detail(hit.skuId);
    expect(await search('硒鼓')).toEqual(page);

    // Stock changes with every order and announces nothing: read afresh for kept pages.
    await owner(`UPDATE sku_stock SET stock = 7 WHERE sku_id = $1`, [hit.skuId]);
    expect((await search('硒鼓')).records[0]).toEqual({ ...hit, stock: 7 });
    const after = await detail(hit.skuId);
    expect(after).toEqual({
      ...product,
      stock: 7,
      variants: product.variants.map((v) => (v.skuId === hit.skuId ? { ...v, stock: 7 } : v)),
    });
    // Filtered on stock, a page is read whole: the SKU drops out when it has none.
    await owner(`UPDATE sku_stock SET stock = 0 WHERE sku_id = $1`, [hit.skuId]);
    const inStock = (await call('POST', '/iiot/jcmall-search/product/pageListForFront', 'DEMO', {
      pn: '硒鼓',
      inStock: true,
      size: 100,
    })) as { records: Array<{ skuId: number }> };
    expect(inStock.records.map((r) => r.skuId)).not.toContain(hit.skuId);

    // A rename reaches both at the next request; another tenant's pages are not touched.
    await owner(`UPDATE product_sku SET name = name || '（新款）' WHERE id = $1`, [hit.skuId]);
    expect((await search('硒鼓')).records.find((r) => r.skuId === hit.skuId)?.name).toBe(
      `${hit.name}（新款）`,
    );
    expect((await detail(hit.skuId)).name).toBe(`${hit.name}（新款）`);
    // Off sale: gone from the search at once.
    await owner(`UPDATE product_sku SET status = 0 WHERE id = $1`, [hit.skuId]);
    expect((await search('硒鼓')).records.map((r) => r.skuId)).not.toContain(hit.skuId);
  });

  it('after the sales roll-up, answer the last build once and then the new sales', async () => {
    const page = await search('签字笔');
    const hit = page.records[0]!;
    expect((await detail(hit.skuId)).sales).toBe(hit.sales);
    await owner(`INSERT INTO sales_tally (shop_id, sku_id, units) VALUES ('DEMO', $1, 5)`, [hit.skuId]);
    expect(await rollUpSales(t.db)).toBeGreaterThan(0);
    await t.db.changes.settle();
    // The request that finds the page stale starts its rebuild and gets the last build meanwhile.
    expect((await search('签字笔')).records.find((r) => r.skuId === hit.skuId)?.sales).toBe(hit.sales);
    expect((await detail(hit.skuId)).sales).toBe(hit.sales);
    await expect
      .poll(async () => (await search('签字笔')).records.find((r) => r.skuId === hit.skuId)?.sales)
      .toBe(hit.sales + 5);
    await expect.poll(async () => (await detail(hit.skuId)).sales).toBe(hit.sales + 5);
  });
});

const pgUrl = process.env.DATABASE_URL;

describe.skipIf(!pgUrl)('two API nodes on one PostgreSQL', () => {
  let name = '';
  let dbs: Database[] = [];
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl(pgUrl!) });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  beforeAll(async () => {
    name = `mall_test_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    dbs = [
      await openDatabase({ databaseUrl: databaseUrlFor(pgUrl!, name) }),
      await openDatabase({ databaseUrl: databaseUrlFor(pgUrl!, name) }),
    ];
  });
  afterAll(async () => {
    for (const db of dbs) await db.close();
    if (name) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('a change committed through one node reaches the cache of the other', async () => {
    const [a, b] = dbs as [Database, Database];
    const nodeB = await buildApp({ db: b, distDir: 'tests/server/fixtures/no-dist' });
    try {
      const before = await webConfig('DEMO', nodeB);
      await a.owner((q) =>
        q.query(`UPDATE web_config SET welcome_cn = '另一节点改的' WHERE shop_id = 'DEMO'`),
      );
      await b.changes.settle();
      expect(await webConfig('DEMO', nodeB)).toEqual({ ...before, welcomeCn: '另一节点改的' });

      // A node that loses its listening connection keeps nothing: it cannot know what changed meanwhile.
      await a.owner((q) =>
        q.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
        ),
      );
      await a.owner((q) =>
        q.query(`UPDATE web_config SET welcome_cn = '断线期间改的' WHERE shop_id = 'DEMO'`),
      );
      // However late B hears its connection drop: a node that kept its copy would never see the change
      // (nobody will tell it), so this waits for the loss, not for a notification.
      await expect
        .poll(async () => (await webConfig('DEMO', nodeB)).welcomeCn, { timeout: 5000 })
        .toBe('断线期间改的');
      // Once it listens again, it caches again, and hears changes again.
      await expect.poll(() => b.changes.live, { timeout: 5000 }).toBe(true);
      expect((await webConfig('DEMO', nodeB)).welcomeCn).toBe('断线期间改的');
      await a.owner((q) =>
        q.query(`UPDATE web_config SET welcome_cn = '重连之后改的' WHERE shop_id = 'DEMO'`),
      );
      await b.changes.settle();
      expect((await webConfig('DEMO', nodeB)).welcomeCn).toBe('重连之后改的');
    } finally {
      await nodeB.close();
    }
  });
});

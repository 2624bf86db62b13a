import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

let t: TestApp;
let skuId = 0;
let storeId = 0;
let commentedSku = 0;
beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.db.owner((q) =>
    q.query<{ id: number; store_id: number }>(
      `SELECT id, store_id FROM product_sku WHERE shop_id = 'DEMO' ORDER BY id LIMIT 1`,
    ),
  );
  skuId = rows[0]!.id;
  storeId = rows[0]!.store_id;
  const { rows: c } = await t.db.owner((q) =>
    q.query<{ sku_id: number }>(
      `SELECT sku_id FROM product_comment WHERE shop_id = 'DEMO'
        GROUP BY sku_id HAVING count(*) > 8 AND bool_or(anonymous) ORDER BY sku_id LIMIT 1`,
    ),
  );
  commentedSku = c[0]!.sku_id;
});
afterAll(() => t.close());

async function call(
  method: 'GET' | 'POST',
  url: string,
  opts: { shopId?: string; account?: string; body?: Record<string, unknown> } = {},
) {
  const shopId = opts.shopId ?? 'DEMO';
  const headers: Record<string, string> = { shopId };
  if (opts.account) headers.authorization = await t.login(shopId, opts.account);
  return t.app.inject({ method, url, headers, ...(opts.body === undefined ? {} : { payload: opts.body }) });
}

describe('favourites and store follows', () => {
  it('toggles a favourite on and off, and userState follows it', async () => {
    const on = await call('POST', '/iiot/jcmall-product/favourite/toggle', {
      account: 'person01',
      body: { skuId },
    });
    expect(on.json().data).toEqual({ favourited: true });
    const state = await call('GET', `/iiot/jcmall-product/product/userState?skuId=${skuId}`, {
      account: 'person01',
    });
    expect(state.json().data).toMatchObject({ favourited: true });
    const off = await call('POST', '/iiot/jcmall-product/favourite/toggle', {
      account: 'person01',
      body: { skuId },
    });
    expect(off.json().data).toEqual({ favourited: false });
    const { rows } = await t.db.owner((q) =>
      q.query(
        `SELECT 1 FROM favourite_sku f JOIN app_user u ON u.id = f.user_id
          WHERE u.user_name = 'person01' AND f.sku_id = $1`,
        [skuId],
      ),
    );
    expect(rows).toHaveLength(0);
  });

  it('follows and unfollows the store of a SKU', async () => {
    const on = await call('POST', '/iiot/jcmall-product/store/follow/toggle', {
      account: 'buyer03',
      body: { storeId },
    });
    expect(on.json().data).toEqual({ following: true });
    const state = await call('GET', `/iiot/jcmall-product/product/userState?skuId=${skuId}`, {
      account: 'buyer03',
    });
    expect(state.json().data).toMatchObject({ following: true, favourited: false });
    const off = await call('POST', '/iiot/jcmall-product/store/follow/toggle', {
      account: 'buyer03',
      body: { storeId },
    });
    expect(off.json().data).toEqual({ following: false });
  });

  it('refuses unknown and foreign SKUs and stores with a 404 envelope', async () => {
    const unknown = await call('POST', '/iiot/jcmall-product/favourite/toggle', {
      account: 'buyer01',
      body: { skuId: 99999999 },
    });
    expect(unknown.json()).toMatchObject({ code: 404 });
    const foreign = await call('POST', '/iiot/jcmall-product/store/follow/toggle', {
      shopId: 'HBKY',
      account: 'buyer01',
      body: { storeId },
    });
    expect(foreign.json()).toMatchObject({ code: 404 });
    const bad = await call('POST', '/iiot/jcmall-product/favourite/toggle', {
      account: 'buyer01',
      body: { skuId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reports comparison membership and count', async () => {
    await call('POST', '/iiot/jcmall-product/manual-compare-sku/add', {
      account: 'supplier01',
      body: { skuId },
    });
    const state = await call('GET', `/iiot/jcmall-product/product/userState?skuId=${skuId}`, {
      account: 'supplier01',
    });
    expect(state.json().data).toMatchObject({ compared: true, compareCount: 1 });
  });
});

describe('footprints', () => {
  it('keeps one row per user and SKU, newest first', async () => {
    const { rows: skus } = await t.db.owner((q) =>
      q.query<{ id: number }>(`SELECT id FROM product_sku WHERE shop_id = 'DEMO' ORDER BY id LIMIT 2`),
    );
    const [a, b] = skus.map((s) => s.id);
    for (const id of [a, b, a]) {
      const res = await call('POST', '/iiot/jcmall-product/footprint/add', {
        account: 'merchant01',
        body: { skuId: id },
      });
      expect(res.json().data).toEqual({ skuId: id });
    }
    const list = await call('GET', '/iiot/jcmall-product/footprint/list', { account: 'merchant01' });
    const data = list.json().data as Array<{ skuId: number; lastViewedAt: string }>;
    expect(data.map((f) => f.skuId)).toEqual([a, b]);
    expect(data[0]!.lastViewedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('needs a session', async () => {
    const res = await call('POST', '/iiot/jcmall-product/footprint/add', { body: { skuId } });
    expect(res.json().code).toBe(401);
  });
});

describe('comments (spec §7 orderComment/shopComments)', () => {
  it('pages a SKU comments with the average rating and masked anonymous names', async () => {
    const first = await call('POST', '/iiot/jcmall-product/orderComment/shopComments', {
      body: { skuId: commentedSku, current: 1, size: 5 },
    });
    const page = first.json().data;
    expect(page.records).toHaveLength(5);
    expect(page.total).toBeGreaterThan(8);
    expect(page.averageRating).toBeGreaterThanOrEqual(1);
    expect(page.averageRating).toBeLessThanOrEqual(5);
    const second = await call('POST', '/iiot/jcmall-product/orderComment/shopComments', {
      body: { skuId: commentedSku, current: 2, size: 5 },
    });
    const ids = new Set(
      [...page.records, ...second.json().data.records].map((r: { commentId: number }) => r.commentId),
    );
    expect(ids.size).toBe(page.records.length + second.json().data.records.length);
    const all = await call('POST', '/iiot/jcmall-product/orderComment/shopComments', {
      body: { skuId: commentedSku, current: 1, size: 50 },
    });
    const records = all.json().data.records as Array<{
      userName: string;
      anonymous: boolean;
      content: string;
      rating: number;
    }>;
    for (const r of records) {
      expect(r.content.length).toBeLessThanOrEqual(150);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      if (r.anonymous) expect(r.userName).toMatch(/^.\*\*$/u);
    }
    expect(records.some((r) => r.anonymous)).toBe(true);
  });

  it('answers an empty page for a SKU of another tenant', async () => {
    const res = await call('POST', '/iiot/jcmall-product/orderComment/shopComments', {
      shopId: 'HBKY',
      body: { skuId: commentedSku },
    });
    expect(res.json().data).toMatchObject({ records: [], total: 0, averageRating: 0 });
  });

  it('seeds comments for a good share of SKUs in every tenant, some with pictures', async () => {
    const { rows } = await t.db.owner((q) =>
      q.query<{ shop_id: string; share: number; pictures: number }>(
        `SELECT s.shop_id,
                count(DISTINCT c.sku_id)::float8 / count(DISTINCT s.id) AS share,
                count(*) FILTER (WHERE jsonb_array_length(c.pictures) > 0)::int AS pictures
           FROM product_sku s LEFT JOIN product_comment c ON c.sku_id = s.id
          GROUP BY s.shop_id`,
      ),
    );
    expect(rows.map((r) => r.shop_id).sort()).toEqual(['BKSC', 'DEMO', 'HBKY', 'HSNYSC', 'RDSC']);
    for (const r of rows) {
      expect(r.share).toBeGreaterThan(0.5);
      expect(r.pictures).toBeGreaterThan(0);
    }
  });
});

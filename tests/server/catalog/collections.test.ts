import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

const BASE = '/iiot/jcmall-product';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const owner = async <T>(sql: string, params: unknown[] = []) =>
  (await t.db.owner((q) => q.query<T>(sql, params))).rows;

async function call(
  method: 'GET' | 'POST',
  url: string,
  opts: { shopId?: string; account?: string; body?: Record<string, unknown> } = {},
) {
  const shopId = opts.shopId ?? 'DEMO';
  const headers: Record<string, string> = { shopId };
  if (opts.account) headers.authorization = await t.login(shopId, opts.account);
  const res = await t.app.inject({
    method,
    url: `${BASE}${url}`,
    headers,
    ...(opts.body === undefined ? {} : { payload: opts.body }),
  });
  return { status: res.statusCode, body: res.json() };
}

interface Goods {
  skuId: number;
  name: string;
  price: string | null;
  onSale: boolean;
  storeId: number;
  storeName: string;
  favouritedAt: string;
}
interface Store {
  storeId: number;
  storeName: string;
  logo: string;
  storeType: number;
  skuCount: number;
  followedAt: string;
}

describe('the seed', () => {
  it('gives buyer01 and person01 favourites (one off the shelf), followed stores and footprints in every tenant', async () => {
    const rows = await owner<{
      shop_id: string;
      user_name: string;
      fav: number;
      off: number;
      st: number;
      fp: number;
      days: number;
    }>(
      `SELECT u.shop_id, u.user_name,
              (SELECT count(*)::int FROM favourite_sku f WHERE f.user_id = u.id) AS fav,
              (SELECT count(*)::int FROM favourite_sku f JOIN product_sku s ON s.id = f.sku_id
                WHERE f.user_id = u.id AND s.status <> 1) AS off,
              (SELECT count(*)::int FROM store_follow sf WHERE sf.user_id = u.id) AS st,
              (SELECT count(*)::int FROM footprint fp WHERE fp.user_id = u.id) AS fp,
              (SELECT count(DISTINCT (fp.last_viewed_at AT TIME ZONE 'Asia/Shanghai')::date)::int
                 FROM footprint fp WHERE fp.user_id = u.id) AS days
         FROM app_user u WHERE u.user_name IN ('buyer01', 'person01') ORDER BY u.shop_id, u.user_name`,
    );
    expect(rows).toHaveLength(10);
    for (const r of rows) {
      expect(r.fav, `${r.shop_id} ${r.user_name}`).toBeGreaterThanOrEqual(4);
      expect(r.off, `${r.shop_id} ${r.user_name}`).toBe(1);
      expect(r.st).toBeGreaterThanOrEqual(2);
      expect(r.st).toBeLessThanOrEqual(3);
      expect(r.fp).toBeGreaterThanOrEqual(6);
      expect(r.days).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('favourite goods (uc-collection)', () => {
  it('pages the caller’s favourites newest first, with store and on-sale state', async () => {
    const first = await call('GET', '/favourite/page?current=1&size=4', { account: 'buyer01' });
    expect(first.status).toBe(200);
    const page = first.body.data as { records: Goods[]; total: number; current: number; size: number };
    const [{ n }] = (await owner<{ n: number }>(
      `SELECT count(*)::int AS n FROM favourite_sku f JOIN app_user u ON u.id = f.user_id
        WHERE u.shop_id = 'DEMO' AND u.user_name = 'buyer01'`,
    )) as [{ n: number }];
    expect(page).toMatchObject({ total: n, current: 1, size: 4 });
    expect(page.records).toHaveLength(Math.min(4, n));
    const second = await call('GET', '/favourite/page?current=2&size=4', { account: 'buyer01' });
    const records = [...page.records, ...(second.body.data.records as Goods[])];
    expect(records).toHaveLength(n);
    expect(new Set(records.map((r) => r.skuId)).size).toBe(n);
    const times = records.map((r) => r.favouritedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(records.filter((r) => !r.onSale)).toHaveLength(1);
    for (const r of records) {
      expect(r.favouritedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(r.storeName.length).toBeGreaterThan(0);
      if (r.price !== null) expect(r.price).toMatch(/^\d+\.\d{2,7}$/);
    }
    // Past the end: an empty page with the total.
    const past = await call('GET', '/favourite/page?current=9&size=4', { account: 'buyer01' });
    expect(past.body.data).toMatchObject({ records: [], total: n });
  });

  it('puts a new favourite first, and removes it (removing again is a no-op)', async () => {
    const [sku] = await owner<{ id: number }>(
      `SELECT s.id FROM product_sku s WHERE s.shop_id = 'DEMO' AND s.status = 1
          AND NOT EXISTS (SELECT 1 FROM favourite_sku f JOIN app_user u ON u.id = f.user_id
                           WHERE f.sku_id = s.id AND u.user_name = 'person01')
        ORDER BY s.id DESC LIMIT 1`,
    );
    const before = (await call('GET', '/favourite/page', { account: 'person01' })).body.data.total as number;
    await call('POST', '/favourite/toggle', { account: 'person01', body: { skuId: sku!.id } });
    const after = (await call('GET', '/favourite/page', { account: 'person01' })).body.data;
    expect(after.total).toBe(before + 1);
    expect(after.records[0]).toMatchObject({ skuId: sku!.id, onSale: true });
    const removed = await call('POST', '/favourite/delete', {
      account: 'person01',
      body: { skuId: sku!.id },
    });
    expect(removed.body.data).toEqual({ removed: true });
    const again = await call('POST', '/favourite/delete', { account: 'person01', body: { skuId: sku!.id } });
    expect(again.body.data).toEqual({ removed: false });
    expect((await call('GET', '/favourite/page', { account: 'person01' })).body.data.total).toBe(before);
  });

  it('shows nobody else’s favourites, nor another tenant’s', async () => {
    const mine = (await call('GET', '/favourite/page?size=50', { account: 'buyer01' })).body.data
      .records as Goods[];
    const theirs = (await call('GET', '/favourite/page?size=50', { account: 'person01' })).body.data
      .records as Goods[];
    const own = await owner<{ sku_id: number }>(
      `SELECT f.sku_id FROM favourite_sku f JOIN app_user u ON u.id = f.user_id
        WHERE u.shop_id = 'DEMO' AND u.user_name = 'person01' ORDER BY f.sku_id`,
    );
    expect(theirs.map((r) => r.skuId).sort((a, b) => a - b)).toEqual(own.map((r) => r.sku_id));
    // Another user's favourite cannot be removed: the delete only touches the caller's own rows.
    const foreignSku = mine.find((r) => !theirs.some((o) => o.skuId === r.skuId))!.skuId;
    const res = await call('POST', '/favourite/delete', { account: 'person01', body: { skuId: foreignSku } });
    expect(res.body.data).toEqual({ removed: false });
    expect(
      (
        (await call('GET', '/favourite/page?size=50', { account: 'buyer01' })).body.data.records as Goods[]
      ).map((r) => r.skuId),
    ).toContain(foreignSku);
    // HBKY's buyer01 sees HBKY goods only.
    const hbky = (await call('GET', '/favourite/page?size=50', { shopId: 'HBKY', account: 'buyer01' })).body
      .data.records as Goods[];
    const hbkyIds = await owner<{ id: number }>(
      `SELECT id FROM product_sku WHERE shop_id = 'HBKY' AND id = ANY($1)`,
      [hbky.map((r) => r.skuId)],
    );
    expect(hbkyIds).toHaveLength(hbky.length);
    expect(hbky.some((r) => mine.some((m) => m.skuId === r.skuId))).toBe(false);
  });

  it('needs a session and refuses bad paging', async () => {
    expect((await call('GET', '/favourite/page')).body.code).toBe(401);
    expect((await call('GET', '/favourite/page?size=51', { account: 'buyer01' })).status).toBe(400);
    expect((await call('GET', '/favourite/page?current=0', { account: 'buyer01' })).status).toBe(400);
  });
});

describe('followed stores (uc-collection 关注的店铺)', () => {
  it('pages the caller’s followed stores with their goods count, and unfollows', async () => {
    const res = await call('GET', '/store/follow/page?current=1&size=10', { account: 'buyer01' });
    const page = res.body.data as { records: Store[]; total: number };
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.records).toHaveLength(page.total);
    for (const s of page.records) {
      const [{ n }] = (await owner<{ n: number }>(
        'SELECT count(*)::int AS n FROM product_sku WHERE store_id = $1 AND status = 1',
        [s.storeId],
      )) as [{ n: number }];
      expect(s.skuCount).toBe(n);
      expect([1, 2, 3]).toContain(s.storeType);
      expect(s.logo.length).toBeGreaterThan(0);
    }
    const times = page.records.map((s) => s.followedAt);
    expect(times).toEqual([...times].sort().reverse());
    const paged = await call('GET', '/store/follow/page?current=2&size=1', { account: 'buyer01' });
    expect(paged.body.data.records[0].storeId).toBe(page.records[1]!.storeId);

    const target = page.records[0]!.storeId;
    // Another user's unfollow leaves buyer01's follow alone.
    expect(
      (await call('POST', '/store/follow/delete', { account: 'buyer03', body: { storeId: target } })).body
        .data,
    ).toEqual({ removed: false });
    const gone = await call('POST', '/store/follow/delete', {
      account: 'buyer01',
      body: { storeId: target },
    });
    expect(gone.body.data).toEqual({ removed: true });
    const after = (await call('GET', '/store/follow/page', { account: 'buyer01' })).body.data;
    expect(after.total).toBe(page.total - 1);
    expect((after.records as Store[]).some((s) => s.storeId === target)).toBe(false);
  });

  it('keeps tenants apart', async () => {
    const demo = (await call('GET', '/store/follow/page', { account: 'person01' })).body.data
      .records as Store[];
    const hbky = (await call('GET', '/store/follow/page', { shopId: 'HBKY', account: 'person01' })).body.data
      .records as Store[];
    const shops = await owner<{ shop_id: string }>('SELECT DISTINCT shop_id FROM store WHERE id = ANY($1)', [
      hbky.map((s) => s.storeId),
    ]);
    expect(shops).toEqual([{ shop_id: 'HBKY' }]);
    expect(demo.some((s) => hbky.some((h) => h.storeId === s.storeId))).toBe(false);
    // A DEMO store id sent to HBKY is not there to unfollow.
    const res = await call('POST', '/store/follow/delete', {
      shopId: 'HBKY',
      account: 'person01',
      body: { storeId: demo[0]!.storeId },
    });
    expect(res.body.data).toEqual({ removed: false });
    expect((await call('GET', '/store/follow/page', { account: 'person01' })).body.data.total).toBe(
      demo.length,
    );
  });
});

describe('footprints (uc-footprint)', () => {
  it('lists seeded footprints over several days, newest first', async () => {
    const list = (await call('GET', '/footprint/list', { account: 'person01' })).body.data as Array<{
      skuId: number;
      lastViewedAt: string;
    }>;
    expect(list.length).toBeGreaterThanOrEqual(6);
    const times = list.map((f) => f.lastViewedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(times.map((x) => x.slice(0, 10))).size).toBeGreaterThanOrEqual(3);
  });

  it('removes one footprint, only the caller’s, then clears them all', async () => {
    const list = async (account: string, shopId = 'DEMO') =>
      ((await call('GET', '/footprint/list', { account, shopId })).body.data as Array<{ skuId: number }>).map(
        (f) => f.skuId,
      );
    const mine = await list('buyer01');
    const theirs = await list('person01');
    const hbky = await list('buyer01', 'HBKY');
    const [first, ...rest] = mine;
    expect(
      (await call('POST', '/footprint/delete', { account: 'buyer01', body: { skuId: first } })).body.data,
    ).toEqual({ removed: true });
    expect(await list('buyer01')).toEqual(rest);
    expect(
      (await call('POST', '/footprint/delete', { account: 'buyer01', body: { skuId: first } })).body.data,
    ).toEqual({ removed: false });
    // person01 cannot remove buyer01's footprint.
    expect(
      (await call('POST', '/footprint/delete', { account: 'person01', body: { skuId: rest[0] } })).body.data,
    ).toEqual({ removed: theirs.includes(rest[0]!) });
    expect(await list('buyer01')).toEqual(rest);

    const cleared = await call('POST', '/footprint/clear', { account: 'buyer01' });
    expect(cleared.body.data).toEqual({ removed: rest.length });
    expect(await list('buyer01')).toEqual([]);
    expect((await call('POST', '/footprint/clear', { account: 'buyer01' })).body.data).toEqual({
      removed: 0,
    });
    // Nobody else's footprints went, in this tenant or another.
    expect((await list('person01')).length).toBe(theirs.length - (theirs.includes(rest[0]!) ? 1 : 0));
    expect(await list('buyer01', 'HBKY')).toEqual(hbky);
  });

  it('needs a session', async () => {
    expect((await call('POST', '/footprint/clear')).body.code).toBe(401);
    expect((await call('POST', '/footprint/delete', { body: { skuId: 1 } })).body.code).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST',
  url: string,
  options: { shopId?: string; token?: string; body?: unknown } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(options.shopId ? { shopId: options.shopId } : {}),
      ...(options.token ? { authorization: options.token } : {}),
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });

describe('shop resolution', () => {
  it('resolves hbky to shop HBKY with its flags', async () => {
    const res = await call('POST', '/iiot/jcmall-front/shop/getShopIdByDomain', { body: { domain: 'hbky' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      code: 200,
      data: {
        shopId: 'HBKY',
        domain: 'hbky',
        planAudit: true,
        consistency: true,
        orderFlag: true,
        canFeedback: true,
      },
    });
  });

  it('answers an unknown domain with a 404 envelope', async () => {
    const res = await call('POST', '/iiot/jcmall-front/shop/getShopIdByDomain', {
      body: { domain: 'nosuchshop' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404, data: null });
  });

  it('gives every demo tenant its own name and web config', async () => {
    const names = new Set<string>();
    for (const shopId of ['DEMO', 'HBKY', 'HSNYSC', 'RDSC', 'BKSC']) {
      const res = await call('POST', '/iiot/jcmall-front/webConfig/queryWebConfig', {
        shopId,
        body: { configType: 3 },
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.welcomeCn).not.toBe('');
      expect(data.copyrightCn).not.toBe('');
      names.add(data.titleContentCn);
    }
    expect(names.size).toBe(5);
  });

  it('refuses a tenant call without the shopId header', async () => {
    const res = await call('POST', '/iiot/jcmall-front/webConfig/queryWebConfig', {
      body: { configType: 3 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('shopId');
  });

  it('answers a shopId that names no shop with a 404 envelope', async () => {
    const res = await call('GET', '/iiot/jcmall-front/mall/setting/queryBaseConfig', { shopId: 'NOSUCH' });
    expect(res.statusCode).toBe(404);
  });
});

describe('configuration', () => {
  it('serves the base config with every enable flag and the decimal scale', async () => {
    const res = await call('GET', '/iiot/jcmall-front/mall/setting/queryBaseConfig', { shopId: 'DEMO' });
    const data = res.json().data;
    expect(Object.keys(data.enableMap).sort()).toEqual(
      ['mpFlag', 'mustAudit', 'planList', 'purchaseOrgEnable', 'qgSupScope', 'untaxedPrice'].sort(),
    );
    expect(typeof data.decimalOrderConfig.decimalScale).toBe('number');
    expect(data.materialSubmissionConfig.structuredConfig).toHaveProperty('useHistoryPrice');
  });

  it('lists dictionaries by code through POST, only enabled entries', async () => {
    const res = await call('POST', '/yzc-upms/dict/getListByDictCode', {
      shopId: 'DEMO',
      body: { dataCode: 'user_register' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].code).toBe('register-1');
  });

  it('lists the feedback problem types from a multipart form', async () => {
    const boundary = '----mallboundary';
    const res = await t.app.inject({
      method: 'POST',
      url: '/iiot/jcmall-front/common/queryDictForType',
      headers: { shopId: 'DEMO', 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nFEEDBACK\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThanOrEqual(6);
  });

  it('tells which zone types the storefront shows', async () => {
    const res = await call('GET', '/iiot/jcmall-front/mall/setting/queryShowZoneType', { shopId: 'DEMO' });
    expect(res.json().data).toEqual(expect.arrayContaining([4, 6, 8]));
  });
});

describe('users', () => {
  it('answers /user/get for an anonymous caller with the 401 envelope', async () => {
    for (const url of ['/yzc-upms/user/get', '/yzc-upms/user/getInfo']) {
      const res = await call('GET', url, { shopId: 'DEMO' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 401, data: null });
    }
  });

  it('returns the logged-in user with roles and a masked phone', async () => {
    const token = await t.login('DEMO', 'buyer01');
    const res = await call('GET', '/yzc-upms/user/get', { shopId: 'DEMO', token });
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({ userName: 'buyer01', userType: 2, isMain: true });
    expect(user.roleList.length).toBeGreaterThan(0);
    expect(user.mobile).toBe('138****0002');
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('refuses a token in the query string, even a valid one, and says where it belongs', async () => {
    const token = await t.login('DEMO', 'supplier01');
    for (const url of [
      `/yzc-upms/user/getInfo?Authorization=${encodeURIComponent(token)}`,
      `/iiot/jcmall-front/mall/setting/queryBaseConfig?authorization=${encodeURIComponent(token)}`,
    ]) {
      const res = await call('GET', url, { shopId: 'DEMO' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('令牌不能放在网址中，请使用 Authorization 请求头');
    }
  });

  it("gives a purchaser the menu tree and authority URLs of their roles, and refuses another user's", async () => {
    const token = await t.login('DEMO', 'buyer01');
    const me = (await call('GET', '/yzc-upms/user/get', { shopId: 'DEMO', token })).json().data;
    const res = await call('GET', `/yzc-upms/user/getMenuByUser?userId=${me.userId}&appId=2`, {
      shopId: 'DEMO',
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.menuTree.length).toBeGreaterThan(0);
    expect(res.json().data.permissions.length).toBeGreaterThan(0);
    const other = await call('GET', `/yzc-upms/user/getMenuByUser?userId=${Number(me.userId) + 1}&appId=2`, {
      shopId: 'DEMO',
      token,
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('catalogue and content', () => {
  it('serves a three-level category tree with at least 8 top categories and 150 leaves', async () => {
    const res = await call('POST', '/iiot/jcmall-product/category/front/getMallFrontCategory', {
      shopId: 'DEMO',
      body: {},
    });
    const tree = res.json().data as Array<{
      icon: string;
      childCateList: Array<{ childCateList: unknown[] }>;
    }>;
    expect(tree.length).toBeGreaterThanOrEqual(8);
    expect(tree.every((c) => c.icon !== '')).toBe(true);
    const leaves = tree.flatMap((c) => c.childCateList.flatMap((s) => s.childCateList));
    expect(leaves.length).toBeGreaterThanOrEqual(150);
  });

  it('serves the children of one category', async () => {
    const tree = (
      await call('POST', '/iiot/jcmall-product/category/front/getMallFrontCategory', { shopId: 'DEMO' })
    ).json().data;
    const first = tree[0];
    const res = await call('POST', '/iiot/jcmall-product/category/front/getMallFrontCategory', {
      shopId: 'DEMO',
      body: { cateParentId: first.cateId },
    });
    expect(res.json().data.map((c: { cateId: number }) => c.cateId)).toEqual(
      first.childCateList.map((c: { cateId: number }) => c.cateId),
    );
  });

  it('suggests goods whose names contain the keyword', async () => {
    const res = await call(
      'GET',
      `/iiot/jcmall-product/product/queryHotKeywords?keyword=${encodeURIComponent('签字笔')}`,
      {
        shopId: 'DEMO',
      },
    );
    const words = res.json().data as string[];
    expect(words.length).toBeGreaterThan(0);
    expect(words.length).toBeLessThanOrEqual(10);
    expect(words.every((w) => w.includes('签字笔'))).toBe(true);
  });

  it('suggests by pinyin and for a brand, distinct names, hot words first, nothing for no match', async () => {
    const suggest = async (keyword: string) =>
      (
        await call(
          'GET',
          `/iiot/jcmall-product/product/queryHotKeywords?keyword=${encodeURIComponent(keyword)}`,
          {
            shopId: 'DEMO',
          },
        )
      ).json().data as string[];
    const byPinyin = await suggest('qzb');
    expect(byPinyin.length).toBeGreaterThan(0);
    expect(byPinyin.every((w) => w.includes('签字笔'))).toBe(true);
    const brand = await suggest('deli');
    expect(brand).toHaveLength(10);
    expect(new Set(brand).size).toBe(10);
    expect(brand.every((w) => w.toLowerCase().includes('deli'))).toBe(true);
    const hot = await suggest('笔');
    expect(hot[0]).toBe('签字笔');
    expect(await suggest('zzzzq')).toEqual([]);
  });

  it('pages hot search words by type', async () => {
    const goods = await call('POST', '/iiot/jcmall-search/hotSearch/pageListForFront', {
      shopId: 'DEMO',
      body: { isFront: 1, type: 0 },
    });
    const stores = await call('POST', '/iiot/jcmall-search/hotSearch/pageListForFront', {
      shopId: 'DEMO',
      body: { isFront: 1, type: 1 },
    });
    expect(goods.json().data.records.length).toBeGreaterThan(0);
    expect(goods.json().data.records.every((r: { type: number }) => r.type === 0)).toBe(true);
    expect(stores.json().data.records.every((r: { type: number }) => r.type === 1)).toBe(true);
  });

  it('serves banners whose images are stored files', async () => {
    const res = await call('POST', '/iiot/jcmall-front/banner/pageListForFront', {
      shopId: 'DEMO',
      body: {},
    });
    const banners = res.json().data.records as Array<{ imgUrl: string }>;
    expect(banners.length).toBeGreaterThanOrEqual(3);
    const image = await t.app.inject({ method: 'GET', url: banners[0]!.imgUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.headers['cache-control']).toContain('immutable');
  });

  it('lists zones of types 4, 6 and 8 with their link and activity fields', async () => {
    const res = await call('POST', '/iiot/jcmall-front/zone/queryAllShopZoneList', {
      shopId: 'DEMO',
      body: {},
    });
    const zones = res.json().data as Array<{ zoneType: number; activity: unknown; accessLinks: string }>;
    for (const type of [4, 6, 8]) expect(zones.some((z) => z.zoneType === type)).toBe(true);
    expect(zones.filter((z) => z.zoneType === 6).every((z) => z.activity !== null)).toBe(true);
    expect(zones.filter((z) => z.zoneType === 4).every((z) => z.accessLinks !== '')).toBe(true);
  });

  it('lists supplier and operator hotlines', async () => {
    const res = await call('GET', '/iiot/jcmall-front/bidderLine/getBidderLineList', { shopId: 'DEMO' });
    const lines = res.json().data as Array<{ isSupplier: number }>;
    expect(lines.some((l) => l.isSupplier === 1)).toBe(true);
    expect(lines.some((l) => l.isSupplier === 0)).toBe(true);
  });

  it("records a page access against the session's user", async () => {
    const token = await t.login('DEMO', 'buyer01');
    const res = await call('POST', '/iiot/jcmall-front/userAccessRecord/add', {
      shopId: 'DEMO',
      token,
      body: { userId: '999999', shopId: 'DEMO', pageUrl: '/demo/index', pageTitle: '首页', type: 1 },
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.db.owner((q) =>
      q.query<{ user_name: string }>(
        `SELECT u.user_name FROM user_access_record r JOIN app_user u ON u.id = r.user_id WHERE r.page_url = '/demo/index'`,
      ),
    );
    expect(rows.map((r) => r.user_name)).toEqual(['buyer01']);
  });

  it('serves the app version as plain JSON that is never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mall/app-version.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(typeof res.json().appVersion).toBe('string');
  });
});

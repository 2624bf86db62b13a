import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { PRELOADED_CHUNK_GROUPS } from '../../../server/src/platform/plugins/first-view.ts';
import { TOKEN_COOKIE } from '../../../server/src/platform/plugins/session-cookie.ts';

/**
 * Storefront pages come with their first view's answers in the HTML (issue #20, server/src/platform/
 * plugins/first-view.ts): the same answers the API gives a visitor without a session, for the page's
 * tenant only, never a user's, escaped so that no shop text can end the script element; and a preload
 * of the image that paints largest.
 */
let t: TestApp;
let dist: string;
// With the inline starter the build puts at the end of the body (src/shared/start-app.ts), known by its selector.
const INDEX =
  '<!doctype html><html><head><title>集采商城</title><script defer src="/mall/assets/js/index.0123456789.js"></script></head><body><div id="root"></div><script>document.querySelectorAll("link[data-mall-entry]")</script></body></html>';

/** The build's named chunk groups (rsbuild.config.ts), with a file shared with the entry and between pages. */
const CHUNKS = {
  index: ['/mall/assets/js/index.0123456789.js', '/mall/assets/js/lib-react.0123456789.js'],
  'page-list': ['/mall/assets/js/async/shared.aaaaaaaa.js', '/mall/assets/js/async/page-list.bbbbbbbb.js'],
  'page-detail': [
    '/mall/assets/js/lib-react.0123456789.js',
    '/mall/assets/js/async/shared.aaaaaaaa.js',
    '/mall/assets/js/async/page-detail.cccccccc.js',
  ],
  'page-detail-buy-box': [
    '/mall/assets/js/async/shared.aaaaaaaa.js',
    '/mall/assets/js/async/buy.dddddddd.js',
  ],
};
const scriptPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)" fetchpriority="low">/g)].map((m) => m[1]);
const imagePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
/** The chunks a page the server draws first asks for once its picture shows (src/shared/start-app.ts). */
const chunksAfterPaint = (html: string): Array<string | undefined> | null => {
  const template = /<template id="mall-chunks">([\s\S]*?)<\/template>/.exec(html)?.[1];
  return template === undefined ? null : scriptPreloads(template);
};
/** The pictures of the server's drawing of the page (first-paint.ts), by class. */
const drawnPictures = (html: string) =>
  [
    ...(/<div id="mall-first-paint"[\s\S]*$/.exec(html)?.[0] ?? '').matchAll(
      /<img class="([^"]+)" src="([^"]*)"([^>]*)>/g,
    ),
  ].map((m) => ({ className: m[1], src: m[2], high: m[3]!.includes('fetchpriority="high"') }));

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'mall-dist-'));
  mkdirSync(join(dist, 'assets/js'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'first-view-chunks.json'), JSON.stringify(CHUNKS));
  t = await createTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

type Answers = Record<string, { success?: boolean; data?: unknown; appVersion?: string }>;

async function page(url: string, cookie?: string): Promise<{ html: string; answers: Answers | null }> {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  const json = /<script type="application\/json" id="mall-first-view">([\s\S]*?)<\/script>/.exec(
    res.body,
  )?.[1];
  return { html: res.body, answers: json ? (JSON.parse(json) as { answers: Answers }).answers : null };
}

/** What the API answers the same call over the network, as the browser's first view would ask it. */
async function networkAnswer(shopId: string, method: 'GET' | 'POST', url: string, body?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: shopId ? { shopId } : {},
    ...(body ? { payload: body } : {}),
  });
  return res.json() as unknown;
}

describe('the first view in the page', () => {
  it('answers home’s calls for its shop exactly as the API does, and preloads the first banner', async () => {
    const { html, answers } = await page('/mall/demo/index');
    expect(answers).not.toBeNull();
    expect(answers![' GET /mall/app-version.json ']).toEqual({ appVersion: t.app.appVersion });
    const shop = answers![' POST /iiot/jcmall-front/shop/getShopIdByDomain {"domain":"demo"}'];
    expect(shop).toEqual(
      await networkAnswer('', 'POST', '/iiot/jcmall-front/shop/getShopIdByDomain', { domain: 'demo' }),
    );
    for (const [method, url, body] of [
      ['POST', '/iiot/jcmall-front/webConfig/queryWebConfig', { configType: 3 }],
      ['GET', '/iiot/jcmall-front/mall/setting/queryBaseConfig', undefined],
      ['POST', '/iiot/jcmall-product/category/front/getMallFrontCategory', {}],
      ['POST', '/iiot/jcmall-search/hotSearch/pageListForFront', { isFront: 1, type: 0 }],
      ['POST', '/iiot/jcmall-front/banner/pageListForFront', { position: 1 }],
      ['POST', '/iiot/jcmall-search/product/floorsForFront', { size: 8 }],
      ['GET', '/website-manage/notice/page?current=1&size=5', undefined],
    ] as const) {
      // Keys name the tenant's shopId header, the method, the URL and the body with its keys sorted.
      const key = `DEMO ${method} ${url} ${body ? JSON.stringify(body) : ''}`;
      expect(answers![key], key).toEqual(await networkAnswer('DEMO', method, url, body));
      expect(answers![key]!.success).toBe(true);
    }
    // Nothing that changes something or belongs to a user: no access record, no user, no cart.
    expect(Object.keys(answers!).filter((k) => /userAccessRecord|\/user\/|\/sc\//.test(k))).toEqual([]);

    const banners = answers!['DEMO POST /iiot/jcmall-front/banner/pageListForFront {"position":1}']!.data as {
      records: Array<{ imgUrl: string }>;
    };
    const preload = `<link rel="preload" as="image" href="${banners.records[0]!.imgUrl}" fetchpriority="high">`;
    // In the head, before the first script, so that the picture is asked for first.
    expect(html.indexOf(preload)).toBeGreaterThan(0);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf('id="mall-first-view"')).toBeLessThan(html.indexOf('</head>'));
    // And the header's logo, which every page paints; home's screen is in the entry: no chunk preloaded.
    const web = answers!['DEMO POST /iiot/jcmall-front/webConfig/queryWebConfig {"configType":3}']!.data as {
      titleImg: string;
    };
    expect(imagePreloads(html)).toEqual([banners.records[0]!.imgUrl, web.titleImg]);
    expect(scriptPreloads(html)).toEqual([]);
  });

  it('preloads chunk groups the client names', () => {
    const sources = readdirSync('src', { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && /\.tsx?$/.test(f.name))
      .map((f) => readFileSync(join(f.parentPath, f.name), 'utf8'))
      .join('\n');
    expect(PRELOADED_CHUNK_GROUPS.length).toBeGreaterThan(0);
    for (const name of PRELOADED_CHUNK_GROUPS) expect(sources, name).toContain(`webpackChunkName: "${name}"`);
  });

  it('preloads the goods hall’s chunks and the logo, the largest paint of a hall on a phone', async () => {
    const { html, answers } = await page('/mall/demo/list?pn=%E7%AC%94');
    const web = answers!['DEMO POST /iiot/jcmall-front/webConfig/queryWebConfig {"configType":3}']!.data as {
      titleImg: string;
    };
    expect(imagePreloads(html)).toEqual([web.titleImg]);
    // The page is drawn first: its chunks are asked for with the main bundles, once the logo shows (the
    // preloads of a template are not asked for until the starter puts them into the head).
    expect(scriptPreloads(html.replace(/<template[\s\S]*?<\/template>/g, ''))).toEqual([]);
    expect(chunksAfterPaint(html)).toEqual(CHUNKS['page-list']);
    // The hall's results depend on the query: they are asked by the page, not put into it.
    expect(Object.keys(answers!).some((k) => k.includes('/product/pageListForFront'))).toBe(false);
  });

  it('answers for the tenant of the URL only', async () => {
    const { answers } = await page('/mall/hbky/index');
    const keys = Object.keys(answers!);
    const tenantKeys = keys.filter((k) => !k.startsWith(' '));
    expect(tenantKeys.length).toBeGreaterThan(5);
    expect(tenantKeys.every((k) => k.startsWith('HBKY '))).toBe(true);
    const shop = answers![' POST /iiot/jcmall-front/shop/getShopIdByDomain {"domain":"hbky"}']!;
    expect(shop.data).toMatchObject({ shopId: 'HBKY', domain: 'hbky' });
  });

  it('is the same page for a logged-in buyer as for a visitor: no user’s data goes into it', async () => {
    const token = await t.login('DEMO', 'buyer01');
    const visitor = await page('/mall/demo/index');
    const buyer = await page('/mall/demo/index', `${TOKEN_COOKIE}=${token}`);
    expect(buyer.html).toBe(visitor.html);
    expect(buyer.html).not.toContain('buyer01');
  });

  it('answers a product page’s detail and preloads its main picture', async () => {
    const { rows } = await t.db.owner((q) =>
      q.query<{ id: string }>("SELECT id::text FROM product_sku WHERE shop_id = 'DEMO' ORDER BY id LIMIT 1"),
    );
    const skuId = rows[0]!.id;
    const { html, answers } = await page(`/mall/demo/detail?skuId=${skuId}`);
    const url = `/iiot/jcmall-product/product/detail?skuId=${skuId}`;
    const detail = answers![`DEMO GET ${url} `]!;
    expect(detail).toEqual(await networkAnswer('DEMO', 'GET', url));
    const image = (detail.data as { mainImgUrl: string }).mainImgUrl;
    expect(html).toContain(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
    // The product page's chunks and its buy box's, each file once, none of the entry's.
    expect(chunksAfterPaint(html)).toEqual([
      '/mall/assets/js/async/shared.aaaaaaaa.js',
      '/mall/assets/js/async/page-detail.cccccccc.js',
      '/mall/assets/js/async/buy.dddddddd.js',
    ]);

    const odd = await page('/mall/demo/detail?skuId=1%20OR%201=1');
    expect(Object.keys(odd.answers!).some((k) => k.includes('/product/detail'))).toBe(false);
    // Only the logo is preloaded, with high priority: it is now the page's largest paint.
    expect(imagePreloads(odd.html)).toHaveLength(1);
    expect(odd.html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high">/);
  });

  it('keeps a shop’s texts inside the JSON: nothing in them can end the script element', async () => {
    const evil = '</script><script>alert(1)</script><!--';
    await t.db.owner((q) =>
      q.query("UPDATE banner SET title = $1 WHERE shop_id = 'DEMO' AND position = 1", [evil]),
    );
    // The home page's answers are kept until a table they come from changes: this change is heard.
    await t.db.changes.settle();
    const { html, answers } = await page('/mall/demo/index');
    expect(html).not.toContain('<script>alert(1)');
    const banners = answers!['DEMO POST /iiot/jcmall-front/banner/pageListForFront {"position":1}']!.data as {
      records: Array<{ title: string }>;
    };
    expect(banners.records[0]!.title).toBe(evil);
  });

  it('keeps home’s answers between visits, and asks a product’s stock afresh on every visit', async () => {
    const { rows } = await t.db.owner((q) =>
      q.query<{ id: string; stock: number }>(
        `SELECT s.id::text, k.stock FROM product_sku s JOIN sku_stock k ON k.sku_id = s.id
          WHERE s.shop_id = 'DEMO' AND s.status = 1 ORDER BY s.id LIMIT 1`,
      ),
    );
    const sku = rows[0]!;
    const stockOf = async () => {
      const { answers } = await page(`/mall/demo/detail?skuId=${sku.id}`);
      return (
        answers![`DEMO GET /iiot/jcmall-product/product/detail?skuId=${sku.id} `]!.data as { stock: number }
      ).stock;
    };
    expect(await stockOf()).toBe(sku.stock);
    // Stock is not a catalogue change (no notice): the page still shows it as it is now.
    await t.db.owner((q) => q.query('UPDATE sku_stock SET stock = stock - 1 WHERE sku_id = $1', [sku.id]));
    expect(await stockOf()).toBe(sku.stock - 1);

    const first = await page('/mall/demo/index');
    expect((await page('/mall/demo/index')).html).toBe(first.html);
    // A notice published: the next home page carries it.
    await t.db.owner((q) =>
      q.query(
        `INSERT INTO shop_notice (shop_id, title, summary, paragraphs, published_at)
         VALUES ('DEMO', '新的公告', '摘要', ARRAY['正文'], now() + interval '1 minute')`,
      ),
    );
    await t.db.changes.settle();
    const { answers } = await page('/mall/demo/index');
    const notices = answers!['DEMO GET /website-manage/notice/page?current=1&size=5 ']!.data as {
      records: Array<{ title: string }>;
    };
    expect(notices.records[0]!.title).toBe('新的公告');
  });

  it('sends a kept page compressed as made once, and answers a revalidation with 304 until it changes', async () => {
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/mall/demo/index', headers: { accept: 'text/html', ...headers } });
    const plain = await get({});
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gz = await get({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect((await get({ 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);

    const revalidated = await get({ 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // A banner changed: the page is made again, with a new ETag, and a revalidation gets it in full.
    await t.db.owner((q) => q.query(`UPDATE banner SET title = title || '!' WHERE shop_id = 'DEMO'`));
    await t.db.changes.settle();
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).not.toBe(plain.body);
  });

  for (const url of ['/mall/nosuchshop/index', '/mall/404-project', '/mall/', '/vp/shop/apply-settle']) {
    it(`leaves ${url} as built: no shop, no answers`, async () => {
      const { html, answers } = await page(url);
      expect(answers).toBeNull();
      expect(html).toBe(INDEX);
    });
  }
});

describe('the page drawn before the app runs (first-paint.ts)', () => {
  const drawing = (html: string) => /<div id="mall-first-paint"[\s\S]*<\/div>/.exec(html)?.[0] ?? '';
  const entryLinks = (html: string) =>
    [
      ...html.matchAll(
        /<link rel="preload" as="script" href="([^"]+)" fetchpriority="low" data-mall-entry>/g,
      ),
    ].map((m) => m[1]);

  it('draws home’s frame with the logo and its first two banners, and holds the app until they show', async () => {
    const { html, answers } = await page('/mall/demo/index');
    const banners = answers!['DEMO POST /iiot/jcmall-front/banner/pageListForFront {"position":1}']!.data as {
      records: Array<{ imgUrl: string }>;
    };
    const web = answers!['DEMO POST /iiot/jcmall-front/webConfig/queryWebConfig {"configType":3}']!.data as {
      titleImg: string;
    };
    expect(drawnPictures(html)).toEqual([
      { className: 'fp-logo', src: web.titleImg, high: false },
      { className: 'fp-banner', src: banners.records[0]!.imgUrl, high: true },
      { className: 'fp-banner', src: banners.records[1]!.imgUrl, high: false },
    ]);
    // Right after the app's root, hidden while the drawing is there, and hidden from assistive technology.
    expect(html).toContain(
      '<div id="root"></div><div id="mall-first-paint" aria-hidden="true"><style>#root{visibility:hidden}',
    );
    // No text: the same drawing in every language (alt texts empty; the app's pictures are named).
    const text = drawing(html)
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(/<[^>]+>/g, '');
    expect(text).toBe('');
    expect(drawing(html)).not.toMatch(/alt="[^"]/);
    // The entry's script becomes a preload the inline starter runs once the banner shows; nothing else runs it.
    expect(entryLinks(html)).toEqual(['/mall/assets/js/index.0123456789.js']);
    expect(html).not.toContain('<script defer');
  });

  it('draws a product page with its main picture, and the frame alone for a product that is not there', async () => {
    const { rows } = await t.db.owner((q) =>
      q.query<{ id: string; img: string }>(
        "SELECT id::text, main_img AS img FROM product_sku WHERE shop_id = 'DEMO' ORDER BY id LIMIT 1",
      ),
    );
    const { html, answers } = await page(`/mall/demo/detail?skuId=${rows[0]!.id}`);
    const detail = answers![`DEMO GET /iiot/jcmall-product/product/detail?skuId=${rows[0]!.id} `]!.data as {
      mainImgUrl: string;
    };
    expect(drawnPictures(html).map((p) => [p.className, p.src, p.high])).toEqual([
      ['fp-logo', expect.any(String), false],
      ['fp-picture', detail.mainImgUrl, true],
    ]);
    const missing = await page('/mall/demo/detail?skuId=999999999');
    expect(drawnPictures(missing.html).map((p) => [p.className, p.high])).toEqual([['fp-logo', true]]);
    expect(drawing(missing.html)).toContain('<div class="fp-picture"></div>');
  });

  it('draws the goods hall with the logo as its largest picture', async () => {
    const { html } = await page('/mall/demo/list');
    expect(drawnPictures(html).map((p) => [p.className, p.high])).toEqual([['fp-logo', true]]);
    expect(entryLinks(html)).toHaveLength(1);
  });

  it('leaves a page it does not draw as built: scripts run as they are, no frame', async () => {
    const { html, answers } = await page('/mall/demo/cart');
    expect(answers).not.toBeNull();
    expect(html).not.toContain('mall-first-paint');
    expect(html).toContain('<script defer src="/mall/assets/js/index.0123456789.js"></script>');
    expect(entryLinks(html)).toEqual([]);
  });

  it('escapes a picture’s address: nothing in it can leave the attribute', async () => {
    await t.db.owner((q) =>
      q.query(
        `UPDATE banner SET img_url = '/iiot/x.png" onerror="alert(1)' WHERE shop_id = 'DEMO' AND position = 1
           AND id = (SELECT id FROM banner WHERE shop_id = 'DEMO' AND position = 1 ORDER BY sort, id LIMIT 1)`,
      ),
    );
    await t.db.changes.settle();
    const { html } = await page('/mall/demo/index');
    expect(html).not.toContain('" onerror="alert(1)');
    expect(drawnPictures(html)[1]!.src).toBe('/iiot/x.png&#34; onerror=&#34;alert(1)');
  });
});

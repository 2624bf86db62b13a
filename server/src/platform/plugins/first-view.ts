import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FLOOR_SIZE } from '../../../../machines/home/home-floors.machine.ts';
import { classifyPath } from '../../../../machines/shell/route-guard.types.ts';
import { canonicalJson } from '../../../../machines/shared/canonical-json.ts';
import { GLOBAL, tenantCache, type CachedTable } from '../cache.ts';
import { PreparedText } from '../prepared.ts';
import { firstPaintHtml, largestPicture, type FirstPaint } from './first-paint.ts';

/**
 * The first view of a storefront page without waiting on round trips (issue #20): index.html carries the
 * answers to the calls the page makes before it can paint (route guard, shell, and the page's own data
 * where that is one cheap read), and a high-priority preload of the image that paints largest. The
 * client's API middleware answers those calls from the page once each (src/shared/api/first-view.ts)
 * and goes to the network for everything else.
 *
 * What goes in is what any visitor of the tenant gets: each call is made through the real API
 * (`app.inject`, so validation, access and serialisation are those of the network answer) without the
 * visitor's cookies, and only calls whose answer depends on nobody's session are listed. The page may
 * therefore be cached like any other copy of index.html (it is `no-cache`), and holds no user's data.
 */

interface Call {
  method: 'GET' | 'POST';
  /** Path and query, as the client's openapi-fetch writes them. */
  url: string;
  body?: Record<string, unknown>;
}

/** Asked on every page before anything shows: the route guard's version check and shop lookup. */
const APP_VERSION: Call = { method: 'GET', url: '/mall/app-version.json' };
const shopLookup = (domain: string): Call => ({
  method: 'POST',
  url: '/iiot/jcmall-front/shop/getShopIdByDomain',
  body: { domain },
});

/** The site config: names the header's logo, which every page paints. */
const WEB_CONFIG: Call = {
  method: 'POST',
  url: '/iiot/jcmall-front/webConfig/queryWebConfig',
  body: { configType: 3 },
};

/** Then, for the shop: site and base config (route guard), categories, zones, hot words, switches (shell). */
const SHELL: readonly Call[] = [
  WEB_CONFIG,
  { method: 'GET', url: '/iiot/jcmall-front/mall/setting/queryBaseConfig' },
  { method: 'POST', url: '/iiot/jcmall-product/category/front/getMallFrontCategory', body: {} },
  { method: 'POST', url: '/iiot/jcmall-front/zone/queryAllShopZoneList', body: {} },
  { method: 'POST', url: '/iiot/jcmall-search/hotSearch/pageListForFront', body: { isFront: 1, type: 0 } },
  { method: 'POST', url: '/iiot/jcmall-search/hotSearch/pageListForFront', body: { isFront: 1, type: 1 } },
  { method: 'POST', url: '/yzc-upms/dict/getListByDictCode', body: { dataCode: 'purchase' } },
  { method: 'POST', url: '/yzc-upms/dict/getListByDictCode', body: { dataCode: 'batchOrder' } },
];

const BANNERS: Call = {
  method: 'POST',
  url: '/iiot/jcmall-front/banner/pageListForFront',
  body: { position: 1 },
};

/**
 * A page's own first data, by the section after the domain, what the server draws of it (its largest
 * picture among them, first-paint.ts), and the named chunk groups of its screen (the `webpackChunkName` of its lazy import, src/app/storefront/
 * screens.tsx), preloaded so that they load beside the main bundles rather than after them.
 */
const PAGES: Record<
  string,
  {
    calls: (query: URLSearchParams) => Call[];
    /** What the server draws of the page before the app runs (first-paint.ts). */
    firstPaint: (answers: Map<Call, unknown>) => FirstPaint['page'];
    /** Asked afresh for every page: the answer holds what changes without notice (a product's stock). */
    live?: boolean;
    chunks?: readonly string[];
  }
> = {
  index: {
    calls: () => [
      BANNERS,
      { method: 'POST', url: '/iiot/jcmall-search/product/floorsForFront', body: { size: FLOOR_SIZE } },
      { method: 'GET', url: '/website-manage/notice/page?current=1&size=5' },
    ],
    firstPaint: (answers) => ({ kind: 'home', banners: bannerImages(answers).slice(0, 2) }),
  },
  detail: {
    calls: (query) => {
      const skuId = query.get('skuId') ?? '';
      return /^[1-9][0-9]{0,15}$/.test(skuId)
        ? [{ method: 'GET', url: `/iiot/jcmall-product/product/detail?skuId=${skuId}` }]
        : [];
    },
    firstPaint: (answers) => ({ kind: 'detail', image: productImage(answers) }),
    live: true,
    chunks: ['page-detail', 'page-detail-buy-box'],
  },
  // The goods hall's first page depends on the query and is asked by the page; its chunks are not.
  list: {
    calls: () => [],
    firstPaint: () => ({ kind: 'list' }),
    chunks: ['page-list'],
  },
};

/** Home's banner pictures on this site, in the order shown. */
function bannerImages(answers: Map<Call, unknown>): string[] {
  const records = dataOf<{ records?: Array<{ imgUrl?: unknown }> }>(answers.get(BANNERS))?.records ?? [];
  return records.map((r) => sitePath(r.imgUrl)).filter((src): src is string => src !== undefined);
}

/** A product page's main picture on this site. */
function productImage(answers: Map<Call, unknown>): string | undefined {
  return sitePath(dataOf<{ mainImgUrl?: unknown }>([...answers.values()][0])?.mainImgUrl);
}

/** The chunk groups the pages preload: each must be a `webpackChunkName` of the client (a test checks). */
export const PRELOADED_CHUNK_GROUPS: readonly string[] = [
  ...new Set(Object.values(PAGES).flatMap((p) => p.chunks ?? [])),
];

/** What the build made (rsbuild.config.ts): index.html and the files of its named chunk groups. */
export interface BuiltSpa {
  indexHtml: string;
  /** URLs of each named chunk group's files (dist/first-view-chunks.json); `index` is the entry's. */
  chunks: Readonly<Record<string, readonly string[]>>;
}

/**
 * The tables the kept answers are read from: any committed change of one (NOTIFY, migrations 0021 and
 * 0036) drops them, on every API node.
 */
const FIRST_VIEW_TABLES: readonly CachedTable[] = [
  'shop',
  'web_config',
  'base_config',
  'dict_item',
  'category',
  'brand',
  'store',
  'hot_search',
  'product_sku',
  'banner',
  'zone',
  'zone_group',
  'shop_notice',
];

/** Pages of different domains and sections kept at once (beyond it, the page asked for longest ago makes room). */
const MAX_KEPT_PAGES = 2_000;

function dataOf<T>(answer: unknown): T | undefined {
  return (answer as { data?: T } | undefined)?.data;
}

/** How the client finds an answer: the shopId header it sends, method, path and query, canonical body. */
export function answerKey(shopId: string, call: Call): string {
  return `${shopId} ${call.method} ${call.url} ${call.body === undefined ? '' : canonicalJson(call.body)}`;
}

/** The call's answer as the network would give it to a visitor without a session; undefined if not OK. */
async function ask(app: FastifyInstance, shopId: string, call: Call): Promise<unknown> {
  const res = await app.inject({
    method: call.method,
    url: call.url,
    headers: { ...(shopId ? { shopId } : {}), isMobile: '0', pageType: '0', from: '' },
    ...(call.body === undefined ? {} : { payload: call.body }),
  });
  if (res.statusCode !== 200) return undefined;
  const body = res.json<{ success?: boolean }>();
  return call === APP_VERSION || body.success === true ? body : undefined;
}

/** `<` escaped, so that nothing in a shop's texts can close the script element or open a comment. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A domain's shop and the answers every page of it starts with (version, shop, shell), or null. */
interface Shell {
  shopId: string;
  answers: Record<string, unknown>;
}

async function shellOf(app: FastifyInstance, domain: string): Promise<Shell | null> {
  const [version, shop] = await Promise.all([ask(app, '', APP_VERSION), ask(app, '', shopLookup(domain))]);
  const shopId = dataOf<{ shopId?: unknown }>(shop)?.shopId;
  if (typeof shopId !== 'string') return null;
  const answers: Record<string, unknown> = {};
  if (version) answers[answerKey('', APP_VERSION)] = version;
  answers[answerKey('', shopLookup(domain))] = shop;
  const answered = await Promise.all(SHELL.map((call) => ask(app, shopId, call)));
  SHELL.forEach((call, i) => {
    if (answered[i] !== undefined) answers[answerKey(shopId, call)] = answered[i];
  });
  return { shopId, answers };
}

/** The answers of a page's own calls, in the order of the calls (undefined where not OK). */
function askAll(app: FastifyInstance, shopId: string, calls: readonly Call[]): Promise<unknown[]> {
  return Promise.all(calls.map((call) => ask(app, shopId, call)));
}

/**
 * A page ready to send: its HTML, an ETag, and, for a page that is kept, its compressed bodies, made once
 * (PreparedText); a page made per request (`kept` false) is left to the compress plugin.
 */
export class PreparedPage extends PreparedText {
  readonly etag: string;

  constructor(
    html: string,
    readonly kept: boolean,
  ) {
    super(html);
    this.etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  }
}

/**
 * index.html for a storefront URL: with the first view's answers and the preload of its largest image in
 * the head when the URL is a tenant page of a known shop, else as built. The shell's and the home page's
 * answers, and the finished page itself, are kept (tenantCache) until a table they come from changes, so a
 * crowd on the home page costs no database work and no compression; a product page asks for its product
 * afresh (its stock changes with every order).
 */
export async function firstViewPage(
  app: FastifyInstance,
  build: BuiltSpa,
  url: string,
): Promise<PreparedPage> {
  const { indexHtml } = build;
  const parsed = new URL(url, 'http://mall');
  if (!parsed.pathname.startsWith('/mall/') || !indexHtml.includes('</head>')) return asBuilt(indexHtml);
  const where = classifyPath(parsed.pathname.slice('/mall'.length));
  if (where.kind !== 'tenant') return asBuilt(indexHtml);
  const page = PAGES[where.section];
  if (page?.live) return new PreparedPage(await firstViewHtml(app, build, where.domain, page, parsed), false);
  return tenantCache(app.db).get(
    GLOBAL,
    `first-view-page:${where.domain}:${page ? where.section : ''}`,
    FIRST_VIEW_TABLES,
    async () => new PreparedPage(await firstViewHtml(app, build, where.domain, page, parsed), true),
    KEPT,
  );
}

/** index.html as built (kept per distinct text: one per deployment). */
const builtPages = new Map<string, PreparedPage>();
function asBuilt(indexHtml: string): PreparedPage {
  let page = builtPages.get(indexHtml);
  if (!page) {
    builtPages.clear();
    page = new PreparedPage(indexHtml, true);
    builtPages.set(indexHtml, page);
  }
  return page;
}

const KEPT = { bound: { group: 'first-view', max: MAX_KEPT_PAGES } };

async function firstViewHtml(
  app: FastifyInstance,
  { indexHtml, chunks }: BuiltSpa,
  domain: string,
  page: (typeof PAGES)[string] | undefined,
  parsed: URL,
): Promise<string> {
  const cache = tenantCache(app.db);
  const shell = await cache.get(
    GLOBAL,
    `first-view:${domain}`,
    FIRST_VIEW_TABLES,
    () => shellOf(app, domain),
    KEPT,
  );
  if (!shell) return indexHtml;
  const calls = page?.calls(parsed.searchParams) ?? [];
  const answered = calls.length === 0 ? [] : await askAll(app, shell.shopId, calls);

  const answers: Record<string, unknown> = { ...shell.answers };
  const pageAnswers = new Map<Call, unknown>();
  calls.forEach((call, i) => {
    if (answered[i] === undefined) return;
    answers[answerKey(shell.shopId, call)] = answered[i];
    pageAnswers.set(call, answered[i]);
  });
  const drawnPage = page?.firstPaint(pageAnswers);
  const image = drawnPage && largestPicture(drawnPage);
  // The header's logo paints on every page, and is the largest paint of a page without a picture of its
  // own above the fold (the goods hall on a phone): asked for at once too, with high priority where it is
  // the largest paint of the page the server draws, else at the browser's priority.
  const logo = sitePath(
    dataOf<{ titleImg?: unknown }>(answers[answerKey(shell.shopId, WEB_CONFIG)])?.titleImg,
  );
  const logoIsLargest = drawnPage !== undefined && !image;
  const images =
    (image ? `<link rel="preload" as="image" href="${attribute(image)}" fetchpriority="high">` : '') +
    (logo && logo !== image
      ? `<link rel="preload" as="image" href="${attribute(logo)}"${logoIsLargest ? ' fetchpriority="high"' : ''}>`
      : '');
  // The screen's chunks, after the main bundles and below them in priority; the entry's own files are
  // loaded by index.html itself.
  const entry = new Set(chunks.index ?? []);
  const files = [...new Set((page?.chunks ?? []).flatMap((name) => chunks[name] ?? []))].filter(
    (file) => !entry.has(file) && sitePath(file) !== undefined,
  );
  // A page the server draws first (first-paint.ts) asks for them once its picture shows, with its main
  // bundles (src/shared/start-app.ts): they do not share the network with the picture.
  const drawn = drawnPage !== undefined && indexHtml.includes(ROOT) && indexHtml.includes(STARTER);
  const preloads = files
    .map((file) => `<link rel="preload" as="script" href="${attribute(file)}" fetchpriority="low">`)
    .join('');
  const scripts = drawn && preloads ? `<template id="mall-chunks">${preloads}</template>` : preloads;
  const script = `<script type="application/json" id="mall-first-view">${safeJson({ answers })}</script>`;
  // In the head: the images before the first script or link, so that they are asked for at once.
  const headEnd = indexHtml.indexOf('</head>');
  const firstTag = indexHtml.slice(0, headEnd).search(/<(script|link)\b/);
  const at = firstTag < 0 ? headEnd : firstTag;
  const html = `${indexHtml.slice(0, at)}${images}${indexHtml.slice(at, headEnd)}${scripts}${script}${indexHtml.slice(headEnd)}`;
  if (!drawn) return html;
  // In the body, after the app's root: the page as the server draws it until the app has painted its own;
  // the main bundles download as before and run once its picture shows (src/shared/start-app.ts).
  const paint = firstPaintHtml({ logo, logoIsLargest, page: drawnPage });
  return html
    .replace(
      ENTRY_SCRIPT,
      (_, src: string) =>
        `<link rel="preload" as="script" href="${src}" fetchpriority="low" data-mall-entry>`,
    )
    .replace(ROOT, () => `${ROOT}${paint}`);
}

/**
 * The app's root element in index.html (src/index.html), the inline starter that runs the entry's scripts
 * on a drawn page (src/shared/start-app.ts, put there minified by rsbuild.config.ts), known by the selector
 * it looks for (without it nothing is drawn and the scripts stay as built), and the build's scripts of its
 * entry.
 */
const ROOT = '<div id="root"></div>';
const STARTER = 'link[data-mall-entry]';
const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/** A path on this site (`/…`, not `//host/…`), or undefined: only those are preloaded. */
function sitePath(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/[^/\\]/.test(value) ? value : undefined;
}

/**
 * Search benchmark (`npm run bench:search`). Builds a fresh database holding 100,000 SKUs in the DEMO
 * tenant (the demo seed plus generated goods shaped like it), then times the storefront search — top 20
 * plus the total count (exact up to MAX_LISTED, "1000+" past it) — for a fixed set of queries, and checks
 * with EXPLAIN that no query reads product_sku sequentially. Runs on in-memory PGlite, and also on
 * PostgreSQL when DATABASE_URL is set (in a database `mall_bench_<pid>` it creates and drops itself).
 * Targets: p95 ≤ 12 ms on PGlite and ≤ 8 ms on PostgreSQL for every query in the default order
 * (relevance); the other orders and the listing's last page are timed and reported beside them. Exits
 * non-zero when a query misses its target or a plan has a sequential scan of product_sku, so a figure
 * that misses cannot pass for one that holds.
 *
 * BENCH_ONLY=postgres skips PGlite; BENCH_KEEP=1 keeps the PostgreSQL database for a look afterwards.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  inlineParameters,
  openDatabase,
  type Database,
  type Queryable,
} from '../server/src/platform/db/database.ts';
import { migrate } from '../server/src/platform/db/migrate.ts';
import { brandLabel, modelPrefix } from '../server/src/platform/db/seed/brands.ts';
import { spuVariants } from '../server/src/platform/db/seed/catalog.ts';
import { CATALOG } from '../server/src/platform/db/seed/categories.ts';
import { seed } from '../server/src/platform/db/seed/index.ts';
import { seedPrice } from '../server/src/platform/db/seed/prices.ts';
import { chance, pick, randInt, rngFor } from '../server/src/platform/db/seed/random.ts';
import { MAX_LISTED, searchSkus, type SkuSort } from '../server/src/modules/search/skus.service.ts';
import { skuSearchTokens } from '../server/src/modules/search/tokenize.service.ts';

const TARGET_SKUS = 100_000;
const RUNS = 40;
/**
 * Rounds run before timing. A server's connections answer searches for hours, so the figures are of
 * that steady state: PostgreSQL plans a prepared statement for its values on its first five executions
 * on a connection, plans it once more for any values on the sixth and keeps that plan (searchSkus
 * prepares keyword searches), and this loop runs on one connection of the read pool.
 */
const WARMUP = 8;
const SHOP = 'DEMO';
/** p95 targets per database, for keywords of two characters or more (docs/benchmarks/search.md). */
const TARGET_P95_MS: Record<Database['kind'], number> = { pglite: 12, postgres: 8 };

/** Every order of the goods hall; page 1 of each is timed, relevance also on the listing's last page. */
const SORTS: SkuSort[] = ['relevance', 'priceAsc', 'priceDesc', 'sales', 'newest'];
/** The last page a listing reaches, 20 to a page. */
const LAST_PAGE = MAX_LISTED / 20;

/** The fixed query set: CJK words of 2+ characters, Latin words, model numbers, pinyin. */
const QUERIES: Array<[kind: string, query: string]> = [
  ['CJK', '签字笔'],
  ['CJK', '打印纸'],
  ['CJK', '笔记本电脑'],
  ['CJK', '安全帽'],
  ['CJK', '硒鼓'],
  ['CJK', '黑色 36支'],
  ['Latin', 'deli'],
  ['Latin', 'zebra'],
  ['Latin', 'ssd'],
  ['model', 'A4'],
  ['model', 'MG-284S'],
  ['model', 'DE-9812'],
  ['model', '0.38mm'],
  ['pinyin', 'qianzibi'],
  ['pinyin', 'qzb'],
  ['pinyin', 'dayinji'],
];

async function generate(db: Database): Promise<number> {
  const { catMap, brandMap, storeIds, existing } = await db.owner(async (q) => {
    const cats = await q.query<{ id: number; path: string }>(
      `SELECT c3.id, c1.name || '/' || c2.name || '/' || c3.name AS path
         FROM category c3 JOIN category c2 ON c2.id = c3.parent_id JOIN category c1 ON c1.id = c2.parent_id
        WHERE c3.shop_id = $1`,
      [SHOP],
    );
    const brands = await q.query<{ id: number; name: string; nameEn: string }>(
      `SELECT id, name, name_en AS "nameEn" FROM brand WHERE shop_id = $1`,
      [SHOP],
    );
    const stores = await q.query<{ id: number }>(`SELECT id FROM store WHERE shop_id = $1 ORDER BY id`, [
      SHOP,
    ]);
    const count = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_sku WHERE shop_id = $1`,
      [SHOP],
    );
    return {
      catMap: new Map(cats.rows.map((c) => [c.path, c.id])),
      brandMap: new Map(brands.rows.map((b) => [b.name, b])),
      storeIds: stores.rows.map((s) => s.id),
      existing: count.rows[0]!.n,
    };
  });
  const rng = rngFor('bench', 'search');
  const leaves = CATALOG.flatMap((top) =>
    top.groups.flatMap((group) => group.leaves.map((leaf) => ({ top, group, leaf }))),
  );
  const columns = [
    'shop_id',
    'store_id',
    'category_id',
    'brand_id',
    'spu_code',
    'name',
    'model',
    'unit',
    'specs',
    'price',
    'market_price',
    'tax_rate',
    'stock',
    'sales',
    'product_type',
    'search_tokens',
    'created_at',
  ] as const;
  const casts = [
    'text',
    'bigint',
    'bigint',
    'bigint',
    'text',
    'text',
    'text',
    'text',
    'jsonb',
    'numeric',
    'numeric',
    'numeric',
    'integer',
    'integer',
    'smallint',
    null,
    'timestamptz',
  ];
  // Stock goes to its own table (sku_stock): ids are drawn first so both inserts name the same SKU.
  const stockAt = columns.indexOf('stock');
  const skuColumns = columns.map((c, i) => [c, i] as const).filter(([c]) => c !== 'stock');
  const select = skuColumns
    .map(([, i]) => (casts[i] ? `u.c${i}::${casts[i]}` : `array_to_tsvector(string_to_array(u.c${i}, ' '))`))
    .join(', ');
  const sql = `WITH u AS (
      SELECT nextval('product_sku_id_seq') AS id, u.*
        FROM unnest(${columns.map((_, i) => `$${i + 1}::text[]`).join(', ')}) AS u(${columns.map((_, i) => `c${i}`).join(', ')})),
    skus AS (INSERT INTO product_sku (id, ${skuColumns.map(([c]) => c).join(', ')}) SELECT u.id, ${select} FROM u)
    INSERT INTO sku_stock (sku_id, shop_id, stock) SELECT u.id, u.c0, u.c${stockAt}::integer FROM u`;
  const total = TARGET_SKUS - existing;
  const chunk = 2000;
  // Goods come as the seed makes them: SPUs (brand, model, leaf category) of three or four SKU variants
  // listed together, as a supplier lists a product with its specs, in random order of category and brand.
  const skus: Array<Array<string | null>> = [];
  const addSpu = () => {
    const { top, group, leaf } = pick(rng, leaves);
    const brand = brandMap.get(pick(rng, group.brands))!;
    const model = `${modelPrefix(brand.nameEn)}-${randInt(rng, 100, 99999)}${pick(rng, ['', '', 'A', 'S', 'Pro', 'X'])}`;
    const pack = group.packs ? pick(rng, group.packs) : '';
    const store = String(pick(rng, storeIds));
    const spu = `${SHOP}-BENCH${String(skus.length).padStart(6, '0')}`;
    const basePrice = group.price[0] + Math.round((group.price[1] - group.price[0]) * rng() ** 2.5);
    spuVariants(rng, group).forEach((specs, v) => {
      if (skus.length === total) return;
      const i = skus.length;
      const name = [brandLabel(brand.name, brand.nameEn), model, leaf, ...specs.map((s) => s.value), pack]
        .filter(Boolean)
        .join(' ');
      const price = seedPrice(rng, Math.round((basePrice * (100 + 8 * v)) / 100), group.tiny ?? false);
      skus.push([
        SHOP,
        store,
        String(catMap.get(`${top.name}/${group.name}/${leaf}`)),
        String(brand.id),
        spu,
        name,
        model,
        group.unit,
        JSON.stringify(specs),
        price.price,
        price.marketPrice,
        top.taxRate ?? '0.13',
        String(chance(rng, 0.08) ? 0 : randInt(rng, 5, 5000)),
        String(Math.floor(rng() ** 3 * 20000)),
        '1',
        skuSearchTokens(name).join(' '),
        new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      ]);
    });
  };
  while (skus.length < total) addSpu();
  for (let done = 0; done < total; done += chunk) {
    const params: Array<Array<string | null>> = columns.map(() => []);
    for (const row of skus.slice(done, done + chunk)) row.forEach((v, c) => params[c]!.push(v));
    await db.owner((q) => q.query(sql, params));
  }
  await db.owner(async (q) => {
    await q.query(`SELECT gin_clean_pending_list('product_sku_search'::regclass)`);
    await q.query('ANALYZE');
  });
  return TARGET_SKUS;
}

/** A timed search: a query in one order, one page. */
interface Case {
  query: string;
  sort: SkuSort;
  current: number;
}

/**
 * Runs searchSkus and returns the plan of every statement it runs on product_sku: for a prepared
 * statement the plan it keeps for any values (see WARMUP), otherwise the plan for its values.
 */
async function plans(db: Database, c: Case): Promise<string[]> {
  const out: string[] = [];
  await db.tenant(SHOP, (q) => {
    const explain = async (text: string, params: unknown[], prepare: boolean) => {
      if (!prepare) return q.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params);
      await q.query(`PREPARE bench_explained AS ${text}`);
      await q.query(`SELECT set_config('plan_cache_mode', 'force_generic_plan', true)`);
      const args = params.map((_, i) => `$${i + 1}`).join(', ');
      const r = await q.query<{ 'QUERY PLAN': string }>(
        inlineParameters(`EXPLAIN EXECUTE bench_explained(${args})`, params),
      );
      await q.query(`SELECT set_config('plan_cache_mode', 'auto', true)`);
      await q.query('DEALLOCATE bench_explained');
      return r;
    };
    const explaining: Queryable = {
      exec: (s) => q.exec(s),
      queryThenCommit: (text, params) => q.queryThenCommit(text, params),
      async query<T>(text: string, params?: unknown[], options?: { prepare?: boolean }) {
        if (!/FROM product_sku s/.test(text)) return q.query<T>(text, params, options);
        const r = await explain(text, params ?? [], options?.prepare ?? false);
        out.push(r.rows.map((row) => row['QUERY PLAN']).join('\n'));
        return q.query<T>(text, params, options);
      },
    };
    return searchSkus(explaining, { keyword: c.query, sort: c.sort, current: c.current, size: 20 });
  });
  return out;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The machine's load averages (1, 5, 15 minutes), as `uptime` prints them. */
function load(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
}

/**
 * Builds the database, times every query and prints the table; returns the problems found. `vacuum`
 * brings the table to the state a server's database is in after a bulk load (visibility map set, which
 * the index-only scans of the search walk rely on), before timing rather than in the middle of it: on
 * PostgreSQL what autovacuum does after the load, on PGlite, which has no autovacuum, the vacuum the
 * server runs after its own bulk writes and every ten minutes (Database.vacuum).
 */
async function bench(label: string, db: Database, vacuum?: () => Promise<void>): Promise<string[]> {
  const t0 = performance.now();
  await migrate(db);
  await seed(db);
  await generate(db);
  await vacuum?.();
  const target = TARGET_P95_MS[db.kind];
  console.log(
    `\n## ${label}: ${TARGET_SKUS} SKUs in ${SHOP}, built in ${((performance.now() - t0) / 1000).toFixed(1)} s, ` +
      `target p95 ≤ ${target} ms\n`,
  );
  const loadBefore = load();
  // Every query in every order, page 1, plus the listing's last page by relevance; round robin over all
  // of them, so that a burst of load elsewhere on the machine spreads over all instead of landing on the
  // runs of one.
  const cases: Case[] = QUERIES.flatMap(([, query]) => [
    ...SORTS.map((sort) => ({ query, sort, current: 1 })),
    { query, sort: 'relevance' as SkuSort, current: LAST_PAGE },
  ]);
  const key = (c: Case) => `${c.query}|${c.sort}|${c.current}`;
  const times = new Map<string, number[]>(cases.map((c) => [key(c), []]));
  const pages = new Map<string, { total: number; capped: boolean }>();
  for (let i = 0; i < WARMUP + RUNS; i++) {
    for (const c of cases) {
      const start = performance.now();
      // As the goods hall runs it: a read on the tenant-pinned read pool (no transaction).
      const page = await db.read(SHOP, (q) =>
        searchSkus(q, { keyword: c.query, sort: c.sort, current: c.current, size: 20 }),
      );
      const ms = performance.now() - start;
      if (c.current === 1 && page.records.length !== Math.min(20, page.total))
        throw new Error(`${c.query} by ${c.sort}: ${page.records.length} records of ${page.total}`);
      if (c.current === 1) pages.set(c.query, page);
      if (i >= WARMUP) times.get(key(c))!.push(ms);
    }
  }
  const loadAfter = load();
  const stats = (c: Case) => {
    const sorted = times.get(key(c))!.sort((a, b) => a - b);
    return { sorted, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  };
  // No statement of any case may read product_sku sequentially.
  const problems: string[] = [];
  const indexes = new Map<string, string[]>();
  for (const c of cases) {
    const plan = (await plans(db, c)).join('\n');
    if (/Seq Scan on product_sku/.test(plan)) {
      problems.push(`${label}: ${c.query} by ${c.sort}, page ${c.current}, reads product_sku sequentially`);
      console.error(plan);
    }
    const used = [...plan.matchAll(/(?:Bitmap Index Scan on|Index (?:Only )?Scan using) (\w+)/g)].map(
      (m) => m[1]!,
    );
    indexes.set(
      key(c),
      [...new Set(used)].filter((index) => index !== 'product_sku_pkey'),
    );
  }
  console.log('| kind | query | total | p50 ms | p95 ms | target | indexes in the plan |');
  console.log('|---|---|---:|---:|---:|---|---|');
  const all: number[] = [];
  for (const [kind, query] of QUERIES) {
    const c: Case = { query, sort: 'relevance', current: 1 };
    const { sorted, p50, p95 } = stats(c);
    all.push(...sorted);
    // The targets are for keywords of two characters or more; a single character may match most names.
    const held = [...query].length < 2 || p95 <= target;
    if (!held) problems.push(`${label}: ${query} p95 ${p95.toFixed(2)} ms > ${target} ms`);
    const { total, capped } = pages.get(query)!;
    console.log(
      `| ${kind} | ${query} | ${capped ? `${total}+` : total} | ${p50.toFixed(2)} | ${p95.toFixed(2)} | ` +
        `${held ? 'met' : 'MISSED'} | ${indexes.get(key(c))!.join(', ')} |`,
    );
  }
  // The other orders and the listing's last page, reported: the targets are the default search's.
  console.log(
    `\np95 ms of page 1 in the other orders and of page ${LAST_PAGE} by relevance (reported, no target):\n`,
  );
  console.log(`| query | ${SORTS.filter((s) => s !== 'relevance').join(' | ')} | page ${LAST_PAGE} |`);
  console.log(
    `|---|${SORTS.filter((s) => s !== 'relevance')
      .map(() => '---:|')
      .join('')}---:|`,
  );
  for (const [, query] of QUERIES) {
    const cells = SORTS.filter((sort) => sort !== 'relevance').map((sort) =>
      stats({ query, sort, current: 1 }).p95.toFixed(2),
    );
    const last = stats({ query, sort: 'relevance', current: LAST_PAGE });
    console.log(`| ${query} | ${cells.join(' | ')} | ${last.p95.toFixed(2)} |`);
  }
  all.sort((a, b) => a - b);
  console.log(
    `\nAll queries: p50 ${percentile(all, 50).toFixed(2)} ms, p95 ${percentile(all, 95).toFixed(2)} ms. ` +
      `Load average before timing ${loadBefore}, after ${loadAfter} (${os.cpus().length} CPUs).`,
  );
  return problems;
}

async function main(): Promise<void> {
  const problems: string[] = [];
  if (process.env.BENCH_ONLY !== 'postgres') {
    const lite = await openDatabase({});
    try {
      problems.push(...(await bench('PGlite (in memory)', lite, () => lite.vacuum())));
    } finally {
      await lite.close();
    }
  }
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `mall_bench_${process.pid}`;
    const admin = (sql: string) => withClient(url, sql);
    await admin(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const db = await openDatabase({ databaseUrl: target.toString() });
    try {
      const vacuum = () => withClient(target.toString(), 'VACUUM ANALYZE product_sku');
      problems.push(...(await bench('PostgreSQL', db, vacuum)));
    } finally {
      await db.close();
      if (process.env.BENCH_KEEP) console.log(`\nKept database ${name}.`);
      else await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
  if (problems.length) {
    console.error(`\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

async function withClient(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await main();

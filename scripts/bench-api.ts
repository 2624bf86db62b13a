/**
 * API benchmark (`npm run bench:api`). Drives the real HTTP server, started as a child process, with
 * autocannon: bare Fastify (one JSON route, nothing else: the ceiling of this machine), a route that reads
 * no database (`GET /mall/app-version.json`) and the storefront's calls (home HTML, home floors, goods
 * search with varied keywords, product detail, the cart), each at 20 connections; then a crowd of 100
 * buyers, each looping floors → search (varied keywords) → product page → suggestions, one request after
 * another. Runs on the embedded default (PGlite, in a data directory it prepares and removes) and, when
 * DATABASE_URL is set or a PostgreSQL answers at 127.0.0.1:5432 (user postgres), on PostgreSQL in the
 * same run (a database `mall_bench_api_<pid>` it creates and drops). Each database is migrated and seeded
 * before the server starts; a seeded buyer gets a session and three cart lines.
 *
 * Targets (issue #22): on the embedded default floors ≥ 20 % of app-version.json's req/s with p99 ≤ 50 ms
 * at c=20; the crowd's p99 ≤ 500 ms without an error (PostgreSQL ≤ 200 ms); app-version.json ≥ 65 % of
 * bare Fastify's req/s on each database. Exits non-zero when one is missed. The figures go to docs/benchmarks/api.md between its `bench:api` markers (BENCH_WRITE=0 leaves
 * the file alone).
 *
 * BENCH_SECONDS (default 10) is the length of each c=20 run, after a warm-up of a fifth of it;
 * BENCH_CROWD_SECONDS (default 20) the crowd's; BENCH_ONLY=pglite|postgres runs one database;
 * BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") go to the server process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type Database } from '../server/src/platform/db/database.ts';
import { migrate } from '../server/src/platform/db/migrate.ts';
import { seed } from '../server/src/platform/db/seed/index.ts';
import { createSession } from '../server/src/modules/identity/sessions.service.ts';

/** The part of autocannon's API used here (it ships no types). */
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
  requests?: Array<AutocannonRequest & { setupRequest?: (req: AutocannonRequest) => AutocannonRequest }>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SHOP = 'DEMO';
const BUYER = 'buyer01';
const CONNECTIONS = 20;
const CROWD = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CROWD_SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 20);
/** A crowd request slower than this counts as a time-out (an error). */
const CROWD_TIMEOUT_MS = 10_000;
const PORT = Number(process.env.BENCH_PORT ?? 18_094);
const BARE_PORT = PORT + 1;
const DIST_DIR = process.env.DIST_DIR ?? 'dist';
const DOC = 'docs/benchmarks/api.md';

const TARGET_FLOORS_SHARE = 0.2;
const TARGET_FLOORS_P99_MS = 50;
const TARGET_CROWD_P99_MS: Record<Database['kind'], number> = { pglite: 500, postgres: 200 };
/** Issue #22 item 3: the route that reads no database against bare Fastify, in the same run. */
const TARGET_NO_DB_SHARE = 0.65;

/** Keywords of the search and the suggestions: CJK words, Latin words, model numbers, pinyin, prefixes. */
const KEYWORDS = [
  '签字笔',
  '打印纸',
  '笔记本电脑',
  '安全帽',
  '硒鼓',
  '文件夹',
  '胶带',
  '手套',
  '鼠标',
  '黑色',
  'deli',
  'zebra',
  'ssd',
  'A4',
  'MG-284S',
  '0.38mm',
  'qianzibi',
  'dyz',
  '笔',
  '纸',
];

// ---------------------------------------------------------------------------------------------------------

interface Prepared {
  env: Record<string, string>;
  skuIds: number[];
  token: string;
  drop: () => Promise<void>;
}

interface Row {
  call: string;
  rate: number;
  p50: number;
  p99: number;
  errors: number;
}

interface CrowdResult {
  rate: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  perCall: Array<{ call: string; p50: number; p99: number }>;
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  const pgUrl = only === 'pglite' ? null : await postgresUrl();
  if (only === 'postgres' && !pgUrl) throw new Error('BENCH_ONLY=postgres, but no PostgreSQL answers');
  const lines: string[] = [];
  const missed: string[] = [];
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`;
  console.log(`[bench] machine: ${machine}; load average ${loadavg()[0]!.toFixed(2)}`);
  const homeHtml = existsSync(join(DIST_DIR, 'index.html'));
  if (!homeHtml) console.log(`[bench] no ${DIST_DIR}/index.html: home HTML is skipped (npm run build)`);

  const bare = await runBare();
  console.log(`[bench] bare Fastify: ${bare.rate.toFixed(0)} req/s, p99 ${bare.p99} ms`);
  const results: Array<{ kind: Database['kind']; rows: Row[]; crowd: CrowdResult }> = [];
  for (const kind of ['pglite', 'postgres'] as const) {
    if (only && only !== kind) continue;
    if (kind === 'postgres' && !pgUrl) {
      console.log('[bench] no PostgreSQL (DATABASE_URL unset, nothing at 127.0.0.1:5432): skipped');
      continue;
    }
    const prepared = kind === 'pglite' ? await preparePglite() : await preparePostgres(pgUrl!);
    try {
      const { rows, crowd } = await runDatabase(kind, prepared, homeHtml);
      results.push({ kind, rows, crowd });
      const version = rows.find((r) => r.call === 'app-version')!;
      const floors = rows.find((r) => r.call === 'floors')!;
      for (const r of rows) if (r.errors > 0) missed.push(`${kind} ${r.call}: ${r.errors} errors`);
      if (kind === 'pglite') {
        const share = floors.rate / version.rate;
        if (share < TARGET_FLOORS_SHARE)
          missed.push(`pglite floors ${(share * 100).toFixed(1)} % of app-version (target ≥ 20 %)`);
        if (floors.p99 > TARGET_FLOORS_P99_MS)
          missed.push(`pglite floors p99 ${floors.p99} ms (target ≤ ${TARGET_FLOORS_P99_MS})`);
      }
      const noDb = version.rate / bare.rate;
      if (noDb < TARGET_NO_DB_SHARE)
        missed.push(`${kind} app-version.json ${(noDb * 100).toFixed(1)} % of bare Fastify (target ≥ 65 %)`);
      if (crowd.p99 > TARGET_CROWD_P99_MS[kind])
        missed.push(`${kind} crowd p99 ${crowd.p99.toFixed(0)} ms (target ≤ ${TARGET_CROWD_P99_MS[kind]})`);
      if (crowd.errors > 0)
        missed.push(`${kind} crowd: ${crowd.errors} errors (${crowd.timeouts} time-outs)`);
    } finally {
      await prepared.drop();
    }
  }

  lines.push(
    `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}; c=${CONNECTIONS} runs of ` +
      `${SECONDS} s after ${warmupSeconds()} s of warm-up, the crowd ${CROWD_SECONDS} s.`,
    '',
    `Bare Fastify (one JSON route, same process layout): **${bare.rate.toFixed(0)} req/s**, p99 ${bare.p99} ms.`,
    '',
  );
  for (const { kind, rows, crowd } of results) {
    const version = rows.find((r) => r.call === 'app-version')!.rate;
    lines.push(
      `### ${kind === 'pglite' ? 'Embedded default (PGlite)' : 'PostgreSQL'}`,
      '',
      `app-version.json (no database) is ${((version / bare.rate) * 100).toFixed(1)} % of bare Fastify.`,
      '',
      '| call, c=20 | req/s | p50 ms | p99 ms | errors | share of app-version.json |',
      '|---|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.call} | ${r.rate.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${((r.rate / version) * 100).toFixed(1)} % |`,
      ),
      '',
      `Crowd of ${CROWD} buyers (floors → search → product page → suggestions): **${crowd.rate.toFixed(0)} req/s, ` +
        `p50 ${crowd.p50.toFixed(0)} ms, p99 ${crowd.p99.toFixed(0)} ms, ${crowd.errors} errors ` +
        `(${crowd.timeouts} time-outs)**; p99 per call: ` +
        crowd.perCall.map((c) => `${c.call} ${c.p99.toFixed(0)} ms`).join(', ') +
        '.',
      '',
    );
  }
  lines.push(missed.length ? `Targets missed: ${missed.join('; ')}.` : 'All targets met.');
  const section = lines.join('\n');
  console.log(`\n${section}\n`);
  if (process.env.BENCH_WRITE !== '0') writeSection(section);
  agent.destroy();
  if (missed.length) {
    console.error(`[bench] targets missed: ${missed.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('[bench] all targets met');
  }
}

const warmupSeconds = () => Math.max(1, Math.round(SECONDS / 5));

/** Replaces the figures between the markers of docs/benchmarks/api.md (or appends them). */
function writeSection(section: string): void {
  const start = '<!-- bench:api:start -->';
  const end = '<!-- bench:api:end -->';
  const doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# API benchmark\n';
  const block = `${start}\n${section}\n${end}`;
  const next =
    doc.includes(start) && doc.includes(end)
      ? doc.slice(0, doc.indexOf(start)) + block + doc.slice(doc.indexOf(end) + end.length)
      : `${doc.trimEnd()}\n\n## Latest run\n\n${block}\n`;
  writeFileSync(DOC, next);
  console.log(`[bench] figures written to ${DOC}`);
}

/** DATABASE_URL, else a local PostgreSQL at 127.0.0.1:5432 that answers, else null. */
async function postgresUrl(): Promise<string | null> {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return url;
  } catch {
    if (process.env.DATABASE_URL) throw new Error(`DATABASE_URL does not answer: ${url}`);
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Seeds an open database and picks what the calls need: SKUs on sale and a buyer's session. */
async function seedFor(db: Database): Promise<{ skuIds: number[]; token: string }> {
  await migrate(db);
  await seed(db);
  await db.vacuum();
  const { skuIds, userId } = await db.owner(async (q) => {
    const skus = await q.query<{ id: number }>(
      `SELECT s.id FROM product_sku s WHERE s.shop_id = $1 AND s.status = 1 ORDER BY s.id LIMIT 200`,
      [SHOP],
    );
    const user = await q.query<{ id: number }>(
      'SELECT id FROM app_user WHERE shop_id = $1 AND user_name = $2',
      [SHOP, BUYER],
    );
    return { skuIds: skus.rows.map((r) => r.id), userId: user.rows[0]!.id };
  });
  return { skuIds, token: await createSession(db, SHOP, userId) };
}

async function preparePglite(): Promise<Prepared> {
  const dir = mkdtempSync(join(tmpdir(), 'mall-bench-api-'));
  const started = performance.now();
  const db = await openDatabase({ dataDir: dir });
  try {
    const { skuIds, token } = await seedFor(db);
    console.log(
      `[bench] PGlite data directory ${dir} seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return {
      env: { DATA_DIR: dir },
      skuIds,
      token,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  } finally {
    await db.close();
  }
}

async function preparePostgres(baseUrl: string): Promise<Prepared> {
  const name = `mall_bench_api_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  await admin(`CREATE DATABASE ${name}`);
  const started = performance.now();
  const db = await openDatabase({ databaseUrl: url });
  try {
    const { skuIds, token } = await seedFor(db);
    console.log(
      `[bench] PostgreSQL database ${name} seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return {
      env: { DATABASE_URL: url },
      skuIds,
      token,
      drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  } catch (error) {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  } finally {
    await db.close();
  }
}

async function startChild(args: string[], env: Record<string, string>): Promise<ChildProcess> {
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.setEncoding('utf8');
  while (!out.includes('ready at')) {
    const [chunk] = (await Promise.race([
      once(child.stdout!, 'data'),
      once(child, 'exit').then(() => {
        throw new Error(`server exited before it was ready:\n${out}`);
      }),
    ])) as [string];
    out += chunk;
  }
  child.stdout!.on('data', () => undefined);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  if (child.exitCode === null) await once(child, 'exit');
}

/** A warm-up run, then the timed one; the answers are checked once before. */
async function measure(
  call: string,
  port: number,
  request: AutocannonRequest & { setupRequest?: (req: AutocannonRequest) => AutocannonRequest },
): Promise<Row> {
  const url = `http://127.0.0.1:${port}`;
  const first = request.setupRequest ? request.setupRequest({ ...request }) : request;
  await check(call, port, first);
  const run = (duration: number) =>
    autocannon({ url, connections: CONNECTIONS, duration, timeout: 10, requests: [request] });
  await run(warmupSeconds());
  const r = await run(SECONDS);
  const row = {
    call,
    rate: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
  console.log(
    `[bench]   ${call}: ${row.rate.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}`,
  );
  return row;
}

/** One request, whose answer must be a 200 (and a successful envelope when it is JSON). */
async function check(call: string, port: number, req: AutocannonRequest): Promise<void> {
  const res = await send(port, req);
  const ok =
    res.status === 200 &&
    (!res.type.includes('json') || call === 'app-version' || call === 'bare' || JSON.parse(res.body).success);
  if (!ok) throw new Error(`${call}: unexpected answer ${res.status} ${res.body.slice(0, 300)}`);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CROWD });

function send(
  port: number,
  req: AutocannonRequest,
  timeoutMs = CROWD_TIMEOUT_MS,
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const r = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: req.method ?? 'GET',
        path: req.path ?? '/',
        headers: { ...req.headers, ...(req.body ? { 'content-length': Buffer.byteLength(req.body) } : {}) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    r.on('timeout', () => r.destroy(new Error('timeout')));
    r.on('error', reject);
    r.end(req.body);
  });
}

async function runBare(): Promise<Row> {
  const child = await startChild(['scripts/bench-api.ts', '--bare', String(BARE_PORT)], {});
  try {
    return await measure('bare', BARE_PORT, { method: 'GET', path: '/bare' });
  } finally {
    await stop(child);
  }
}

const json = { 'content-type': 'application/json', shopId: SHOP };
const cycle = <T>(items: T[]) => {
  let i = 0;
  return () => items[i++ % items.length]!;
};

/** The calls of the crowd and of the c=20 runs, with varied keywords and SKUs. */
function calls(skuIds: number[]) {
  const keyword = cycle(KEYWORDS);
  const sku = cycle(skuIds);
  const suggestion = cycle(KEYWORDS.flatMap((k) => [k.slice(0, 1), k]));
  return {
    floors: (): AutocannonRequest => ({
      method: 'POST',
      path: '/iiot/jcmall-search/product/floorsForFront',
      headers: json,
      body: JSON.stringify({ size: 8 }),
    }),
    search: (): AutocannonRequest => ({
      method: 'POST',
      path: '/iiot/jcmall-search/product/pageListForFront',
      headers: json,
      body: JSON.stringify({ pn: keyword(), current: 1, size: 20 }),
    }),
    detail: (): AutocannonRequest => ({
      method: 'GET',
      path: `/iiot/jcmall-product/product/detail?skuId=${sku()}`,
      headers: { shopId: SHOP },
    }),
    suggestions: (): AutocannonRequest => ({
      method: 'GET',
      path: `/iiot/jcmall-product/product/queryHotKeywords?keyword=${encodeURIComponent(suggestion())}`,
      headers: { shopId: SHOP },
    }),
  };
}

async function runDatabase(
  kind: Database['kind'],
  prepared: Prepared,
  homeHtml: boolean,
): Promise<{ rows: Row[]; crowd: CrowdResult }> {
  console.log(`[bench] ${kind}:`);
  const server = await startChild(['server/src/platform/server.ts'], {
    ...prepared.env,
    PORT: String(PORT),
    DIST_DIR,
    LOG_LEVEL: 'error',
  });
  try {
    const c = calls(prepared.skuIds);
    const auth = { ...json, authorization: `Bearer ${prepared.token}` };
    for (const skuId of prepared.skuIds.slice(0, 3)) {
      const added = await send(PORT, {
        method: 'POST',
        path: '/iiot/jcmall-order/sc/addShoppingCarts',
        headers: auth,
        body: JSON.stringify({ skuId, quantity: '1' }),
      });
      if (!JSON.parse(added.body).success) throw new Error(`cart line refused: ${added.body}`);
    }
    const rows: Row[] = [];
    rows.push(await measure('app-version', PORT, { method: 'GET', path: '/mall/app-version.json' }));
    if (homeHtml) rows.push(await measure('home HTML', PORT, { method: 'GET', path: '/mall/demo/index' }));
    rows.push(await measure('floors', PORT, { ...c.floors(), setupRequest: () => c.floors() }));
    rows.push(await measure('search', PORT, { ...c.search(), setupRequest: () => c.search() }));
    rows.push(await measure('detail', PORT, { ...c.detail(), setupRequest: () => c.detail() }));
    rows.push(
      await measure('suggestions', PORT, { ...c.suggestions(), setupRequest: () => c.suggestions() }),
    );
    rows.push(
      await measure('cart', PORT, {
        method: 'POST',
        path: '/iiot/jcmall-order/sc/queryCartInfo',
        headers: auth,
        body: '{}',
      }),
    );
    const crowd = await runCrowd(c);
    console.log(
      `[bench]   crowd of ${CROWD}: ${crowd.rate.toFixed(0)} req/s, p50 ${crowd.p50.toFixed(0)} ms, ` +
        `p99 ${crowd.p99.toFixed(0)} ms, errors ${crowd.errors} (time-outs ${crowd.timeouts})`,
    );
    return { rows, crowd };
  } finally {
    await stop(server);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** 100 buyers, each looping floors → search → product page → suggestions for CROWD_SECONDS. */
async function runCrowd(c: ReturnType<typeof calls>): Promise<CrowdResult> {
  const steps = ['floors', 'search', 'detail', 'suggestions'] as const;
  const latencies: number[] = [];
  const perCall = new Map<string, number[]>(steps.map((s) => [s, []]));
  let errors = 0;
  let timeouts = 0;
  const t0 = performance.now();
  const until = t0 + CROWD_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CROWD }, async () => {
      while (performance.now() < until) {
        for (const step of steps) {
          const s = performance.now();
          try {
            const res = await send(PORT, c[step]());
            if (res.status !== 200 || !JSON.parse(res.body).success) errors += 1;
          } catch (error) {
            errors += 1;
            if (String(error).includes('timeout')) timeouts += 1;
          }
          const ms = performance.now() - s;
          latencies.push(ms);
          perCall.get(step)!.push(ms);
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rate: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    timeouts,
    perCall: steps.map((call) => {
      const l = perCall.get(call)!.sort((a, b) => a - b);
      return { call, p50: percentile(l, 50), p99: percentile(l, 99) };
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Bare Fastify: the same process layout as the mall's server (a child process, one JSON route).

if (process.argv[2] === '--bare') {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ appVersion: 'bare' }));
  await app.listen({ host: '127.0.0.1', port: Number(process.argv[3]) });
  console.log('ready at');
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
} else {
  await main();
}

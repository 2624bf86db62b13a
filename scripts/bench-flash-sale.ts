/**
 * Flash-sale benchmark (`npm run bench:flash-sale`, issue #17). Drives the real HTTP API on PostgreSQL: it
 * creates a database `mall_bench_flash_<pid>` (migrated and seeded), puts one seckill SKU in a running
 * flash-sale session (activity price ¥60.00, activity stock 800, at most 5 per buyer), starts the server
 * as a child process on it, and lets 200 buyers place direct orders of it at once, each buyer one request
 * after another, until they are told 已抢光 (sold out) or 每人限购 (their limit). Before the timing, each
 * buyer places 2 orders of an ordinary SKU (a warm-up, not counted). It reports successful orders per
 * second, p50/p99 latency of the successful orders, and checks the invariants: the item's sold count equals
 * the orders and never exceeds its stock (oversell 0), no buyer holds more than the limit, every order is
 * of type second at the activity price, and the SKU's stock agrees with its order lines. The figures are
 * written to docs/benchmarks/flash-sale.md between its markers (BENCH_WRITE=0 leaves the file alone).
 * Exits non-zero when an invariant breaks.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server to use; the
 * benchmark database is dropped afterwards (BENCH_KEEP=1 keeps it).
 */
import { once } from 'node:events';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/src/platform/db/database.ts';
import { migrate } from '../server/src/platform/db/migrate.ts';
import { seed } from '../server/src/platform/db/seed/index.ts';
import { createSession } from '../server/src/modules/identity/sessions.service.ts';
import {
  benchDatabase,
  cpuSplit,
  cpuSplitLine,
  directOrderClient,
  percentile,
  startBenchServer,
} from './lib/bench-orders.ts';

const BUYERS = 200;
const ACTIVITY_STOCK = 800;
const LIMIT = 5;
const SKU_STOCK = 5000;
const PRICE = '120.00';
const FLASH_PRICE = '60.00';
const WARMUP_ROUNDS = 2;
const SHOP = 'DEMO';
const PORT = Number(process.env.BENCH_PORT ?? 18_094);
const DOC = 'docs/benchmarks/flash-sale.md';

const { baseUrl, dbName, benchUrl, admin, analyze } = benchDatabase('mall_bench_flash');

interface Buyer {
  id: number;
  token: string;
  addressId: number;
}

async function prepare(): Promise<{ sku: number; warmSku: number; itemId: number; buyers: Buyer[] }> {
  await admin(`CREATE DATABASE ${dbName}`);
  const db = await openDatabase({ databaseUrl: benchUrl });
  try {
    await migrate(db);
    await seed(db);
    const { sku, warmSku, itemId, userIds } = await db.owner(async (q) => {
      const { rows } = await q.query<{ id: number }>(
        `SELECT s.id FROM product_sku s JOIN store st ON st.id = s.store_id
          WHERE s.shop_id = $1 AND st.store_type = 1 AND s.product_type = 1 AND s.status = 1 AND s.price IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM promo_discount_sku x WHERE x.sku_id = s.id)
          ORDER BY s.id LIMIT 2`,
        [SHOP],
      );
      const [skuId, warmId] = [rows[0]!.id, rows[1]!.id];
      await q.query('UPDATE product_sku SET price = $2 WHERE id = ANY($1::bigint[])', [
        [skuId, warmId],
        PRICE,
      ]);
      await q.query(
        'UPDATE product_sku SET product_type = 3, activity_start = NULL, activity_end = NULL WHERE id = $1',
        [skuId],
      );
      await q.query('UPDATE sku_stock SET stock = $2 WHERE sku_id = $1', [skuId, SKU_STOCK]);
      await q.query('UPDATE sku_stock SET stock = $2 WHERE sku_id = $1', [warmId, BUYERS * WARMUP_ROUNDS]);
      await q.query(
        'UPDATE base_config SET max_unpaid_orders = 1000000, max_unpaid_units_per_sku = 1000000 WHERE shop_id = $1',
        [SHOP],
      );
      const { rows: item } = await q.query<{ id: number }>(
        `WITH s AS (INSERT INTO promo_flash_session (shop_id, title, starts_at, ends_at)
                    VALUES ($1, '压测场', now() - interval '1 minute', now() + interval '1 hour') RETURNING id)
         INSERT INTO promo_flash_item (shop_id, session_id, sku_id, price, stock, per_user_limit)
         SELECT $1, s.id, $2, $3, $4, $5 FROM s RETURNING id`,
        [SHOP, skuId, FLASH_PRICE, ACTIVITY_STOCK, LIMIT],
      );
      const users = await q.query<{ id: number }>(
        `INSERT INTO app_user (shop_id, user_name, full_name, mobile, password_hash, user_type)
         SELECT $1, 'flash' || g, '秒杀买家' || g, '165' || lpad(g::text, 8, '0'), 'x', 7
           FROM generate_series(1, $2::int) g RETURNING id`,
        [SHOP, BUYERS],
      );
      const ids = users.rows.map((r) => r.id);
      await q.query(
        `INSERT INTO user_address (shop_id, user_id, receiver, phone, province_code, city_code, county_code, town_code,
                                   region_name, detail, is_default)
         SELECT $1, u, '压测收货人', '13900000000', '110000', '110100', '110105', '110105001',
                '北京市 北京市 朝阳区 建外街道', '建国门外大街1号国贸大厦', true FROM unnest($2::bigint[]) u`,
        [SHOP, ids],
      );
      return { sku: skuId, warmSku: warmId, itemId: item[0]!.id, userIds: ids };
    });
    const buyers: Buyer[] = [];
    for (const id of userIds) {
      const token = await createSession(db, SHOP, id);
      const addressId = await db.owner(
        async (q) =>
          (await q.query<{ id: number }>('SELECT id FROM user_address WHERE user_id = $1', [id])).rows[0]!.id,
      );
      buyers.push({ id, token, addressId });
    }
    return { sku, warmSku, itemId, buyers };
  } finally {
    await db.close();
  }
}

/** Replaces the figures between the markers of the benchmark's note (or appends them). */
function writeSection(section: string): void {
  if (process.env.BENCH_WRITE === '0') return;
  const start = '<!-- bench:flash-sale:start -->';
  const end = '<!-- bench:flash-sale:end -->';
  const doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Flash-sale benchmark\n';
  const block = `${start}\n\n${section}\n\n${end}`;
  const next =
    doc.includes(start) && doc.includes(end)
      ? doc.slice(0, doc.indexOf(start)) + block + doc.slice(doc.indexOf(end) + end.length)
      : `${doc.trimEnd()}\n\n## Latest run\n\n${block}\n`;
  writeFileSync(DOC, next);
  console.log(`[bench] figures written to ${DOC}`);
}

async function run() {
  const started = performance.now();
  const { sku, warmSku, itemId, buyers } = await prepare();
  console.log(`[bench] database ${dbName} ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await admin('CHECKPOINT');
  const server = await startBenchServer(benchUrl, PORT);
  try {
    const client = directOrderClient(PORT, SHOP, BUYERS);
    const order = (b: Buyer, skuId: number, amount: string) =>
      client.place(b.token, {
        lines: [{ skuId, quantity: '1' }],
        addressId: b.addressId,
        deliveryMethod: 2,
        invoice: { kind: 'none' },
        userCouponIds: [],
        points: 0,
        messages: [],
        expectedPayAmount: amount,
      });

    const w0 = performance.now();
    await Promise.all(
      buyers.map(async (b) => {
        for (let i = 0; i < WARMUP_ROUNDS; i++) {
          const res = await order(b, warmSku, PRICE);
          if (!res.body.success) throw new Error(`warm-up order refused: ${res.body.message}`);
        }
      }),
    );
    console.log(
      `[bench] warm-up: ${BUYERS * WARMUP_ROUNDS} orders of another SKU in ${((performance.now() - w0) / 1000).toFixed(1)} s, not counted`,
    );
    // The tables' statistics, as autovacuum takes them on a running shop (bench-orders.ts, analyze).
    await analyze();

    const latencies: number[] = [];
    const ordersOf = new Map<number, number>();
    let soldOut = 0;
    let limited = 0;
    let hot = 0;
    let errors = 0;
    let lastSuccessAt = 0;
    const t0 = performance.now();
    const split0 = cpuSplit(server.pid);
    await Promise.all(
      buyers.map(async (b) => {
        for (;;) {
          const s = performance.now();
          const res = await order(b, sku, FLASH_PRICE);
          const ms = performance.now() - s;
          if (res.body.success) {
            latencies.push(ms);
            ordersOf.set(b.id, (ordersOf.get(b.id) ?? 0) + 1);
            lastSuccessAt = performance.now();
          } else if (/已抢光/.test(res.body.message)) {
            soldOut += 1;
            return;
          } else if (/每人限购/.test(res.body.message)) {
            limited += 1;
            return;
          } else if (/活动太火爆/.test(res.body.message)) {
            hot += 1;
          } else {
            errors += 1;
            if (errors <= 5) console.error(`[bench] unexpected answer ${res.status}: ${res.body.message}`);
            if (errors > 50) return;
          }
        }
      }),
    );
    const split = cpuSplit(server.pid);
    const successes = latencies.length;
    const seconds = (lastSuccessAt - t0) / 1000;
    const check = await openDatabase({ databaseUrl: benchUrl });
    const facts = await check.owner(async (q) => {
      const { rows } = await q.query<{
        sold: number;
        live: number;
        maxPerUser: number;
        lines: number;
        stock: number;
        wrong: number;
      }>(
        `SELECT (SELECT sold FROM promo_flash_item WHERE id = $1) AS sold,
                (SELECT count(*)::int FROM promo_order WHERE flash_item_id = $1 AND live) AS live,
                (SELECT COALESCE(max(n), 0)::int FROM (SELECT sum(units) AS n FROM promo_order
                                                        WHERE flash_item_id = $1 GROUP BY user_id) x) AS "maxPerUser",
                (SELECT count(*)::int FROM order_line WHERE sku_id = $2) AS lines,
                (SELECT stock FROM sku_stock WHERE sku_id = $2) AS stock,
                (SELECT count(*)::int FROM order_line l JOIN mall_order o ON o.id = l.order_id
                  WHERE l.sku_id = $2 AND (o.order_type <> 'second' OR l.price <> $3::numeric)) AS wrong`,
        [itemId, sku, FLASH_PRICE],
      );
      return rows[0]!;
    });
    await check.close();
    client.close();
    const oversell =
      Math.max(0, facts.sold - ACTIVITY_STOCK) +
      Math.abs(facts.sold - facts.live) +
      Math.abs(facts.lines - successes) +
      Math.abs(SKU_STOCK - facts.lines - facts.stock);
    const overLimit =
      [...ordersOf.values()].filter((n) => n > LIMIT).length + (facts.maxPerUser > LIMIT ? 1 : 0);
    latencies.sort((a, b) => a - b);
    const rate = successes / seconds;
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), PostgreSQL at ${new URL(baseUrl).host}, load average ${loadavg()[0]!.toFixed(1)} (other work on the machine counts)`;
    const lines = [
      `- machine: ${machine}`,
      `- ${BUYERS} buyers at once, one seckill SKU: activity stock ${ACTIVITY_STOCK}, limit ${LIMIT} per buyer, ¥${FLASH_PRICE} (was ¥${PRICE})`,
      `- successful orders: ${successes} in ${seconds.toFixed(2)} s → **${rate.toFixed(0)} orders/s**`,
      `- latency of successful orders: **p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms**`,
      ...[cpuSplitLine(split0, split, successes)].filter(Boolean).map((l) => `- ${l}`),
      `- refused: sold out ${soldOut}, at their limit ${limited}, too hot (lock wait > 3 s) ${hot}, unexpected ${errors}`,
      `- item sold ${facts.sold} of ${ACTIVITY_STOCK}, live activity orders ${facts.live}, order lines ${facts.lines}, SKU stock left ${facts.stock} of ${SKU_STOCK}`,
      `- most units held by one buyer: ${facts.maxPerUser} (limit ${LIMIT}); orders not of type second or not at the activity price: ${facts.wrong}`,
      `- **oversell ${oversell}, buyers over the limit ${overLimit}**`,
    ];
    for (const l of lines) console.log(`[bench] ${l.slice(2).replaceAll('**', '')}`);
    writeSection(
      `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC:\n\n${lines.join('\n')}`,
    );
    const broken = [
      oversell !== 0 && `oversell ${oversell}`,
      overLimit !== 0 && `${overLimit} buyers over the limit`,
      facts.wrong !== 0 && `${facts.wrong} orders of the wrong type or price`,
      errors !== 0 && `${errors} unexpected answers`,
      facts.sold !== ACTIVITY_STOCK && `sold ${facts.sold} of ${ACTIVITY_STOCK}`,
    ].filter(Boolean);
    if (broken.length > 0) {
      console.error(`[bench] invariants broken: ${broken.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('[bench] zero oversell, nobody over the limit');
    }
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    if (!process.env.BENCH_KEEP) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

await run();

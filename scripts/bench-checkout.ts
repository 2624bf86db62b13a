/**
 * Checkout benchmark (`npm run bench:checkout`). Drives the real HTTP API on PostgreSQL: it creates a
 * database `mall_bench_checkout_<pid>` (migrated and seeded), starts the server as a child process on it,
 * and lets 64 concurrent buyers place direct orders of one hot SKU, each buyer one request after another,
 * until the stock is gone. Each of the 64 is a desk of 16 accounts taking turns, so no account holds more
 * unpaid orders than the shop's default caps allow (10 orders, 500 units of a SKU): the caps stay in force
 * and are checked at every order, as for real buyers. Before the timing, each buyer places 5 orders of another SKU (a warm-up, not
 * counted: the server's pools open their connections, statements get prepared, the JIT warms up; the
 * cold first wave's slowest answer is printed); then the database is analysed, as autovacuum analyses
 * a running shop's tables. It reports successful orders per second, p50/p99 latency of successful
 * orders, and the oversell count (orders beyond the starting stock, or a stock that disagrees with the
 * orders). Targets (issue #22): zero oversell, ≥ 1,000 orders/s, p99 ≤ 100 ms. Exits non-zero when one is missed.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server to use; the
 * benchmark database is dropped afterwards.
 *
 * BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") are passed to the server process;
 * BENCH_KEEP=1 keeps the database for a look afterwards.
 */
import { once } from 'node:events';
import { cpus } from 'node:os';
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

const BUYERS = 64;
/** Accounts per concurrent buyer, taking turns: 16 × 10 unpaid orders leaves room for ~94 orders each. */
const ACCOUNTS = 16;
const STOCK = 6000;
const PRICE = '120.00';
const SHOP = 'DEMO';
const PORT = Number(process.env.BENCH_PORT ?? 18_093);
const TARGET_RATE = 1000;
const WARMUP_ROUNDS = 5;
const TARGET_P99_MS = 100;

const { baseUrl, dbName, benchUrl, admin, analyze } = benchDatabase('mall_bench_checkout');

async function prepare(): Promise<{
  sku: number;
  warmSku: number;
  buyers: Array<Array<{ token: string; addressId: number }>>;
}> {
  await admin(`CREATE DATABASE ${dbName}`);
  const db = await openDatabase({ databaseUrl: benchUrl });
  try {
    await migrate(db);
    await seed(db);
    const { sku, warmSku, userIds } = await db.owner(async (q) => {
      const { rows } = await q.query<{ id: number }>(
        `SELECT s.id FROM product_sku s JOIN store st ON st.id = s.store_id
          WHERE s.shop_id = $1 AND st.store_type = 1 AND s.product_type = 1 AND s.status = 1 AND s.price IS NOT NULL
          ORDER BY s.id LIMIT 2`,
        [SHOP],
      );
      const [skuId, warmId] = [rows[0]!.id, rows[1]!.id];
      await q.query('UPDATE product_sku SET price = $2 WHERE id = ANY($1::bigint[])', [
        [skuId, warmId],
        PRICE,
      ]);
      await q.query('UPDATE sku_stock SET stock = $2 WHERE sku_id = $1', [skuId, STOCK]);
      await q.query('UPDATE sku_stock SET stock = $2 WHERE sku_id = $1', [warmId, BUYERS * WARMUP_ROUNDS]);
      const users = await q.query<{ id: number }>(
        `INSERT INTO app_user (shop_id, user_name, full_name, mobile, password_hash, user_type)
         SELECT $1, 'bench' || g, '压测买家' || g, '166' || lpad(g::text, 8, '0'), 'x', 7
           FROM generate_series(1, $2::int) g RETURNING id`,
        [SHOP, BUYERS * ACCOUNTS],
      );
      const ids = users.rows.map((r) => r.id);
      await q.query(
        `INSERT INTO user_address (shop_id, user_id, receiver, phone, province_code, city_code, county_code, town_code,
                                   region_name, detail, is_default)
         SELECT $1, u, '压测收货人', '13900000000', '110000', '110100', '110105', '110105001',
                '北京市 北京市 朝阳区 建外街道', '建国门外大街1号国贸大厦', true FROM unnest($2::bigint[]) u`,
        [SHOP, ids],
      );
      return { sku: skuId, warmSku: warmId, userIds: ids };
    });
    const addresses = await db.owner(async (q) => {
      const { rows } = await q.query<{ userId: number; id: number }>(
        'SELECT user_id AS "userId", id FROM user_address WHERE user_id = ANY($1::bigint[])',
        [userIds],
      );
      return new Map(rows.map((r) => [Number(r.userId), r.id]));
    });
    const accounts: Array<{ token: string; addressId: number }> = [];
    for (const id of userIds) {
      accounts.push({ token: await createSession(db, SHOP, id), addressId: addresses.get(id)! });
    }
    const buyers = Array.from({ length: BUYERS }, (_, i) => accounts.slice(i * ACCOUNTS, (i + 1) * ACCOUNTS));
    return { sku, warmSku, buyers };
  } finally {
    await db.close();
  }
}

/** The machine's CPU time so far, busy and idle, in ms summed over its cores. */
function machineCpu(): { busy: number; idle: number } {
  let busy = 0;
  let idle = 0;
  for (const { times } of cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    idle += times.idle;
  }
  return { busy, idle };
}

async function run() {
  const started = performance.now();
  const { sku, warmSku, buyers } = await prepare();
  console.log(`[bench] database ${dbName} ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Every run starts right after a checkpoint, so a checkpoint's burst of full-page writes does not land
  // in the middle of one run and not another.
  await admin('CHECKPOINT');
  const server = await startBenchServer(benchUrl, PORT);
  try {
    const client = directOrderClient(PORT, SHOP, BUYERS);
    const order = (b: { token: string; addressId: number }, skuId = sku) =>
      client.place(b.token, {
        lines: [{ skuId, quantity: '1' }],
        addressId: b.addressId,
        deliveryMethod: 1,
        invoice: { kind: 'electronic' },
        userCouponIds: [],
        points: 0,
        messages: [],
        expectedPayAmount: PRICE,
      });
    const latencies: number[] = [];
    let successes = 0;
    let refusals = 0;
    let errors = 0;
    let lastSuccessAt = 0;
    let soldOut = false;
    const w0 = performance.now();
    let coldest = 0;
    // Each buyer's accounts take turns, the warm-up's orders included.
    const turn = buyers.map(() => 0);
    const next = (i: number) => buyers[i]![turn[i]!++ % ACCOUNTS]!;
    await Promise.all(
      buyers.map(async (_, b) => {
        for (let i = 0; i < WARMUP_ROUNDS; i++) {
          const s = performance.now();
          const res = await order(next(b), warmSku);
          if (i === 0) coldest = Math.max(coldest, performance.now() - s);
          if (!res.body.success) throw new Error(`warm-up order refused: ${res.body.message}`);
        }
      }),
    );
    console.log(
      `[bench] warm-up: ${BUYERS * WARMUP_ROUNDS} orders of another SKU in ${((performance.now() - w0) / 1000).toFixed(1)} s, ` +
        `not counted (slowest answer of the cold first wave ${coldest.toFixed(0)} ms)`,
    );
    // The tables' statistics, as autovacuum takes them on a running shop (bench-orders.ts, analyze).
    await analyze();
    const t0 = performance.now();
    const cpu0 = machineCpu();
    const split0 = cpuSplit(server.pid);
    await Promise.all(
      buyers.map(async (_, b) => {
        while (!soldOut) {
          const s = performance.now();
          const res = await order(next(b));
          const body = res.body;
          const ms = performance.now() - s;
          if (body.success) {
            successes += 1;
            latencies.push(ms);
            lastSuccessAt = performance.now();
          } else if (/库存不足|商品无货/.test(body.message)) {
            refusals += 1;
            soldOut = true;
          } else if (/活动太火爆/.test(body.message)) {
            refusals += 1;
          } else {
            errors += 1;
            if (errors <= 5) console.error(`[bench] unexpected answer ${res.status}: ${body.message}`);
            if (errors > 50) soldOut = true;
          }
        }
      }),
    );
    const seconds = (lastSuccessAt - t0) / 1000;
    const cpu = machineCpu();
    const split = cpuSplit(server.pid);
    const busyMs = cpu.busy - cpu0.busy;
    const busyShare = busyMs / (cpu.busy + cpu.idle - cpu0.busy - cpu0.idle);
    const check = await openDatabase({ databaseUrl: benchUrl });
    const { stock, lines } = await check.owner(async (q) => {
      const { rows } = await q.query<{ stock: number; lines: number }>(
        `SELECT (SELECT stock FROM sku_stock WHERE sku_id = $1) AS stock,
                (SELECT count(*)::int FROM order_line WHERE sku_id = $1) AS lines`,
        [sku],
      );
      return rows[0]!;
    });
    await check.close();
    client.close();
    const oversell =
      Math.max(0, lines - STOCK) + Math.abs(STOCK - lines - stock) + Math.max(0, successes - lines);
    latencies.sort((a, b) => a - b);
    const rate = successes / seconds;
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    console.log(
      `[bench] machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), PostgreSQL at ${new URL(baseUrl).host}`,
    );
    console.log(`[bench] ${BUYERS} buyers, one hot SKU with stock ${STOCK}, price ¥${PRICE}`);
    console.log(
      `[bench] successful orders: ${successes} in ${seconds.toFixed(2)} s → ${rate.toFixed(0)} orders/s`,
    );
    console.log(`[bench] latency of successful orders: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
    console.log(
      `[bench] machine CPU while timed: ${(busyShare * 100).toFixed(0)} % busy, ` +
        `${(busyMs / Math.max(1, successes)).toFixed(2)} ms of CPU per order (server, database and this client)`,
    );
    const splitLine = cpuSplitLine(split0, split, successes);
    if (splitLine) console.log(`[bench] ${splitLine}`);
    console.log(`[bench] refused (sold out / too hot): ${refusals}, unexpected: ${errors}`);
    console.log(`[bench] stock left ${stock}, order lines ${lines}, oversell ${oversell}`);
    const missed = [
      oversell !== 0 && `oversell ${oversell} (target 0)`,
      errors !== 0 && `${errors} unexpected answers`,
      rate < TARGET_RATE && `${rate.toFixed(0)} orders/s (target ≥ ${TARGET_RATE})`,
      p99 > TARGET_P99_MS && `p99 ${p99.toFixed(1)} ms (target ≤ ${TARGET_P99_MS})`,
    ].filter(Boolean);
    if (missed.length > 0) {
      console.error(`[bench] targets missed: ${missed.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('[bench] all targets met');
    }
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    if (!process.env.BENCH_KEEP) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

await run();

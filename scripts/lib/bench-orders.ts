/**
 * What the order benchmarks (bench-checkout.ts, bench-flash-sale.ts) share: a database of their own on
 * the PostgreSQL of DATABASE_URL, the real server started on it as a child process, a light HTTP client
 * that places direct orders, and the percentile of sorted latencies.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

/** A benchmark's database `<prefix>_<pid>` beside DATABASE_URL's, and statements run on the server's own. */
export function benchDatabase(prefix: string) {
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `${prefix}_${process.pid}`;
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  return {
    baseUrl,
    dbName,
    benchUrl: url.toString(),
    /** Runs one statement on DATABASE_URL's database (CREATE / DROP DATABASE, CHECKPOINT). */
    admin: (sql: string) => runOn(baseUrl, sql),
    /**
     * The planner's statistics of the benchmark's database, taken after the warm-up: on a running shop
     * autovacuum analyses a table within a minute of its first few hundred orders, and the plans the
     * server's connections keep (order creation runs with plan_cache_mode = force_generic_plan) are made
     * again from them. A run of a few seconds on a fresh database would otherwise be timed on plans made
     * for tables the seed left empty (seed/index.ts, analyzeSeededTables).
     */
    analyze: () => runOn(url.toString(), 'ANALYZE'),
  };
}

async function runOn(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts the mall's server on `databaseUrl` and resolves once it is ready. BENCH_NODE_ARGS (e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/prof") are passed to it.
 */
export async function startBenchServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/src/platform/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DIST_DIR: 'tests/server/fixtures/no-dist',
      LOG_LEVEL: 'error',
    },
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
  // Keep draining the server's output: a full pipe would block its writes.
  child.stdout!.on('data', () => undefined);
  return child;
}

export interface OrderAnswer {
  status: number;
  body: { success: boolean; message: string };
}

/**
 * Places direct orders (`POST /od/directPlaceOrder`, a fresh Idempotency-Key each) with node:http and
 * keep-alive: a lighter client than fetch, so the benchmark takes less of the CPU the server and the
 * database share. `close` ends its kept-alive sockets.
 */
export function directOrderClient(port: number, shopId: string, maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const place = (token: string, body: Record<string, unknown>) =>
    new Promise<OrderAnswer>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/iiot/jcmall-order/od/directPlaceOrder',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            shopId,
            authorization: token,
            'idempotency-key': randomUUID(),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  /** Closes the kept-alive sockets, so that the benchmark's process can end. */
  const close = () => agent.destroy();
  return { place, close };
}

/** The p-th percentile of ascending numbers (NaN when there are none). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** CPU time in ms spent by the server, by PostgreSQL (all its processes on this machine) and by this client. */
export interface CpuSplit {
  server: number;
  postgres: number;
  client: number;
}

/** The kernel's clock ticks per second, in which /proc/<pid>/stat counts CPU time. */
let ticksPerSecond: number | undefined;

/** A process's name and its user + system CPU time in ms, from /proc/<pid>/stat (Linux). */
function procCpu(pid: string): { name: string; ms: number } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null; // gone since the listing
  }
  // The name is in parentheses and may hold spaces; the fields after it are space-separated.
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { name: stat.slice(stat.indexOf('(') + 1, close), ms: (ticks * 1000) / ticksPerSecond };
}

/**
 * The CPU spent so far by the server (its pid), PostgreSQL (every process named postgres: backends, WAL
 * writer, checkpointer) and this process, so that a run can say which of them an order's CPU went to.
 * Null where /proc is not there to read (not Linux). A PostgreSQL process that ends between two readings
 * takes its time with it (the server's pooled connections stay open through a run).
 */
export function cpuSplit(serverPid: number | undefined): CpuSplit | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  let postgres = 0;
  let server = 0;
  for (const pid of pids) {
    const p = procCpu(pid);
    if (!p) continue;
    if (p.name === 'postgres') postgres += p.ms;
    else if (Number(pid) === serverPid) server = p.ms;
  }
  const own = process.cpuUsage();
  return { server, postgres, client: (own.user + own.system) / 1000 };
}

/** What each side spent between two readings, per successful order, as one line of the report. */
export function cpuSplitLine(before: CpuSplit | null, after: CpuSplit | null, orders: number): string | null {
  if (!before || !after || orders === 0) return null;
  const per = (k: keyof CpuSplit) => ((after[k] - before[k]) / orders).toFixed(2);
  return (
    `CPU per order by process: PostgreSQL ${per('postgres')} ms, server ${per('server')} ms, ` +
    `this client ${per('client')} ms`
  );
}

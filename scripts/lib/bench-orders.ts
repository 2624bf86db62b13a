/**
 * What the order benchmarks (bench-checkout.ts, bench-flash-sale.ts) share: a database of their own on
 * the PostgreSQL of DATABASE_URL, the real server started on it as a child process, a light HTTP client
 * that places direct orders, and the percentile of sorted latencies.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
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
    async admin(sql: string): Promise<void> {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    },
  };
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

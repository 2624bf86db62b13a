import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Rows come back with int8 as number, numeric as string (exact money), timestamps as Date. */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  /**
   * `prepare` keeps the statement prepared on the PostgreSQL connection (parsed and planned once per
   * connection): for the static statements of hot paths such as order creation. PGlite ignores it.
   */
  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: { prepare?: boolean },
  ): Promise<QueryResult<T>>;
  /** Runs a multi-statement script without parameters (migrations). */
  exec(script: string): Promise<void>;
}

/**
 * The storage port. App code never holds a connection: it asks for a transaction that runs as the
 * unprivileged `mall_app` role, with the tenant pinned for row-level security.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** A transaction as mall_app with `app.shop_id` set: RLS shows only this tenant's rows. */
  tenant<T>(shopId: string, fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** A transaction as mall_app with no tenant: tenant tables look empty, definer functions still answer. */
  anonymous<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** A transaction as the owning role, for migrations, seeding and maintenance only. */
  owner<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const APP_ROLE = 'mall_app';
const ENTER_APP_ROLE = `SELECT set_config('role', '${APP_ROLE}', true), set_config('app.shop_id', $1, true)`;

const statementNames = new Map<string, string>();
/** A stable name per statement text, so each connection prepares it once. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `s${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** A PostgreSQL error code (SQLSTATE), when the error came from the database (either engine). */
export const pgCode = (error: unknown): string | undefined =>
  error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/** Shop ids (and '' for no tenant) that can be written into SQL text safely. */
const TENANT_ID = /^(?:[A-Z][A-Z0-9_]{1,31})?$/;

export interface OpenOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string | undefined;
  /** A PGlite data dump (from dumpDataDir) to start from, used by tests to skip migrate and seed. */
  loadDataDir?: Blob | File | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options);
}

async function openPglite(options: OpenOptions): Promise<Database & { pglite: PGlite }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const wrap = (tx: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(text: string, params?: unknown[]) {
      const r = await tx.query<T>(text, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(script: string) {
      await tx.exec(script);
    },
  });
  const run = <T>(role: 'app' | 'owner', shopId: string, fn: (q: Queryable) => Promise<T>) =>
    pglite.transaction(async (tx) => {
      if (role === 'app') await tx.query(ENTER_APP_ROLE, [shopId]);
      return fn(wrap(tx));
    });
  return {
    kind: 'pglite',
    pglite,
    tenant: (shopId, fn) => run('app', shopId, fn),
    anonymous: (fn) => run('app', '', fn),
    owner: (fn) => run('owner', '', fn),
    close: () => pglite.close(),
  };
}

pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

async function openPostgres(url: string): Promise<Database> {
  // A few connections per core: more only queue inside PostgreSQL and slow every transaction down.
  const max = Number(process.env.PG_POOL_SIZE ?? Math.max(4, availableParallelism() * 3));
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    // An idle client died (server restart): the pool replaces it; requests in flight report their own error.
  });
  const run = async <T>(shopId: string | null, fn: (q: Queryable) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    const q: Queryable = {
      async query<R>(text: string, params?: unknown[], options?: { prepare?: boolean }) {
        const r = options?.prepare
          ? await client.query({ name: statementName(text), text, values: params as unknown[] })
          : await client.query(text, params as unknown[]);
        return { rows: r.rows as R[], rowCount: r.rowCount ?? r.rows.length };
      },
      async exec(script: string) {
        await client.query(script);
      },
    };
    try {
      if (shopId !== null && TENANT_ID.test(shopId)) {
        // One round trip instead of two: the tenant id is checked against a strict pattern before it is
        // written into the statement (the simple protocol takes no parameters).
        await client.query(`BEGIN; ${ENTER_APP_ROLE.replace('$1', `'${shopId}'`)}`);
      } else {
        await client.query('BEGIN');
        if (shopId !== null) await client.query(ENTER_APP_ROLE, [shopId]);
      }
      const result = await fn(q);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  return {
    kind: 'postgres',
    tenant: (shopId, fn) => run(shopId, fn),
    anonymous: (fn) => run('', fn),
    owner: (fn) => run(null, fn),
    close: () => pool.end(),
  };
}

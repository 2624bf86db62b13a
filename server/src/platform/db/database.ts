import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Socket } from 'node:net';
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { CHANGE_CHANNEL, createChangeFeed, type ChangeFeed, type ChangeTransport } from './change-feed.ts';

/** Rows come back with int8 as number, numeric as string (exact money), timestamps as Date. */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  /**
   * `prepare` keeps the statement prepared on the connection (on PGlite, the session), so that it is
   * parsed once; PostgreSQL then plans it for its values five times and keeps one plan for any values
   * when that looks no worse. For the static statements of hot paths such as order creation, and for
   * searches whose plan does not depend on the values (services/search/skus.ts, planStable).
   */
  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: { prepare?: boolean },
  ): Promise<QueryResult<T>>;
  /** Runs a multi-statement script without parameters (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Runs the transaction's last statement and commits, in one round trip on PostgreSQL (the statement
   * goes with its parameters written as literals, then COMMIT, in one simple-protocol message). Nothing
   * may run in the transaction afterwards. A failing statement commits nothing. Every parameter must be
   * cast in the text, and the text must hold no `$n` inside a literal. For the statement that takes a hot
   * row lock (an order's stock debit): the lock is released without waiting for another round trip.
   */
  queryThenCommit<T = Record<string, unknown>>(text: string, params: unknown[]): Promise<QueryResult<T>>;
}

/**
 * The storage port. App code never holds a connection: it asks for a transaction that runs as the
 * unprivileged `mall_app` role, with the tenant pinned for row-level security.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** A transaction as mall_app with `app.shop_id` set: RLS shows only this tenant's rows. */
  tenant<T>(shopId: string, fn: (q: Queryable) => Promise<T>, options?: TxOptions): Promise<T>;
  /**
   * Statements as mall_app with the tenant pinned, each committing on its own (no BEGIN/COMMIT): for
   * reads that need no transaction: the shop and session every request resolves before its handler,
   * and read-only operations such as search. On PostgreSQL the connections of a second pool keep the
   * role and tenant for their whole session, so a statement for the tenant a connection last served is
   * one round trip instead of three. Not for writes (the session's last-seen touch aside).
   */
  read<T>(shopId: string, fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** A transaction as mall_app with no tenant: tenant tables look empty, definer functions still answer. */
  anonymous<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** A transaction as the owning role, for migrations, seeding and maintenance only. */
  owner<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * VACUUM (ANALYZE) of the whole database, outside any transaction: dead rows reclaimed, the visibility
   * map and the planner's statistics brought up to date. PGlite runs PostgreSQL in single-user mode,
   * without autovacuum, so the server asks for it after bulk writes and then periodically (server.ts);
   * among other things, index-only scans (the search walk, migration 0016) then read no rows of pages
   * nobody changed. On PostgreSQL autovacuum does all of this, and the call does nothing.
   */
  vacuum(): Promise<void>;
  /**
   * Committed changes of the tables cached reads are built from (migration 0021), heard by every API
   * node: platform/cache.ts forgets what they touch.
   */
  readonly changes: ChangeFeed;
  /**
   * Raw notifications on a channel of their own (the chat's fan-out, modules/chat/hub.ts): every API
   * node listening hears each one (PostgreSQL: a connection of its own per listener; PGlite: its one
   * session, in process).
   */
  channel(name: string): ChangeTransport;
  close(): Promise<void>;
}

export interface TxOptions {
  /**
   * For hot transactions made of fixed, prepared statements (order creation): every statement keeps
   * the one plan its connection made for it (plan_cache_mode = force_generic_plan). Otherwise
   * PostgreSQL re-plans a prepared statement on every call whenever a plan for the actual values looks
   * cheaper, as it does for statements over unnest($n) arrays. Not for searches: the plan of a search
   * with filters depends on the values. PGlite ignores it.
   */
  planOnce?: boolean;
}

export const APP_ROLE = 'mall_app';
const PLAN_ONCE = `set_config('plan_cache_mode', 'force_generic_plan', true)`;
/** Read just before COMMIT, in the same message (migration 0078). */
const CACHE_CHANGED = `SELECT current_setting('app.cache_changed', true) AS changed`;
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

/**
 * The error a transaction reports. Statements may be issued without waiting for the ones before them,
 * and one that follows a failed statement fails with in_failed_sql_transaction (25P02): the first
 * failure is the cause.
 */
function firstFailure(error: unknown, first: unknown): unknown {
  return pgCode(error) === '25P02' && first !== undefined ? first : error;
}

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
  // Statements this PGlite session has prepared (PGlite's API prepares only unnamed statements, so these
  // go through SQL PREPARE and EXECUTE). A prepared statement belongs to the session, not to the
  // transaction that prepared it.
  const prepared = new Set<string>();
  const wrap = (tx: Pick<PGlite, 'query' | 'exec'>, failed: (error: unknown) => void): Queryable => {
    // Statements run in the order they were issued, as on PostgreSQL's pipeline: one issued without
    // waiting for the one before it (whose PREPARE may still be running) runs after it all the same.
    let last: Promise<unknown> = Promise.resolve();
    const inOrder = <T>(statement: () => Promise<T>): Promise<T> => {
      const next = last.then(statement);
      next.catch(failed);
      last = next.catch(() => undefined);
      return next;
    };
    const q = unordered(tx);
    return {
      query: (text, params, options) => inOrder(() => q.query(text, params, options)),
      exec: (script) => inOrder(() => q.exec(script)),
      queryThenCommit: (text, params) => inOrder(() => q.queryThenCommit(text, params)),
    };
  };
  const unordered = (tx: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(text: string, params?: unknown[], options?: { prepare?: boolean }) {
      if (!options?.prepare) {
        const r = await tx.query<T>(text, params);
        return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
      }
      const name = statementName(text);
      if (!prepared.has(name)) {
        await tx.query(`PREPARE ${name} AS ${text}`);
        prepared.add(name);
      }
      // EXECUTE is a utility statement and takes no protocol parameters: the values go as literals,
      // which PostgreSQL converts to the prepared statement's parameter types.
      const args = (params ?? []).map(literal).join(', ');
      const r = await tx.query<T>(`EXECUTE ${name}${args ? `(${args})` : ''}`);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(script: string) {
      await tx.exec(script);
    },
    async queryThenCommit<T>(text: string, params: unknown[]) {
      // One process, no round trips: the transaction commits when its function returns.
      const r = await tx.query<T>(text, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
  });
  const run = <T>(role: 'app' | 'owner', shopId: string, fn: (q: Queryable) => Promise<T>) =>
    pglite.transaction(async (tx) => {
      // PGlite runs SQL on the event loop, and queued transactions follow one another by promise
      // resolution: under a crowd the loop never reached its I/O phase between them, so new connections
      // and answers served from memory waited seconds (bench:api). Each transaction first lets I/O run.
      await nextTurn();
      if (role === 'app') await tx.query(ENTER_APP_ROLE, [shopId]);
      let first: unknown;
      try {
        return await fn(
          wrap(tx, (error) => {
            first ??= error;
          }),
        );
      } catch (error) {
        throw firstFailure(error, first);
      }
    });
  // One session: it hears its own notifications, as the statement that commits them returns.
  const channel = (name: string): ChangeTransport => {
    let unlisten: (() => Promise<void>) | null = null;
    return {
      listen: async (deliver) => {
        unlisten = await pglite.listen(name, deliver);
      },
      notify: async (payload) => {
        await pglite.query('SELECT pg_notify($1, $2)', [name, payload]);
      },
      close: async () => {
        await unlisten?.().catch(() => undefined);
      },
    };
  };
  const changes = createChangeFeed(channel(CHANGE_CHANNEL));
  return {
    kind: 'pglite',
    pglite,
    changes,
    channel,
    tenant: (shopId, fn) => run('app', shopId, fn),
    read: (shopId, fn) => run('app', shopId, fn),
    anonymous: (fn) => run('app', '', fn),
    owner: (fn) => run('owner', '', fn),
    // Waits for any transaction in flight: PGlite runs one statement or transaction at a time.
    vacuum: async () => {
      await pglite.exec('VACUUM (ANALYZE)');
    },
    close: async () => {
      await changes.close();
      await pglite.close();
    },
  };
}

pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

async function openPostgres(url: string): Promise<Database> {
  // A few connections per core: more only queue inside PostgreSQL and slow every transaction down.
  const max = Number(process.env.PG_POOL_SIZE ?? Math.max(4, availableParallelism() * 3));
  // Transactions pipeline: a statement goes out without waiting for the answers to the ones before it,
  // so a transaction that asks for independent things at once (Promise.all) waits for one round trip,
  // not one per statement. The answers still come in order, and a statement after a failed one fails.
  const pool = new pg.Pool({ connectionString: url, max, pipeline: true });
  pool.on('error', () => {
    // An idle client died (server restart): the pool replaces it; requests in flight report their own error.
  });
  // The read pool: its connections run as mall_app for their whole session (never as the owner), and
  // remember the tenant they were last pinned to.
  const reads = new pg.Pool({ connectionString: url, max });
  reads.on('error', () => undefined);
  const pinned = new WeakMap<pg.PoolClient, string>();
  const run = async <T>(
    shopId: string | null,
    fn: (q: Queryable) => Promise<T>,
    options?: TxOptions,
  ): Promise<T> => {
    const client = await pool.connect();
    let committed = false;
    /** Whether the transaction changed a table cached reads are built from (migration 0078). */
    let cacheChanged = false;
    let result: T;
    const commit = async (statement = ''): Promise<pg.QueryResult | undefined> => {
      const results = (await client.query(
        `${statement}${CACHE_CHANGED};\nCOMMIT`,
      )) as unknown as pg.QueryResult[];
      committed = true;
      const flag = results[statement ? 1 : 0]!.rows[0] as { changed: string | null };
      cacheChanged = flag.changed === '1';
      return statement ? results[0] : undefined;
    };
    /** The transaction's first failed statement: every statement after it fails with 25P02. */
    let first: unknown;
    const q: Queryable = {
      ...queryable(
        client,
        (error) => {
          first ??= error;
        },
        true,
      ),
      async queryThenCommit<R>(text: string, params: unknown[]) {
        const r = (await commit(`${inlineParameters(text, params)};\n`))!;
        return { rows: r.rows as R[], rowCount: r.rowCount ?? r.rows.length };
      },
    };
    /** BEGIN with the role and tenant, answered while the transaction's first statements run. */
    let entered: Promise<unknown> = Promise.resolve();
    try {
      if (shopId !== null && TENANT_ID.test(shopId)) {
        // One message: the tenant id is checked against a strict pattern before it is written into the
        // statement (the simple protocol takes no parameters). Not awaited: the transaction's first
        // statements go out in the same write, and fail behind it if it fails (the block is aborted).
        const enter = ENTER_APP_ROLE.replace('$1', `'${shopId}'`);
        coalesceWrites(client);
        entered = client.query(`BEGIN; ${options?.planOnce ? `${enter}, ${PLAN_ONCE}` : enter}`);
        entered.catch(() => undefined);
      } else {
        await client.query('BEGIN');
        if (shopId !== null) await client.query(ENTER_APP_ROLE, [shopId]);
      }
      result = await fn(q);
      await entered;
      if (!committed) await commit();
    } catch (error) {
      if (!committed) await client.query('ROLLBACK').catch(() => undefined);
      // A failed BEGIN is the cause of every failure after it.
      throw await entered.then(
        () => firstFailure(error, first),
        (cause: unknown) => cause,
      );
    } finally {
      client.release();
    }
    // The notification reaches this node's listening connection a moment after COMMIT: the caller's next
    // request must not be answered from what its own change made stale. A settle that fails does not fail
    // the committed transaction (a feed that lost its connection keeps nothing anyway).
    if (cacheChanged) await changes.settle().catch(() => undefined);
    return result;
  };
  const read = async <T>(shopId: string, fn: (q: Queryable) => Promise<T>): Promise<T> => {
    const client = await reads.connect();
    let broken: unknown = undefined;
    // A failure of the connection itself (the driver's, without a SQLSTATE) may leave the session in an
    // unknown state: the connection is dropped. The handler's own refusals keep it.
    const q = queryable(client, (error) => {
      if (pgCode(error) === undefined) broken = error;
    });
    try {
      if (pinned.get(client) !== shopId) {
        pinned.delete(client);
        await q.query(
          `SELECT set_config('role', '${APP_ROLE}', false), set_config('app.shop_id', $1, false)`,
          [shopId],
        );
        pinned.set(client, shopId);
      }
      return await fn(q);
    } finally {
      client.release(broken instanceof Error ? broken : undefined);
    }
  };
  // One connection of its own per channel listens (NOTIFY from any node).
  const channel = (name: string): ChangeTransport => {
    let listener: pg.Client | null = null;
    return {
      async listen(deliver, lost) {
        const client = new pg.Client({ connectionString: url });
        let gone = false;
        const end = () => {
          if (gone) return;
          gone = true;
          if (listener === client) listener = null;
          lost();
        };
        client.on('notification', (m) => {
          if (m.channel === name && m.payload !== undefined) deliver(m.payload);
        });
        client.on('error', () => {
          end();
          client.end().catch(() => undefined);
        });
        client.on('end', end);
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(name)}`);
        listener = client;
      },
      notify: async (payload) => {
        await pool.query('SELECT pg_notify($1, $2)', [name, payload]);
      },
      close: async () => {
        await listener?.end().catch(() => undefined);
      },
    };
  };
  const changes = createChangeFeed(channel(CHANGE_CHANNEL));
  return {
    kind: 'postgres',
    changes,
    channel,
    vacuum: async () => undefined,
    tenant: (shopId, fn, options) => run(shopId, fn, options),
    read,
    anonymous: (fn) => run('', fn),
    owner: (fn) => run(null, fn),
    close: async () => {
      await changes.close();
      await Promise.all([pool.end(), reads.end()]);
    },
  };
}

/**
 * Holds the connection's writes until the end of this tick, so that statements issued together (a
 * pipelined transaction's BEGIN and first statements, or a Promise.all) leave in one write: one wake-up
 * of the database's backend instead of one per statement.
 */
function coalesceWrites(client: pg.PoolClient): void {
  const stream = (client as unknown as { connection?: { stream?: Socket } }).connection?.stream;
  if (!stream || stream.writableCorked > 0) return;
  stream.cork();
  process.nextTick(() => stream.uncork());
}

/**
 * Statements on one connection; `queryThenCommit` is a plain query unless a transaction overrides it.
 * `failed` hears of every statement that fails. `pipelined`: the connection's statements issued in one
 * tick leave in one write.
 */
function queryable(
  client: pg.PoolClient,
  failed: (error: unknown) => void = () => undefined,
  pipelined = false,
): Queryable {
  const run = async <R>(statement: Promise<pg.QueryResult>): Promise<QueryResult<R>> => {
    try {
      const r = await statement;
      return { rows: r.rows as R[], rowCount: r.rowCount ?? r.rows.length };
    } catch (error) {
      failed(error);
      throw error;
    }
  };
  return {
    queryThenCommit: <R>(text: string, params: unknown[]) => run<R>(client.query(text, params)),
    query: <R>(text: string, params?: unknown[], options?: { prepare?: boolean }) => {
      if (pipelined) coalesceWrites(client);
      return run<R>(
        options?.prepare
          ? client.query({ name: statementName(text), text, values: params as unknown[] })
          : client.query(text, params as unknown[]),
      );
    },
    async exec(script: string) {
      // A script answers with one result per statement: nothing to map.
      try {
        await client.query(script);
      } catch (error) {
        failed(error);
        throw error;
      }
    },
  };
}

/**
 * `text` with each `$n` replaced by its parameter as an SQL literal, for the simple protocol (which takes
 * no parameters). Strings go through the driver's escapeLiteral; arrays become array literals.
 */
export function inlineParameters(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index >= params.length) throw new Error(`statement names $${n}, but has ${params.length} parameters`);
    return literal(params[index]);
  });
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    return `'${value}'`;
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (Array.isArray(value)) return pg.escapeLiteral(`{${value.map(arrayElement).join(',')}}`);
  throw new TypeError(`cannot write a ${typeof value} as an SQL literal`);
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'string') return `"${value.replace(/[\\"]/g, '\\$&')}"`;
  throw new TypeError(`cannot write a ${typeof value} in an array literal`);
}

import { randomBytes } from 'node:crypto';

/**
 * The channel the triggers of migration 0021 notify: `<table>:<shop_id>`, or `<table>:*` on TRUNCATE;
 * `<table>/<kind>:…` when the transaction said what kind of change it made (migration 0077).
 */
export const CHANGE_CHANNEL = 'mall_cache';

/** A committed change of a table that cached reads are built from. */
export interface Change {
  table: string;
  /** The tenant whose rows changed; `*` for every tenant. */
  shopId: string;
  /** What kind of change, when the writer said so (`sales`: the sales roll-up, product_sku.sales only). */
  kind?: string;
}

/**
 * Committed changes of the cached tables, as the database announces them to every API node (LISTEN on
 * PostgreSQL; PGlite's own session hears its own NOTIFY). A cache may keep an answer only while the feed
 * is live: a node that lost its listening connection cannot know what changed meanwhile.
 */
export interface ChangeFeed {
  /** Whether changes are being heard now. */
  readonly live: boolean;
  /**
   * Starts listening once (later calls wait for the same start); resolves when live, or when starting
   * failed (then `live` stays false and it is tried again later).
   */
  start(): Promise<void>;
  /**
   * Calls `fn` with each change, and with `null` whenever changes may have been missed (the listening
   * connection was lost, or came back): everything cached is then to be forgotten.
   */
  subscribe(fn: (change: Change | null) => void): () => void;
  /**
   * Resolves once every change committed before the call has been delivered to the subscribers (a
   * notification of its own makes the round trip; notifications arrive in commit order). Immediate when
   * the feed is not live. For tests and for a writer that must read its own change on another node.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** How a feed reaches its database. */
export interface ChangeTransport {
  /** Starts listening; `lost` is called once when the listening connection ends by itself. */
  listen(deliver: (payload: string) => void, lost: () => void): Promise<void>;
  /** Sends a notification on the channel (committed at once). */
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

const SYNC = '~sync:';
const RETRY_MS = 1000;
const SETTLE_TIMEOUT_MS = 5000;

export function createChangeFeed(transport: ChangeTransport): ChangeFeed {
  const node = randomBytes(6).toString('hex');
  const subscribers = new Set<(change: Change | null) => void>();
  const waiting = new Map<string, () => void>();
  let live = false;
  let closed = false;
  let starting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let syncs = 0;

  const emit = (change: Change | null) => {
    for (const fn of subscribers) fn(change);
  };
  const deliver = (payload: string) => {
    if (payload.startsWith(SYNC)) {
      waiting.get(payload)?.();
      return;
    }
    const at = payload.lastIndexOf(':');
    if (at <= 0) return;
    const [table, kind] = payload.slice(0, at).split('/');
    emit(
      kind
        ? { table: table!, shopId: payload.slice(at + 1), kind }
        : { table: table!, shopId: payload.slice(at + 1) },
    );
  };
  const lost = () => {
    if (!live) return;
    live = false;
    starting = null;
    emit(null);
    for (const release of waiting.values()) release();
    waiting.clear();
    if (!closed) scheduleRetry();
  };
  const scheduleRetry = () => {
    if (retry || closed) return;
    retry = setTimeout(() => {
      retry = null;
      void start();
    }, RETRY_MS);
    retry.unref();
  };
  const start = (): Promise<void> => {
    if (closed) return Promise.resolve();
    starting ??= transport.listen(deliver, lost).then(
      () => {
        if (closed) return;
        live = true;
        // Whatever was cached before (or while deaf) may be stale.
        emit(null);
      },
      () => {
        starting = null;
        scheduleRetry();
      },
    );
    return starting;
  };

  return {
    get live() {
      return live;
    },
    start,
    subscribe(fn) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    async settle() {
      if (!live) return;
      const payload = `${SYNC}${node}:${++syncs}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve, reject) => {
        waiting.set(payload, resolve);
        timer = setTimeout(() => reject(new Error('change feed did not settle')), SETTLE_TIMEOUT_MS);
      });
      try {
        await transport.notify(payload);
        await heard;
      } finally {
        clearTimeout(timer);
        waiting.delete(payload);
      }
    },
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      subscribers.clear();
      await transport.close();
    },
  };
}

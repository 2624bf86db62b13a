import { createHash, randomBytes } from 'node:crypto';
import DataLoader from 'dataloader';
import type { Database, Queryable } from '../../platform/db/database.ts';
import {
  insertSession as insertSessionRow,
  markSessionRevoked,
  markUserSessionsRevoked,
  selectSessionUser,
  selectShopAndSessionUsers,
  touchSessions,
  type SessionRow,
} from './sessions.repo.ts';

/** Sessions expire after this long without use … */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** … and after this long in any case. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, to keep reads cheap. */
const TOUCH_EVERY_MS = 60 * 1000;

/** The user behind a valid session, as every route sees it. */
export type SessionUser = Omit<SessionRow, 'stale'>;

/** Tokens are 256 random bits; only their SHA-256 is stored, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session for a user of the tenant and returns its token (shown once, stored only as a hash). */
export async function createSession(db: Database, shopId: string, userId: number): Promise<string> {
  return db.tenant(shopId, (q) => insertSession(q, shopId, userId));
}

/** {@link createSession} inside a transaction the caller already holds (login use cases). */
export async function insertSession(q: Queryable, shopId: string, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSessionRow(q, shopId, userId, hashToken(token), SESSION_ABSOLUTE_MS / 1000);
  return token;
}

/** Ends one session (logout). Revoking twice is harmless. */
export async function revokeSession(q: Queryable, sessionId: number): Promise<void> {
  await markSessionRevoked(q, sessionId);
}

/** Ends every session of a user (password changed or reset): a stolen token dies with the old password. */
export async function revokeUserSessions(q: Queryable, userId: number): Promise<void> {
  await markUserSessionsRevoked(q, userId);
}

/** A session row stripped to the user. */
function userOf(row: SessionRow | null | undefined): SessionUser | null {
  if (!row) return null;
  const { stale: _stale, ...user } = row;
  return user;
}

/** Refreshes last_seen_at at most once a minute (the rows marked stale), in one statement. */
async function touchStale(q: Queryable, rows: Array<SessionRow | null | undefined>): Promise<void> {
  const stale = rows.flatMap((r) => (r?.stale ? [r.sessionId] : []));
  if (stale.length > 0) await touchSessions(q, stale);
}

/** The session's user, or null when the token is unknown, revoked or expired (in this tenant). */
export async function findSessionUser(q: Queryable, token: string): Promise<SessionUser | null> {
  const row = await selectSessionUser(q, hashToken(token), SESSION_IDLE_MS / 1000, TOUCH_EVERY_MS / 1000);
  await touchStale(q, [row]);
  return userOf(row);
}

/** A tenant's shop row and, for each token asked about, its session's user (null: no valid session). */
async function findShopAndSessionUsers<S>(
  q: Queryable,
  shopSql: string,
  tokens: readonly string[],
): Promise<Array<{ shop: S | null; user: SessionUser | null }>> {
  const { shop, users } = await selectShopAndSessionUsers<S>(
    q,
    shopSql,
    tokens.map(hashToken),
    SESSION_IDLE_MS / 1000,
    TOUCH_EVERY_MS / 1000,
  );
  if (shop) await touchStale(q, users);
  return users.map((u) => ({ shop, user: shop ? userOf(u) : null }));
}

/**
 * The tenant's shop row and the token's session's user, in one round trip. `shopSql` selects the shop
 * row as one JSON value. Prepared: parsed and planned once per connection.
 */
export async function findShopAndSessionUser<S>(
  q: Queryable,
  shopSql: string,
  token: string,
): Promise<{ shop: S | null; user: SessionUser | null }> {
  return (await findShopAndSessionUsers<S>(q, shopSql, [token]))[0]!;
}

/** How many of a tenant's shop-and-session reads run at once; the requests arriving meanwhile wait … */
const READS_IN_FLIGHT = 1;
/** … and go together into the next read, at most this many. */
const MAX_READ_BATCH = 64;

type ShopAndUser = { shop: unknown; user: SessionUser | null };
const readersOf = new WeakMap<Database, Map<string, DataLoader<string, ShopAndUser>>>();

/**
 * {@link findShopAndSessionUser} for a request, on the tenant's read connections: the requests of a
 * tenant that arrive together share one statement (at most READS_IN_FLIGHT at a time; the tokens that
 * arrive while they run go together into the next), so a crowd costs the database one read per batch
 * instead of one per request. Every request still reads its session when it arrives: nothing is cached.
 */
export function readShopAndSessionUser<S>(
  db: Database,
  shopId: string,
  shopSql: string,
  token: string,
): Promise<{ shop: S | null; user: SessionUser | null }> {
  let readers = readersOf.get(db);
  if (!readers) {
    readers = new Map();
    readersOf.set(db, readers);
  }
  const at = `${shopId}\n${shopSql}`;
  let reader = readers.get(at);
  if (!reader) {
    let running = 0;
    const waiting: Array<() => void> = [];
    reader = new DataLoader<string, ShopAndUser>(
      async (tokens) => {
        try {
          const answers = await db.read(shopId, (q) => findShopAndSessionUsers(q, shopSql, tokens));
          // No such shop: its reader is not kept, so made-up shop ids cannot pile readers up.
          if (answers[0]?.shop == null) readers.delete(at);
          return answers;
        } finally {
          // The slot passes to the batch that gathered meanwhile, if any.
          const next = waiting.shift();
          if (next) next();
          else running -= 1;
        }
      },
      {
        cache: false,
        maxBatchSize: MAX_READ_BATCH,
        // Called when a batch opens: it gathers tokens until it is dispatched. With a slot free it goes
        // after this turn of the event loop (with every request that arrived in it), else when a read ends.
        batchScheduleFn: (dispatch) => {
          if (running < READS_IN_FLIGHT) {
            running += 1;
            setImmediate(dispatch);
          } else waiting.push(dispatch);
        },
      },
    );
    readers.set(at, reader);
  }
  return reader.load(token) as Promise<{ shop: S | null; user: SessionUser | null }>;
}

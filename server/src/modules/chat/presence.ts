import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { storesOnline } from './chat.service.ts';
export { presenceTtlMs } from './presence-ttl.ts';
import type { ChatHub } from './hub.ts';

/**
 * Agents' presence tied to their sockets (migration 0055): an agent is online for buyers only while they
 * chose to be online AND at least one of their agent sockets is open. Each open agent socket has a row in
 * chat_agent_socket, written when it opens and deleted when it closes; the node holding it refreshes it
 * every {@link heartbeatMs}. A node that dies (no close, no delete) leaves rows whose `seen_at` stops
 * moving: they no longer count after the expiry (presence-ttl.ts) (chat.repo.ts reads only fresh rows), and the
 * sweep of any live node deletes them and tells the buyers of the agents' stores.
 */

/** A third of the expiry: two heartbeats may be late before a live socket stops counting. */
export const heartbeatMs = (ttl: number) => Math.max(100, Math.floor(ttl / 3));

/** This process's id among the API nodes. */
export const NODE_ID = randomBytes(9).toString('base64url');

export async function insertAgentSocket(q: Queryable, shopId: string, connId: string, userId: number) {
  await q.query(
    `INSERT INTO chat_agent_socket (shop_id, conn_id, node_id, user_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (shop_id, conn_id) DO UPDATE SET seen_at = now()`,
    [shopId, connId, NODE_ID, userId],
  );
}

export async function deleteAgentSocket(q: Queryable, connId: string) {
  await q.query('DELETE FROM chat_agent_socket WHERE conn_id = $1', [connId]);
}

/** Refreshes this node's sockets of one tenant (and writes again any a sweep took while the node stalled). */
async function touchAgentSockets(
  q: Queryable,
  shopId: string,
  sockets: Array<{ connId: string; userId: number }>,
) {
  await q.query(
    `INSERT INTO chat_agent_socket (shop_id, conn_id, node_id, user_id)
     SELECT $1, s.conn_id, $2, s.user_id
       FROM unnest($3::text[], $4::bigint[]) AS s (conn_id, user_id)
     ON CONFLICT (shop_id, conn_id) DO UPDATE SET seen_at = now()`,
    [shopId, NODE_ID, sockets.map((s) => s.connId), sockets.map((s) => s.userId)],
  );
}

/** The stores each of the users works for. */
async function selectStaffStoreIds(q: Queryable, userIds: number[]): Promise<number[]> {
  const { rows } = await q.query<{ storeId: number }>(
    'SELECT DISTINCT store_id AS "storeId" FROM store_staff WHERE user_id = ANY($1::bigint[])',
    [userIds],
  );
  return rows.map((r) => Number(r.storeId));
}

/** Tells the buyers of the stores whether each has an agent online now. */
export async function announcePresence(db: Database, hub: ChatHub, shopId: string, storeIds: number[]) {
  if (storeIds.length === 0) return;
  const presence = await db.read(shopId, (q) => storesOnline(q, storeIds));
  for (const p of presence)
    await hub.publish({ k: 'presence', shop: shopId, storeId: p.storeId, online: p.online });
}

/**
 * Deletes the socket rows no heartbeat refreshed within the expiry (their node died) and tells the
 * buyers of those agents' stores. Maintenance across tenants, so it runs as the owner; any number of
 * nodes may sweep at once (a row is deleted, and so announced, once). Returns how many rows went.
 */
export async function sweepAgentSockets(db: Database, hub: ChatHub, ttlMs: number): Promise<number> {
  const gone = await db.owner(async (q) => {
    const { rows } = await q.query<{ shopId: string; userId: number }>(
      `DELETE FROM chat_agent_socket WHERE seen_at < now() - make_interval(secs => $1::double precision / 1000)
       RETURNING shop_id AS "shopId", user_id AS "userId"`,
      [ttlMs],
    );
    return rows;
  });
  const byShop = new Map<string, number[]>();
  for (const r of gone) byShop.set(r.shopId, [...(byShop.get(r.shopId) ?? []), Number(r.userId)]);
  for (const [shopId, userIds] of byShop) {
    const storeIds = await db.read(shopId, (q) => selectStaffStoreIds(q, userIds));
    await announcePresence(db, hub, shopId, storeIds);
  }
  return gone.length;
}

/**
 * Starts this node's heartbeat and sweep; stopped when the app closes, which also deletes the rows of
 * the sockets still open here (a node shut down properly leaves nothing to expire).
 */
export function startPresence(app: FastifyInstance, hub: ChatHub, ttlMs: number): void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void (async () => {
      for (const [shopId, sockets] of hub.agentSockets())
        await app.db.tenant(shopId, (q) => touchAgentSockets(q, shopId, sockets));
      await sweepAgentSockets(app.db, hub, ttlMs);
    })()
      .catch((error: unknown) => app.log.error(error, 'chat presence heartbeat failed'))
      .finally(() => {
        busy = false;
      });
  }, heartbeatMs(ttlMs));
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    for (const [shopId, sockets] of hub.agentSockets())
      await app.db
        .tenant(shopId, (q) =>
          q.query('DELETE FROM chat_agent_socket WHERE conn_id = ANY($1::text[])', [
            sockets.map((s) => s.connId),
          ]),
        )
        .catch(() => undefined);
  });
}

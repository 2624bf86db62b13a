import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAgentSockets } from '../../../server/src/modules/chat/presence.ts';
import { presenceTtlMs } from '../../../server/src/modules/chat/presence-ttl.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { connectChat, type ChatClient, type ServerFrame } from './socket-client.ts';

/**
 * An agent's 在线 is tied to their sockets (issue #19): buyers see the agent online only while the agent
 * chose to be online AND one of the agent's sockets is open. A second socket taking over the first keeps
 * them online; when the last one closes they are offline (客服不在线，请留言) and the store's buyers hear it
 * live. A socket whose node died stops counting once its heartbeat is older than the expiry, and the
 * sweep tells the buyers. PGlite and PostgreSQL.
 */

let t: TestApp;
let base = '';
let storeId = 0;
let agentId = 0;
let buyer = '';
let agent = '';
const open: ChatClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const { rows } = await t.db.owner((q) =>
    q.query<{ storeId: number; agentId: number }>(
      `SELECT st.id AS "storeId", u.id AS "agentId"
         FROM store st JOIN app_user u ON u.shop_id = st.shop_id AND u.user_name = 'kefu' || st.id
        WHERE st.shop_id = 'DEMO' AND st.store_type = 1 AND st.status = 1 ORDER BY st.id LIMIT 1`,
    ),
  );
  storeId = Number(rows[0]!.storeId);
  agentId = Number(rows[0]!.agentId);
  buyer = await t.login('DEMO', 'person01');
  agent = await t.login('DEMO', `kefu${storeId}`);
  const opened = await t.app.inject({
    method: 'POST',
    url: '/iiot/jcmall-im/chat/open',
    headers: { shopId: 'DEMO', authorization: buyer },
    payload: { storeId },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  await setStatus(true);
});
afterAll(async () => {
  for (const c of open) c.close();
  await t.close();
});

async function setStatus(online: boolean) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/iiot/jcmall-im/chat/agent/status',
    headers: { shopId: 'DEMO', authorization: agent },
    payload: { online },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Whether the buyer's conversation list shows the store's customer service online. */
async function agentOnline(): Promise<boolean> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/iiot/jcmall-im/chat/conversations',
    headers: { shopId: 'DEMO', authorization: buyer },
  });
  const list = (res.json() as { data: Array<{ storeId: number; agentOnline: boolean }> }).data;
  return list.find((c) => c.storeId === storeId)!.agentOnline;
}

/** The agent's socket rows (every node's). */
async function socketRows(): Promise<number> {
  const { rows } = await t.db.owner((q) =>
    q.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_agent_socket WHERE user_id = $1', [agentId]),
  );
  return rows[0]!.n;
}

async function until(what: string, check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function connect(token: string, as?: 'agent') {
  const c = await connectChat(base, { token, ...(as ? { as } : {}) });
  open.push(c);
  await c.next('ready');
  return c;
}

/** The next presence frame of the store from frame `from` on. */
function presenceFrom(c: ChatClient, from: number, online: boolean) {
  return c.next(
    'presence',
    (f) => f.storeId === storeId && f.online === online && c.frames.indexOf(f as ServerFrame) >= from,
  );
}

describe('an agent online only while a socket of theirs is open', () => {
  it('chose online without a socket: buyers see the agent offline', async () => {
    expect(await socketRows()).toBe(0);
    expect(await agentOnline()).toBe(false);
    const b = await connect(buyer);
    expect(b.frames[0]).toMatchObject({ type: 'ready', presence: [{ storeId, online: false }] });
    b.close();
  });

  it('two connections: online with the first, still online when the second takes over and the first closes, offline when both are closed', async () => {
    const b = await connect(buyer);

    let from = b.frames.length;
    const first = await connect(agent, 'agent');
    await presenceFrom(b, from, true);
    expect(await agentOnline()).toBe(true);
    expect(await socketRows()).toBe(1);

    // A second desk (the same agent) takes over: the first is closed by the server, the agent stays online.
    const second = await connect(agent, 'agent');
    expect((await first.closed).code).toBe(4001);
    await until('the first socket row is gone', async () => (await socketRows()) === 1);
    expect(await agentOnline()).toBe(true);

    // Its last socket closed: offline, and the buyer hears it live.
    from = b.frames.length;
    second.close();
    await presenceFrom(b, from, false);
    expect(await socketRows()).toBe(0);
    expect(await agentOnline()).toBe(false);
    // No frame said "online" after the last socket closed.
    expect(b.frames.slice(from).some((f) => f.type === 'presence' && f.online)).toBe(false);
    b.close();
  });

  it('a socket open but the agent chose offline: offline; choosing online again: online', async () => {
    const b = await connect(buyer);
    const desk = await connect(agent, 'agent');
    await until('online', agentOnline);

    let from = b.frames.length;
    await setStatus(false);
    await presenceFrom(b, from, false);
    expect(await agentOnline()).toBe(false);

    from = b.frames.length;
    await setStatus(true);
    await presenceFrom(b, from, true);
    expect(await agentOnline()).toBe(true);

    desk.close();
    await until('offline', async () => !(await agentOnline()));
    b.close();
  });

  it('a socket of a node that died counts until its heartbeat is older than the expiry; then the sweep drops it and tells the buyers', async () => {
    const b = await connect(buyer);
    const insert = (age: string) =>
      t.db.owner((q) =>
        q.query(
          `INSERT INTO chat_agent_socket (shop_id, conn_id, node_id, user_id, seen_at)
           VALUES ('DEMO', $1, 'dead-node', $2, now() - $3::interval)`,
          [`dead-${age.replace(/\W/g, '')}`, agentId, age],
        ),
      );
    // A row its node refreshed a moment ago: the agent's socket on another node.
    await insert('1 second');
    expect(await agentOnline()).toBe(true);
    // The node dies: no more heartbeats. Past the expiry the row no longer counts, even before a sweep.
    await t.db.owner((q) =>
      q.query(`UPDATE chat_agent_socket SET seen_at = now() - interval '1 hour' WHERE node_id = 'dead-node'`),
    );
    expect(await agentOnline()).toBe(false);

    const from = b.frames.length;
    expect(await sweepAgentSockets(t.db, t.app.chatHub, presenceTtlMs())).toBe(1);
    await presenceFrom(b, from, false);
    expect(await socketRows()).toBe(0);

    // A live node's heartbeat keeps its own sockets fresh through sweeps.
    const desk = await connect(agent, 'agent');
    await t.db.owner((q) =>
      q.query(`UPDATE chat_agent_socket SET seen_at = now() - interval '1 hour' WHERE user_id = $1`, [
        agentId,
      ]),
    );
    expect(await agentOnline()).toBe(false);
    await until('the heartbeat refreshed the live socket', agentOnline, presenceTtlMs());
    expect(await socketRows()).toBe(1);
    desk.close();
    b.close();
  }, 60_000);
});

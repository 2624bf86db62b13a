/**
 * `npm run bench:chat`: 1,000 buyers connected to the chat at once on one server (PGlite in memory,
 * migrated and seeded, in this process), each with a conversation with the same store, and that store's
 * agents connected too (RATE / 8 of them: one connection may send 10 frames a second). The agents answer
 * every buyer, paced at RATE messages a second in all, and each buyer's socket times the answer from its
 * send to its arrival; then every buyer writes once and the agents' sockets time those. Reports p50/p95/p99 of both and the memory the connections took (heap and
 * RSS of this process, server and client sockets together, after a GC). Figures go in
 * docs/benchmarks/chat.md.
 */
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { buildApp } from '../server/src/platform/app.ts';
import { openDatabase } from '../server/src/platform/db/database.ts';
import { migrate } from '../server/src/platform/db/migrate.ts';
import { seed } from '../server/src/platform/db/seed/index.ts';
import { createSession } from '../server/src/modules/identity/sessions.service.ts';

const CLIENTS = Number(process.env.CHAT_CLIENTS ?? 1000);
const RATE = Number(process.env.CHAT_RATE ?? 200);
/**
 * Agents answering together: one connection may send 10 frames a second (the flood limit), so RATE
 * answers a second take RATE / 10 agents, as a real store's team would.
 */
const AGENTS = Math.ceil(RATE / 8);

const gc = (globalThis as { gc?: () => void }).gc;
const memory = () => {
  gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, rss: m.rss };
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

interface Client {
  ws: WebSocket;
  conversationId: number;
}

async function main() {
  const started = performance.now();
  const db = await openDatabase({});
  await migrate(db);
  await seed(db);
  const { storeId, agentId } = await db.owner(async (q) => {
    const { rows } = await q.query<{ storeId: number; agentId: number }>(
      `SELECT st.id AS "storeId", u.id AS "agentId" FROM store st JOIN app_user u ON u.user_name = 'kefu' || st.id
        WHERE st.shop_id = 'DEMO' AND st.store_type = 1 ORDER BY st.id LIMIT 1`,
    );
    return rows[0]!;
  });
  // CLIENTS buyers of their own (one chat session per user), each with a conversation with the store.
  const buyers = await db.owner(async (q) => {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO app_user (shop_id, user_name, password_hash, user_type, mobile, full_name)
       SELECT 'DEMO', 'chatbench' || g, u.password_hash, 7, '1990' || lpad(g::text, 7, '0'), '压测买家'
         FROM generate_series(1, $1::int) g, (SELECT password_hash FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'person01') u
       RETURNING id`,
      [CLIENTS],
    );
    const ids = rows.map((r) => Number(r.id));
    const made = await q.query<{ id: number; buyerId: number }>(
      `INSERT INTO chat_conversation (shop_id, store_id, buyer_id) SELECT 'DEMO', $1, unnest($2::bigint[])
       RETURNING id, buyer_id AS "buyerId"`,
      [storeId, ids],
    );
    return made.rows.map((r) => ({ userId: Number(r.buyerId), conversationId: Number(r.id) }));
  });
  const tokens = await Promise.all(buyers.map((b) => createSession(db, 'DEMO', b.userId)));
  const agentIds = await db.owner(async (q) => {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO app_user (shop_id, user_name, password_hash, user_type, mobile, full_name)
       SELECT 'DEMO', 'chatagent' || g, password_hash, 1, NULL, '压测客服'
         FROM generate_series(1, $1::int) g, (SELECT password_hash FROM app_user WHERE id = $2) u
       RETURNING id`,
      [AGENTS - 1, agentId],
    );
    await q.query(
      `INSERT INTO store_staff (shop_id, store_id, user_id, role) SELECT 'DEMO', $1, unnest($2::bigint[]), 'service'`,
      [storeId, rows.map((r) => r.id)],
    );
    return [Number(agentId), ...rows.map((r) => Number(r.id))];
  });
  const agentTokens = await Promise.all(agentIds.map((id) => createSession(db, 'DEMO', id)));
  const app = await buildApp({ db, distDir: 'tests/server/fixtures/no-dist' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/iiot/jcmall-im/ws?shopId=DEMO`;
  console.log(`setup ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const sentAt = new Map<string, number>();
  const toBuyers: number[] = [];
  const toAgent: number[] = [];
  const open = (token: string, as = '') =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(base + as, { headers: { authorization: token } });
      ws.once('error', reject);
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { type: string; message?: { clientId: string } };
        if (frame.type === 'ready') resolve(ws);
        if (frame.type === 'message' && frame.message) {
          const id = frame.message.clientId;
          // Buyers time the agents' answers, agents the buyers' questions, each message once (every agent
          // of the store hears every message).
          if (id.startsWith('a') === (as !== '')) return;
          const t0 = sentAt.get(id);
          if (t0 === undefined) return;
          sentAt.delete(id);
          (id.startsWith('a') ? toBuyers : toAgent).push(performance.now() - t0);
        }
      });
    });

  const before = memory();
  const clients: Client[] = [];
  for (let i = 0; i < buyers.length; i += 50) {
    const batch = await Promise.all(tokens.slice(i, i + 50).map((t) => open(t)));
    batch.forEach((ws, k) => clients.push({ ws, conversationId: buyers[i + k]!.conversationId }));
  }
  const agents = await Promise.all(agentTokens.map((t) => open(t, '&as=agent')));
  const after = memory();
  console.log(
    `${clients.length} buyers and ${agents.length} agents connected; server holds ${app.chatHub.size}`,
  );

  // The agents answer every buyer (agent i % AGENTS answers buyer i), RATE a second in all.
  const pace = 1000 / RATE;
  for (let i = 0; i < clients.length; i++) {
    const clientId = `a${String(i).padStart(8, '0')}`;
    sentAt.set(clientId, performance.now());
    agents[i % agents.length]!.send(
      JSON.stringify({
        type: 'send',
        conversationId: clients[i]!.conversationId,
        clientId,
        kind: 'text',
        content: `答复 ${i}`,
      }),
    );
    await new Promise((r) => setTimeout(r, pace));
  }
  const deadline = Date.now() + 30_000;
  while (toBuyers.length < clients.length && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  // Every buyer writes once, at the same pace; the agent's socket hears them all.
  for (let i = 0; i < clients.length; i++) {
    const clientId = `b${String(i).padStart(8, '0')}`;
    sentAt.set(clientId, performance.now());
    clients[i]!.ws.send(
      JSON.stringify({
        type: 'send',
        conversationId: clients[i]!.conversationId,
        clientId,
        kind: 'text',
        content: `提问 ${i}`,
      }),
    );
    await new Promise((r) => setTimeout(r, pace));
  }
  const deadline2 = Date.now() + 30_000;
  while (toAgent.length < clients.length && Date.now() < deadline2)
    await new Promise((r) => setTimeout(r, 50));

  const report = (name: string, xs: number[]) =>
    console.log(
      `${name}: ${xs.length}/${clients.length} delivered; p50 ${ms(pct(xs, 50))}, p95 ${ms(pct(xs, 95))}, p99 ${ms(pct(xs, 99))}, max ${ms(Math.max(...xs))}`,
    );
  report(`agents → buyers at ${RATE}/s`, toBuyers);
  report(`buyers → agents at ${RATE}/s`, toAgent);
  const n = clients.length + agents.length;
  console.log(
    `memory per connection (server and client socket, one process): heap ${((after.heap - before.heap) / n / 1024).toFixed(1)} KiB, rss ${((after.rss - before.rss) / n / 1024).toFixed(1)} KiB`,
  );
  for (const c of clients) c.ws.close();
  for (const a of agents) a.close();
  await app.close();
  await db.close();
}

await main();

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { connectChat, type ChatClient } from './socket-client.ts';

/**
 * The chat over its real WebSocket: a buyer and a store's agent talk, a resent message is stored once, a
 * reconnecting client resumes by number, a newer page takes the session over; a foreign Origin, a
 * missing or foreign-tenant token, an oversized frame and a flood are refused. PGlite and PostgreSQL.
 */

let t: TestApp;
let base = '';
let buyer = '';
let agent = '';
let storeId = 0;
let skuId = '';
const open: ChatClient[] = [];

async function client(options: Parameters<typeof connectChat>[1]) {
  const c = await connectChat(base, options);
  open.push(c);
  return c;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const { rows } = await t.db.owner((q) =>
    q.query<{ storeId: number; skuId: string; agent: string }>(
      `SELECT st.id AS "storeId", (SELECT id::text FROM product_sku WHERE store_id = st.id ORDER BY id LIMIT 1) AS "skuId",
              'kefu' || st.id AS agent
         FROM store st WHERE st.shop_id = 'DEMO' AND st.store_type = 1 ORDER BY st.id LIMIT 1`,
    ),
  );
  storeId = Number(rows[0]!.storeId);
  skuId = rows[0]!.skuId;
  buyer = await t.login('DEMO', 'person01');
  agent = await t.login('DEMO', rows[0]!.agent);
});
afterAll(async () => {
  for (const c of open) c.close();
  await t.close();
});

async function openConversation(token: string, body: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/iiot/jcmall-im/chat/open',
    headers: { shopId: 'DEMO', authorization: token },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { conversationId: number; lastSeq: number; storeId: number };
}

describe('a buyer and an agent', () => {
  it('a buyer asking about a product reaches the store agent live, and the answer comes back live', async () => {
    const conversation = await openConversation(buyer, { storeId, card: { type: 'product', ref: skuId } });
    expect(conversation.lastSeq).toBe(1);
    const a = await client({ token: agent, as: 'agent' });
    await a.next('ready');
    const b = await client({ token: buyer });
    const ready = await b.next('ready');
    expect(ready.presence).toContainEqual({ storeId, online: true });

    b.send({
      type: 'send',
      conversationId: conversation.conversationId,
      clientId: 'buyer-msg-1',
      kind: 'text',
      content: '有现货吗？',
    });
    const ack = await b.next('ack');
    expect(ack.message).toMatchObject({ seq: 2, sender: 'buyer', body: '有现货吗？' });
    const heard = await a.next('message', (f) => f.message.clientId === 'buyer-msg-1');
    expect(heard.message.seq).toBe(2);

    a.send({
      type: 'send',
      conversationId: conversation.conversationId,
      clientId: 'agent-msg-1',
      kind: 'text',
      content: '有的，今天发货',
    });
    const answer = await b.next('message', (f) => f.message.sender === 'agent');
    expect(answer.message).toMatchObject({ seq: 3, body: '有的，今天发货' });

    b.send({ type: 'read', conversationId: conversation.conversationId, seq: 3 });
    const receipt = await a.next('read', (f) => f.side === 'buyer');
    expect(receipt.seq).toBe(3);
  });

  it('a message resent with its clientId is stored once and acknowledged with the same number', async () => {
    const { conversationId } = await openConversation(buyer, { storeId });
    const b = await client({ token: buyer });
    await b.next('ready');
    const frame = {
      type: 'send',
      conversationId,
      clientId: 'resent-12345',
      kind: 'text',
      content: '再问一次',
    } as const;
    b.send(frame);
    b.send(frame);
    const resentAcks = () => b.frames.filter((f) => f.type === 'ack' && f.clientId === 'resent-12345');
    // Both sends are answered, however long the second takes (no fixed wait that a slow machine outlasts).
    await b.next('ack', () => resentAcks().length >= 2);
    const acks = resentAcks();
    expect(acks).toHaveLength(2);
    expect(new Set(acks.map((f) => (f.type === 'ack' ? f.message.seq : 0))).size).toBe(1);
    const { count } = await t.db.owner(async (q) => ({
      count: (
        await q.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM chat_message WHERE client_id = 'resent-12345'`,
        )
      ).rows[0]!.n,
    }));
    expect(count).toBe(1);
  });

  it('a client that resumes after a number gets exactly the messages after it', async () => {
    const { conversationId, lastSeq } = await openConversation(buyer, { storeId });
    const b = await client({ token: buyer });
    await b.next('ready');
    b.send({ type: 'resume', conversationId, after: lastSeq - 2 });
    const missed = await b.next('missed');
    expect(missed.messages.map((m) => m.seq)).toEqual([lastSeq - 1, lastSeq]);
  });

  it('a history page is read before a number, and says whether older messages exist', async () => {
    const { conversationId, lastSeq } = await openConversation(buyer, { storeId });
    const res = await t.app.inject({
      url: `/iiot/jcmall-im/chat/messages?conversationId=${conversationId}&before=${lastSeq}&size=2`,
      headers: { shopId: 'DEMO', authorization: buyer },
    });
    const page = res.json().data as { records: Array<{ seq: number }>; hasMore: boolean };
    expect(page.records.map((m) => m.seq)).toEqual([lastSeq - 2, lastSeq - 1]);
    expect(page.hasMore).toBe(lastSeq - 2 > 1);
  });

  it('another buyer cannot read or write the conversation', async () => {
    const { conversationId } = await openConversation(buyer, { storeId });
    const other = await t.login('DEMO', 'buyer03');
    const res = await t.app.inject({
      url: `/iiot/jcmall-im/chat/messages?conversationId=${conversationId}`,
      headers: { shopId: 'DEMO', authorization: other },
    });
    expect(res.statusCode).toBe(404);
    const c = await client({ token: other });
    await c.next('ready');
    c.send({ type: 'send', conversationId, clientId: 'intruder-1', kind: 'text', content: 'hi' });
    expect((await c.next('error')).code).toBe(404);
  });
});

describe('the chat session', () => {
  it('a newer page of the same session takes the chat over: the older one is told it was replaced', async () => {
    const first = await client({ token: buyer });
    await first.next('ready');
    const second = await client({ token: buyer });
    await second.next('ready');
    expect(await first.next('closing')).toEqual({ type: 'closing', reason: 'replaced' });
    expect((await first.closed).code).toBe(4001);
  });

  it('opening the chat from another login ends the first with "logged in elsewhere"', async () => {
    const first = await client({ token: buyer });
    await first.next('ready');
    const again = await t.login('DEMO', 'person01');
    const second = await client({ token: again });
    await second.next('ready');
    expect((await first.next('closing')).reason).toBe('elsewhere');
    expect((await first.closed).code).toBe(4002);
    buyer = again;
  });
});

describe('refusals', () => {
  it('a foreign Origin is refused before the upgrade', async () => {
    await expect(connectChat(base, { token: buyer, origin: 'https://evil.example' })).rejects.toThrow(
      'HTTP 403',
    );
  });

  it('no token, or a token of another tenant, is refused before the upgrade', async () => {
    await expect(connectChat(base, {})).rejects.toThrow('HTTP 401');
    const foreign = await t.login('HBKY', 'buyer01');
    await expect(connectChat(base, { token: foreign, shopId: 'DEMO' })).rejects.toThrow('HTTP 401');
  });

  it('a buyer who is no store staff cannot connect as an agent', async () => {
    await expect(connectChat(base, { token: buyer, as: 'agent' })).rejects.toThrow('HTTP 403');
  });

  it('a frame over 16 KiB closes the connection as too big', async () => {
    const c = await client({ token: agent, as: 'agent' });
    await c.next('ready');
    c.send('x'.repeat(17 * 1024));
    expect((await c.closed).code).toBe(1009);
  });

  it('a flood of frames closes the connection', async () => {
    const c = await client({ token: agent, as: 'agent' });
    await c.next('ready');
    for (let i = 0; i < 100; i++) c.send({ type: 'ping' });
    expect((await c.next('closing')).reason).toBe('flood');
    expect((await c.closed).code).toBe(4429);
  });

  it('a malformed frame is answered with an error naming the field, and the connection stays', async () => {
    const c = await client({ token: agent, as: 'agent' });
    await c.next('ready');
    c.send({ type: 'send', conversationId: 1, clientId: 'x', kind: 'text', content: 'hi' } as never);
    expect((await c.next('error')).message).toContain('clientId');
    c.send({ type: 'ping' });
    await c.next('pong');
  });
});

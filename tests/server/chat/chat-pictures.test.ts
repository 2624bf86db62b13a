import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { connectChat, type ChatClient } from './socket-client.ts';

/**
 * Chat pictures (issue #19): a picture sent in a conversation is read only by the conversation's buyer and
 * the store's staff (its customer service and its owner); another buyer of the same mall, a user of
 * another mall and nobody at all learn nothing (404), whatever path they try. PGlite and PostgreSQL.
 */

let t: TestApp;
let base = '';
let storeId = 0;
let buyer = '';
let agent = '';
let owner = '';
let otherBuyer = '';
let foreign = '';
const open: ChatClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const { rows } = await t.db.owner((q) =>
    q.query<{ storeId: number; owner: string }>(
      `SELECT st.id AS "storeId",
              (SELECT u.user_name FROM store_staff s JOIN app_user u ON u.id = s.user_id
                WHERE s.store_id = st.id AND s.role = 'owner' ORDER BY u.id LIMIT 1) AS owner
         FROM store st WHERE st.shop_id = 'DEMO' AND st.store_type = 1 AND st.status = 1 ORDER BY st.id LIMIT 1`,
    ),
  );
  storeId = Number(rows[0]!.storeId);
  expect(rows[0]!.owner, 'the self-operated store has an owner').toBeTruthy();
  buyer = await t.login('DEMO', 'person01');
  agent = await t.login('DEMO', `kefu${storeId}`);
  owner = await t.login('DEMO', rows[0]!.owner);
  otherBuyer = await t.login('DEMO', 'buyer03');
  foreign = await t.login('HBKY', 'buyer01');
});
afterAll(async () => {
  for (const c of open) c.close();
  await t.close();
});

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
}

async function uploadChatPicture(token: string): Promise<string> {
  const b = `chat${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nchat\r\n`),
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    await png(),
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/iiot/jcmall-oss/file/upload',
    headers: { shopId: 'DEMO', authorization: token, 'content-type': `multipart/form-data; boundary=${b}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { fileId: string } }).data.fileId;
}

/** Reads the picture as `token` (none: anonymous), through the tenant of `shop` in the path. */
function read(fileId: string, token: string | null, shop = 'DEMO') {
  return t.app.inject({
    method: 'GET',
    url: `/iiot/jcmall-oss/file/${shop}/${fileId}`,
    headers: token ? { authorization: token } : {},
  });
}

/** Reads the picture with the browser's session cookie instead of a header (an img tag's request). */
function readWithCookie(fileId: string, token: string) {
  return t.app.inject({
    method: 'GET',
    url: `/iiot/jcmall-oss/file/DEMO/${fileId}`,
    cookies: { 'USER-ACCESS-TOKEN': token },
  });
}

async function client(token: string, as?: 'agent') {
  const c = await connectChat(base, { token, ...(as ? { as } : {}) });
  open.push(c);
  await c.next('ready');
  return c;
}

describe('a picture sent in a conversation', () => {
  let conversationId = 0;

  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/iiot/jcmall-im/chat/open',
      headers: { shopId: 'DEMO', authorization: buyer },
      payload: { storeId },
    });
    expect(res.statusCode, res.body).toBe(200);
    conversationId = (res.json() as { data: { conversationId: number } }).data.conversationId;
  });

  it("the buyer's picture: the buyer, the store's agent and its owner see it; another buyer, another mall's user and nobody get 404", async () => {
    const fileId = await uploadChatPicture(buyer);
    // Before it is sent it is only its uploader's.
    expect((await read(fileId, buyer)).statusCode).toBe(200);
    expect((await read(fileId, agent)).statusCode).toBe(404);

    const b = await client(buyer);
    b.send({ type: 'send', conversationId, clientId: 'buyer-pic-1', kind: 'image', content: fileId });
    const ack = await b.next('ack', (f) => f.clientId === 'buyer-pic-1');
    expect(ack.message.kind).toBe('image');
    expect(ack.message.body).toBe(`/iiot/jcmall-oss/file/DEMO/${fileId}`);

    for (const [who, token] of [
      ['buyer', buyer],
      ['agent', agent],
      ['owner', owner],
    ] as const) {
      const res = await read(fileId, token);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers['content-type'], who).toBe('image/png');
      // Private: never kept by a shared cache.
      expect(res.headers['cache-control'], who).toBe('private, no-store');
      expect((await sharp(res.rawPayload).metadata()).format, who).toBe('png');
    }
    // An img tag sends the session cookie, not a header.
    expect((await readWithCookie(fileId, agent)).statusCode).toBe(200);

    for (const [who, token, shop] of [
      ['another buyer of the mall', otherBuyer, 'DEMO'],
      ['another buyer, by cookie', otherBuyer, 'cookie'],
      ['a user of another mall', foreign, 'DEMO'],
      ['a user of another mall, through their mall', foreign, 'HBKY'],
      ['nobody', null, 'DEMO'],
    ] as const) {
      const res = shop === 'cookie' ? await readWithCookie(fileId, token!) : await read(fileId, token, shop);
      expect([403, 404], who).toContain(res.statusCode);
      expect(res.headers['content-type'], who).not.toMatch(/^image\//);
    }
  });

  it("the agent's picture: the buyer sees it, another buyer does not", async () => {
    const fileId = await uploadChatPicture(agent);
    const a = await client(agent, 'agent');
    a.send({ type: 'send', conversationId, clientId: 'agent-pic-1', kind: 'image', content: fileId });
    await a.next('ack', (f) => f.clientId === 'agent-pic-1');
    expect((await read(fileId, buyer)).statusCode).toBe(200);
    expect((await read(fileId, owner)).statusCode).toBe(200);
    expect((await read(fileId, otherBuyer)).statusCode).toBe(404);
    expect((await read(fileId, foreign)).statusCode).toBe(404);
  });

  it('a chat upload is private when stored', async () => {
    const { rows } = await t.db.owner((q) =>
      q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM file_object WHERE purpose = 'chat' AND NOT private`,
      ),
    );
    expect(rows[0]!.n).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptLoginPassword } from '../../../machines/identity/login-cipher.ts';
import { nodesDatabase, startNode, stopNode, type Node } from '../fixtures/nodes.ts';
import { connectChat, type ChatClient } from './socket-client.ts';

/**
 * The chat across two API nodes on one PostgreSQL database (issue #19): a buyer connected to one node and
 * the store's agent connected to the other hear each other live, through NOTIFY mall_chat; a newer page
 * opened on the other node takes the consultation over. Runs where DATABASE_URL is set.
 */

const pgUrl = process.env.DATABASE_URL;
let lastStamp = 0;
const cipher = () => {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return encryptLoginPassword('Mall@2026', lastStamp);
};

const PRESENCE = { CHAT_PRESENCE_TTL_MS: '1500' };

describe.skipIf(!pgUrl)('the chat on two API nodes', () => {
  let database: Awaited<ReturnType<typeof nodesDatabase>> | undefined;
  let a: Node;
  let b: Node;
  const open: ChatClient[] = [];

  beforeAll(async () => {
    database = await nodesDatabase(pgUrl!);
    // A short presence expiry: a dead node's agent sockets stop counting within seconds.
    [a, b] = await Promise.all([startNode(database.url, PRESENCE), startNode(database.url, PRESENCE)]);
  }, 120_000);
  afterAll(async () => {
    for (const c of open) c.close();
    await Promise.all([a, b].filter(Boolean).map(stopNode));
    await database?.drop();
  });

  async function login(node: Node, userName: string): Promise<string> {
    const res = await fetch(`${node.base}/yzc-upms/login`, {
      method: 'POST',
      headers: { shopId: 'DEMO', 'content-type': 'application/json' },
      body: JSON.stringify({ userName, passWord: cipher() }),
    });
    const body = (await res.json()) as { success: boolean; message: string; data: { accessToken: string } };
    expect(body.success, body.message).toBe(true);
    return body.data.accessToken;
  }

  it('a message sent through one node reaches a client connected to the other, both ways', async () => {
    const buyer = await login(a, 'person01');
    const agent = await login(b, 'merchant01');
    const me = await fetch(`${b.base}/mallapi/api/console/me`, {
      headers: { shopId: 'DEMO', authorization: agent },
    });
    const storeId = ((await me.json()) as { data: { stores: Array<{ storeId: number }> } }).data.stores[0]!
      .storeId;
    const opened = await fetch(`${a.base}/iiot/jcmall-im/chat/open`, {
      method: 'POST',
      headers: { shopId: 'DEMO', authorization: buyer, 'content-type': 'application/json' },
      body: JSON.stringify({ storeId }),
    });
    const { conversationId } = ((await opened.json()) as { data: { conversationId: number } }).data;

    const onA = await connectChat(a.base, { token: buyer });
    const onB = await connectChat(b.base, { token: agent, as: 'agent' });
    open.push(onA, onB);
    await onA.next('ready');
    await onB.next('ready');

    onA.send({
      type: 'send',
      conversationId,
      clientId: 'node-a-message',
      kind: 'text',
      content: '从 A 节点发出',
    });
    const heard = await onB.next('message', (f) => f.message.clientId === 'node-a-message');
    expect(heard.message.body).toBe('从 A 节点发出');

    onB.send({
      type: 'send',
      conversationId,
      clientId: 'node-b-message',
      kind: 'text',
      content: '从 B 节点回复',
    });
    const answer = await onA.next('message', (f) => f.message.clientId === 'node-b-message');
    expect(answer.message.seq).toBe(heard.message.seq + 1);

    // A newer page of the same session, opened on node B, ends the page on node A.
    const newer = await connectChat(b.base, { token: buyer });
    open.push(newer);
    await newer.next('ready');
    expect((await onA.next('closing')).reason).toBe('replaced');
    expect((await onA.closed).code).toBe(4001);
  }, 60_000);

  it("an agent whose node dies goes offline for the buyers on the other node (their socket's heartbeat stops)", async () => {
    const c = await startNode(database!.url, PRESENCE);
    const buyer = await login(a, 'person01');
    const agent = await login(c, 'merchant01');
    const status = await fetch(`${c.base}/iiot/jcmall-im/chat/agent/status`, {
      method: 'POST',
      headers: { shopId: 'DEMO', authorization: agent, 'content-type': 'application/json' },
      body: JSON.stringify({ online: true }),
    });
    expect(status.status).toBe(200);
    const me = await fetch(`${c.base}/mallapi/api/console/me`, {
      headers: { shopId: 'DEMO', authorization: agent },
    });
    const storeId = ((await me.json()) as { data: { stores: Array<{ storeId: number }> } }).data.stores[0]!
      .storeId;

    const onA = await connectChat(a.base, { token: buyer });
    open.push(onA);
    await onA.next('ready');
    const onC = await connectChat(c.base, { token: agent, as: 'agent' });
    open.push(onC);
    await onC.next('ready');
    await onA.next('presence', (f) => f.storeId === storeId && f.online);

    // The node is killed: no close, no cleanup. Node A's sweep finds its stale socket and tells the buyer.
    const from = onA.frames.length;
    const exited = new Promise((resolve) => c.child.once('exit', resolve));
    c.child.kill('SIGKILL');
    await exited;
    const offline = await onA.next(
      'presence',
      (f) => f.storeId === storeId && !f.online && onA.frames.indexOf(f) >= from,
      10_000,
    );
    expect(offline.online).toBe(false);
  }, 60_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encryptLoginPassword } from '../../../machines/identity/login-cipher.ts';
import { adminUrl, databaseUrlFor } from '../fixtures/postgres.ts';
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

interface Node {
  child: ChildProcess;
  base: string;
}

function startNode(databaseUrl: string): Promise<Node> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/platform/server.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DIST_DIR: 'tests/server/fixtures/no-dist',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /ready at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) resolve({ child, base: m[1]! });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`node exited early (${code}): ${out}`)));
  });
}

const stop = (n: Node) =>
  new Promise<void>((resolve) => {
    if (n.child.exitCode !== null) return resolve();
    n.child.once('exit', () => resolve());
    n.child.kill('SIGTERM');
  });

async function admin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl(pgUrl!) });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

describe.skipIf(!pgUrl)('the chat on two API nodes', () => {
  let name = '';
  let a: Node;
  let b: Node;
  const open: ChatClient[] = [];

  beforeAll(async () => {
    name = `mall_test_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    const url = databaseUrlFor(pgUrl!, name);
    [a, b] = await Promise.all([startNode(url), startNode(url)]);
  }, 120_000);
  afterAll(async () => {
    for (const c of open) c.close();
    await Promise.all([a, b].filter(Boolean).map(stop));
    if (name) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
});

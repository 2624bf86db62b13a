import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/src/platform/db/database.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'mall-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real server process on the embedded database in dataDir and waits for its URL. */
function startServer(): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/platform/server.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DIST_DIR: join(dataDir, 'no-dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /ready at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) resolve({ child, base: m[1]!, output: () => out });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('the server process', () => {
  it('keeps data across a graceful SIGTERM restart on the embedded database', async () => {
    const first = await startServer();
    const record = await fetch(`${first.base}/iiot/jcmall-front/userAccessRecord/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', shopId: 'DEMO' },
      body: JSON.stringify({ shopId: 'DEMO', pageUrl: '/demo/persisted', pageTitle: '持久化', type: 1 }),
    });
    expect(record.status).toBe(200);
    expect(await stop(first.child)).toBe(0);
    expect(first.output()).toContain('SIGTERM');

    const second = await startServer();
    expect(second.output()).not.toContain('seeded the demo data');
    const shop = await fetch(`${second.base}/iiot/jcmall-front/shop/getShopIdByDomain`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: 'hbky' }),
    });
    expect((await shop.json()).data.shopId).toBe('HBKY');
    expect(await stop(second.child)).toBe(0);

    const db = await openDatabase({ dataDir });
    const { rows } = await db.owner((q) =>
      q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM user_access_record WHERE page_url = '/demo/persisted'`,
      ),
    );
    await db.close();
    expect(rows[0]!.n).toBe(1);
    // The first start seeds the embedded database: about a minute on a quiet machine, more on a busy one.
  }, 300_000);
});

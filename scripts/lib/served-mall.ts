import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let signalsHandled = false;
/** SIGINT and SIGTERM end this process through exit(), so that its 'exit' handlers run. */
function endOnSignals() {
  if (signalsHandled) return;
  signalsHandled = true;
  process.once('SIGINT', () => process.exit(130));
  process.once('SIGTERM', () => process.exit(143));
}

export interface ServedMall {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The mall as `npm run serve` starts it (the built SPA in dist/ and the API), on a free port with an
 * in-memory seeded database, in a process of its own so that it does not share this one's event loop.
 * Resolves once it answers; `stop()` ends it.
 */
export async function startMall(env: Record<string, string> = {}): Promise<ServedMall> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['tsx', 'server/src/platform/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  // The mall has a process group of its own, out of reach of a Ctrl-C or of the broken pipe that ends
  // this script when its output goes into `head`: it goes down with this process, however that ends.
  const reap = () => {
    if (!exited && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  };
  process.once('exit', reap);
  endOnSignals();
  const stop = async () => {
    process.off('exit', reap);
    if (exited || child.pid === undefined) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await gone;
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) throw new Error('the mall exited before it answered');
    try {
      const res = await fetch(`${baseUrl}/mall/app-version.json`);
      if (res.ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the mall did not answer within 3 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

import { cpus } from 'node:os';
import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';
import { testChromium } from './scripts/lib/chromium.ts';

/** A free port, chosen once by the main process; workers inherit it through the environment. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests against the real server (built SPA + API on an in-memory seeded database) in
 * Debian's Chromium: no browser download.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: cpus().length,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'zh-CN',
    // A failed test keeps its trace with DOM snapshots (and error-context.md its ARIA snapshot). The
    // screencast is off: on 2 cores it doubled every test's time and pushed long journeys past 30 s.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    launchOptions: {
      executablePath: testChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx server/src/platform/server.ts',
    url: `${baseURL}/mall/app-version.json`,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every test logs in from 127.0.0.1; the per-IP cap is tested in the server suite.
      LOGIN_ATTEMPTS_PER_IP: '1000',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

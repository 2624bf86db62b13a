/**
 * `npm run size`: the JavaScript the home page (/mall/demo/index) loads until the network is idle, as
 * the browser receives it, against its budget. Run after `npm run build`: it starts the built mall
 * (scripts/lib/served-mall.ts), opens home in Chromium on a desktop and on a phone-sized screen, waits
 * until no request has been in flight for 3 s after the load event, and adds up the compressed bodies
 * of every script response (entry, route and lazy chunks alike) plus the page's inline scripts. The
 * larger of the two screens counts. Each row also gives the file's gzip size, for comparison with
 * clients that do not take brotli. Fails above the budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { startMall } from './lib/served-mall.ts';
import { testChromium } from './lib/chromium.ts';

const BUDGET_KIB = 150;
const HOME = '/mall/demo/index';
const QUIET_MS = 3000;
const dist = process.env.DIST_DIR ?? 'dist';

interface Row {
  path: string;
  encoding: string;
  bytes: number;
  gzip: number;
}

/** The gzip size of a built file: its precompressed .gz, else gzip -9 of it. */
function gzipSizeOf(path: string): number {
  const file = join(dist, path.replace(/^\/mall\//, ''));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

/** Loads the page and resolves when the network has been quiet for QUIET_MS after the load event. */
async function scriptsToNetworkIdle(page: Page, url: string): Promise<Row[]> {
  const rows: Row[] = [];
  const pending = new Set<Promise<void>>();
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  page.on('requestfailed', () => {
    inFlight -= 1;
    lastChange = Date.now();
  });
  page.on('requestfinished', (request) => {
    inFlight -= 1;
    lastChange = Date.now();
    if (request.resourceType() !== 'script') return;
    const done = (async () => {
      const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
      const path = new URL(request.url()).pathname;
      rows.push({
        path,
        encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        bytes: sizes.responseBodySize,
        gzip: gzipSizeOf(path),
      });
    })();
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  const deadline = Date.now() + 60_000;
  while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`${url}: the network was not idle within 60 s`);
    await page.waitForTimeout(100);
  }
  await Promise.all(pending);
  const html = await response.text();
  const inline = [
    ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((m) => m[1]!)
    .join('\n');
  if (inline) {
    const gzip = gzipSync(inline, { level: 9 }).length;
    rows.push({ path: '(inline scripts of the page)', encoding: 'html', bytes: gzip, gzip });
  }
  return rows.sort((a, b) => b.bytes - a.bytes);
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const mall = await startMall();
const browser = await chromium.launch({
  executablePath: testChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
let worst = 0;
try {
  for (const screen of [
    { name: 'desktop 1350×900', viewport: { width: 1350, height: 900 }, isMobile: false },
    { name: 'phone 390×844', viewport: { width: 390, height: 844 }, isMobile: true },
  ]) {
    const context = await browser.newContext({ viewport: screen.viewport, isMobile: screen.isMobile });
    const rows = await scriptsToNetworkIdle(await context.newPage(), `${mall.baseUrl}${HOME}`);
    await context.close();
    const total = rows.reduce((sum, r) => sum + r.bytes, 0);
    const gzip = rows.reduce((sum, r) => sum + r.gzip, 0);
    worst = Math.max(worst, total);
    console.log(`JavaScript of ${HOME} to network idle, ${screen.name} (as received; gzip beside):`);
    for (const r of rows) console.log(`  ${r.path}  ${r.encoding} ${kib(r.bytes)}  (gzip ${kib(r.gzip)})`);
    console.log(
      `  total ${kib(total)} in ${rows.length} scripts (gzip ${kib(gzip)}); budget ${BUDGET_KIB} KiB\n`,
    );
  }
} finally {
  await browser.close();
  await mall.stop();
}
if (worst / 1024 > BUDGET_KIB) {
  console.error(`Over budget by ${kib(worst - BUDGET_KIB * 1024)}.`);
  process.exit(1);
}

/**
 * `npm run size`: the gzip size of the JavaScript the browser must load to render the home page
 * (/mall/demo/index) — every script index.html loads up front. Lazy chunks (other routes, widgets
 * opened on demand) are not counted. Fails above the budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = 170;
const dist = process.env.DIST_DIR ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((m) => m[1]!);
const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  .map((m) => m[1]!)
  .join('\n');

let total = gzipSync(inline).length;
const rows: string[] = [`  inline scripts  ${(total / 1024).toFixed(1)} KiB`];
for (const src of scripts) {
  const file = join(dist, src.replace(/^\/mall\//, ''));
  const size = gzipSync(readFileSync(file), { level: 9 }).length;
  total += size;
  rows.push(`  ${src}  ${(size / 1024).toFixed(1)} KiB`);
}
const kib = total / 1024;
console.log(
  `Initial JavaScript for /mall/demo/index (gzip):\n${rows.join('\n')}\n  total ${kib.toFixed(1)} KiB (budget ${BUDGET_KIB} KiB)`,
);
if (kib > BUDGET_KIB) {
  console.error(`Over budget by ${(kib - BUDGET_KIB).toFixed(1)} KiB.`);
  process.exit(1);
}

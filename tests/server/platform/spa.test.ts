import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

let t: TestApp;
let dist: string;
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/mall/assets/js/index.0123456789.js"></script></body></html>';
const BUNDLE = `console.log(${JSON.stringify('商城'.repeat(2000))});`;
/** A chunk the build compressed beside itself (rsbuild.config.ts writes .br and .gz). */
const CHUNK = `console.log(${JSON.stringify('集采'.repeat(2000))});`;
const CHUNK_BR = brotliCompressSync(CHUNK);
const CHUNK_GZ = gzipSync(CHUNK, { level: 9 });

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'mall-dist-'));
  mkdirSync(join(dist, 'assets/js'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets/js/index.0123456789.js'), BUNDLE);
  writeFileSync(join(dist, 'assets/js/chunk.0123456789.js'), CHUNK);
  writeFileSync(join(dist, 'assets/js/chunk.0123456789.js.br'), CHUNK_BR);
  writeFileSync(join(dist, 'assets/js/chunk.0123456789.js.gz'), CHUNK_GZ);
  t = await createTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the storefront', () => {
  for (const path of [
    '/mall/demo/index',
    '/mall/demo/detail?skuId=1',
    '/mall/404-project',
    '/user-management/DEMO/pc/pwd-login',
    '/vp/shop/apply-settle',
  ]) {
    it(`answers the client route ${path} with index.html, never cached`, async () => {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    });
  }

  it('caches hashed assets for a year as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mall/assets/js/index.0123456789.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses with brotli or gzip when the browser accepts it', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/mall/assets/js/index.0123456789.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/mall/assets/js/index.0123456789.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'] ?? gz.rawPayload.length)).toBeLessThan(
      Buffer.byteLength(BUNDLE),
    );
  });

  for (const [accept, encoding, body] of [
    ['br, gzip', 'br', CHUNK_BR],
    ['gzip', 'gzip', CHUNK_GZ],
  ] as const) {
    it(`sends the build's precompressed ${encoding} file as it is to a browser accepting ${accept}`, async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/mall/assets/js/chunk.0123456789.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(body)).toBe(true);
    });
  }

  it('sends the plain file, marked as varying by encoding, to a client accepting no compression', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/mall/assets/js/chunk.0123456789.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(CHUNK);
  });

  it('answers a missing asset with 404 rather than index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mall/assets/js/missing.0123456789.js' });
    expect(res.statusCode).toBe(404);
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/iiot/jcmall-front/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404, data: null });
  });

  const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

  for (const path of ['/nope', '/mall-x', '/favicon-nope', '/mall/assets/nope.html']) {
    it(`answers a browser's wrong path ${path} with a self-contained HTML 404 page`, async () => {
      const res = await t.app.inject({ method: 'GET', url: path, headers: { accept: BROWSER } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('抱歉，您访问的页面不存在');
      expect(res.body).toContain('the page you are looking for does not exist');
      expect(res.body).toContain('href="/mall/"');
      // Nothing the CSP would block: no script at all, no asset, one inline <style> (style-src allows it).
      expect(res.body).not.toMatch(/<script|<link|src=/i);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/style-src [^;]*'unsafe-inline'/);
      expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    });
  }

  for (const [method, url, accept] of [
    ['GET', '/nope', 'application/json'],
    ['GET', '/nope', undefined],
    ['POST', '/nope', BROWSER],
    ['GET', '/iiot/jcmall-front/nope', BROWSER],
    ['GET', '/mallapi/api/nope', BROWSER],
    ['GET', '/yzc-upms/nope', BROWSER],
    ['GET', '/edge/nope', BROWSER],
    ['GET', '/website-manage/nope', BROWSER],
    ['GET', '/__dev/nope', BROWSER],
    ['GET', '/__sandbox/nope', BROWSER],
  ] as const) {
    it(`keeps the JSON envelope for ${method} ${url} (Accept: ${accept ?? 'none'})`, async () => {
      const res = await t.app.inject({ method, url, headers: accept ? { accept } : {} });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ success: false, code: 404, data: null });
    });
  }

  it('sends the root to the demo home', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/mall/demo/index');
  });

  it('derives the app version from the deployed index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mall/app-version.json' });
    expect(res.json().appVersion).toMatch(/^[0-9a-f]{12}$/);
  });
});

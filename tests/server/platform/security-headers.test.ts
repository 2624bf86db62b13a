import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call, placeOrder } from '../fixtures/orders.ts';

/**
 * Security headers (hardening issue, item 4) on the storefront's HTML, on API answers and on the sandbox
 * pay page: a CSP whose scripts are 'self' plus the hashes of the built index.html's inline scripts
 * (read from a deployed index.html, here a fixture with two inline scripts), anti-framing, nosniff, a
 * Referrer-Policy that keeps URLs on the site, and HSTS only over HTTPS.
 */

const THEME = `(function () { document.documentElement.classList.add('light'); })();`;
const SECOND = 'window.__second = 1;';
const INDEX = `<!doctype html><html><head><title>商城</title><script>${THEME}</script><script>${SECOND}</script><script defer src="/mall/assets/js/index.0123456789.js"></script></head><body><div id="root"></div></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'mall-csp-dist-'));
  mkdirSync(join(dist, 'assets/js'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets/js/index.0123456789.js'), 'console.log(1);');
  // Behind a proxy that says whether the browser came over HTTPS.
  t = await createTestApp({ distDir: dist, app: { trustProxy: true } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The CSP as directive → sources. */
function policy(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    (header as string)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectHardened(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('same-origin');
  const csp = policy(headers['content-security-policy']);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['default-src']).toEqual(["'self'"]);
}

/** An API answer is no document: it allows nothing, and may not be framed, sniffed or read cross-site. */
function expectApiHardened(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(policy(headers['content-security-policy'])).toEqual({
    'default-src': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
  // The document set's policies for pages that run scripts are not sent with JSON.
  expect(headers['cross-origin-opener-policy']).toBeUndefined();
}

describe('security headers', () => {
  it('gives the storefront a CSP that allows its inline scripts by hash only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mall/demo/index' });
    expect(res.statusCode).toBe(200);
    // The page as built, plus what the server adds for the first view: an image preload and the answers
    // as JSON, a script element the browser never runs and so needs no hash.
    expect(res.body).toContain(`<script>${THEME}</script><script>${SECOND}</script>`);
    expect(res.body).toContain('<div id="root"></div>');
    const inline = [...res.body.matchAll(/<script( [^>]*)?>([^<]+)<\/script>/g)];
    expect(inline.filter((m) => !m[1]?.includes('type="application/json"')).map((m) => m[2])).toEqual([
      THEME,
      SECOND,
    ]);
    expectHardened(res.headers);
    expect(policy(res.headers['content-security-policy'])).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", sha256(THEME), sha256(SECOND)],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
    });
    // Over plain HTTP there is no HSTS (a browser would ignore it, and a local demo must not get it).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS only when the request came over HTTPS', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/mall/demo/index',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('hardens assets, API answers and 404 envelopes too, API answers with the short API set', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/mall/assets/js/index.0123456789.js' });
    expect(asset.statusCode).toBe(200);
    expectHardened(asset.headers);
    const api = await t.app.inject({
      method: 'POST',
      url: '/iiot/jcmall-front/shop/getShopIdByDomain',
      payload: { domain: 'demo' },
    });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-type']).toContain('application/json');
    expectApiHardened(api.headers);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/iiot/jcmall-front/shop/getShopIdByDomain',
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
    expectApiHardened(refused.headers);
    const overHttps = await t.app.inject({
      method: 'GET',
      url: '/mall/app-version.json',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expectApiHardened(overHttps.headers);
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const missing = await t.app.inject({ method: 'GET', url: '/iiot/jcmall-front/nope' });
    expect(missing.statusCode).toBe(404);
    expectHardened(missing.headers);
  });

  it('keeps the sandbox pay page working under the CSP: its style inline, its forms posting to itself', async () => {
    const buyer = await t.login('DEMO', 'buyer01');
    const { submissionId } = await placeOrder(t, buyer);
    const created = await call(
      t,
      buyer,
      'POST',
      '/iiot/jcmall-pay/pay/create',
      { submissionId, method: 'alipay' },
      { key: randomUUID() },
    );
    const paymentId = created.json().data.paymentId as string;
    const page = await t.app.inject({ method: 'GET', url: `/__sandbox/pay/${paymentId}` });
    expect(page.statusCode).toBe(200);
    expectHardened(page.headers);
    const csp = policy(page.headers['content-security-policy']);
    // No script on the page at all; an inline <style> (allowed), and forms to a path of this origin.
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toMatch(/<style>/);
    expect(csp['style-src']).toContain("'unsafe-inline'");
    expect(csp['form-action']).toEqual(["'self'"]);
    const actions = [...page.body.matchAll(/<form[^>]*action="([^"]*)"/g)].map((m) => m[1]);
    expect(actions).toEqual([`/__sandbox/pay/${paymentId}/confirm`, `/__sandbox/pay/${paymentId}/confirm`]);
  });
});

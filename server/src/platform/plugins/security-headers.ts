import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** HSTS for a year, sent only on answers to requests that came over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The CSP source of each inline script of a page ('sha256-…'), e.g. the theme script rsbuild.config.ts
 * puts into index.html. A script with a src is covered by 'self'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** The Content-Security-Policy of every answer, given the built index.html's inline script hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[]) {
  return {
    'default-src': ["'self'"],
    // Never 'unsafe-inline' for scripts: the built index.html's inline scripts are allowed by hash.
    'script-src': ["'self'", ...scriptHashes],
    // 'unsafe-inline' for styles: Chakra UI (emotion) inserts <style> elements at run time without a
    // nonce, the machines viewer's diagrams are SVG with an inline <style>, and the sandbox pay page has
    // one. Styles cannot run code; scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the QR code (an SVG data URL) and inline icons; blob: for local image previews.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
}

/**
 * The headers helmet sets with these options, computed once: helmet's middleware run against a response
 * that only records them. None of them depends on the request (no CSP nonces), so every answer gets the
 * same set, applied by one hook. (@fastify/helmet rebuilt helmet's middleware on every request: about a
 * tenth of a no-database route's time.)
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let ran = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    ran = true;
  });
  if (!ran) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * The headers of an API answer (an OpenAPI operation's JSON, or a stored file's bytes), after OWASP's REST
 * security cheat sheet: such an answer is never a document to render, so it allows nothing at all
 * (default-src 'none'), may not be framed, sniffed or read by another site's page, and keeps URLs on the
 * site. Five short headers instead of the document set's twelve: on a route that reads no database the
 * document set cost about a third of the server's time per answer (bench:api).
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
});

/**
 * Security headers on every answer (computed at start-up). Documents — the storefront's HTML, its assets,
 * the sandbox pay page, not-found pages — get helmet's set: the CSP above, X-Frame-Options DENY,
 * X-Content-Type-Options nosniff, Referrer-Policy same-origin (a URL never leaves the site in a Referer, so
 * nothing in it can leak) and the cross-origin policies. API answers (the routes of OpenAPI operations) get
 * API_HEADERS. Strict-Transport-Security goes on both, only when the request came over HTTPS
 * (request.protocol, which believes X-Forwarded-Proto only from TRUST_PROXY). The script hashes are read
 * from `distDir/index.html` once, at start-up.
 *
 * Cross-Origin-Opener-Policy is same-origin-allow-popups, not helmet's same-origin: `?inspect` opens
 * Stately's inspector in a window of its own and talks to it by postMessage, which same-origin would cut.
 */
export function registerSecurityHeaders(app: FastifyInstance, distDir: string): void {
  const indexPath = join(distDir, 'index.html');
  const hashes = existsSync(indexPath) ? inlineScriptHashes(readFileSync(indexPath, 'utf8')) : [];
  const documentHeaders = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(hashes) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.operation ? API_HEADERS : documentHeaders);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}

import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { localFailure } from '../i18n/translate.ts';
import { firstViewPage, type BuiltSpa } from './first-view.ts';
import { NOT_FOUND_HTML } from './not-found-page.ts';

/** Client-side routes: anything under these is the SPA's (history fallback to index.html). */
const SPA_PREFIXES = ['/mall/', '/user-management/', '/vp/'];
const SPA_ROOTS = ['/mall', '/user-management', '/vp'];
/** The API's service prefixes and the dev and sandbox tools: an unknown path there is always JSON. */
const API_PREFIXES = ['/iiot', '/mallapi', '/yzc-upms', '/edge', '/website-manage', '/__dev', '/__sandbox'];

/** A browser navigating to a page (GET or HEAD accepting HTML), outside every API prefix. */
function isPageRequest(method: string, path: string, accept: string | undefined): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    /\btext\/html\b/.test(accept ?? '') &&
    !API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))
  );
}

/**
 * Serves the built storefront: hashed assets cached for a year, index.html never cached, and every
 * unknown client route answered with index.html. Any other unknown path is a 404: a small HTML page for a
 * browser (not-found-page.ts), the envelope for API clients and every request that does not ask for HTML.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = join(distDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/mall/',
      index: false,
      wildcard: true,
      cacheControl: false,
      // The build wrote each text asset's .br and .gz beside it (rsbuild.config.ts): the one the browser
      // accepts is sent as it is, with its Content-Encoding; nothing is compressed per request.
      preCompressed: true,
      setHeaders(res, path) {
        const hashed = /[.-][0-9a-f]{8,}\.(?:js|css|woff2?|png|svg|jpg|webp)(?:\.br|\.gz)?$/.test(path);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL answers differently by Accept-Encoding: caches must keep them apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  const build: BuiltSpa = {
    indexHtml: hasBuild ? readFileSync(indexPath, 'utf8') : '',
    chunks: readChunkGroups(join(distDir, 'first-view-chunks.json')),
  };

  app.get('/', (_request, reply) => reply.redirect('/mall/demo/index'));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isSpaRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (SPA_ROOTS.includes(path) || SPA_PREFIXES.some((p) => path.startsWith(p))) &&
      !path.startsWith('/mall/assets/');
    if (isSpaRoute && hasBuild) {
      // A storefront page comes with its first view's answers (first-view.ts): the same for every visitor
      // of the tenant, so it may be stored like index.html itself, which is revalidated every time (its
      // ETag answers a revalidation with 304 while the page is unchanged).
      const page = await firstViewPage(app, build, request.url);
      reply.header('Cache-Control', 'no-cache').header('ETag', page.etag).type('text/html; charset=utf-8');
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      return page.kept ? page.send(request, reply) : reply.send(page.text);
    }
    if (isPageRequest(request.method, path, request.headers.accept)) {
      return reply
        .code(404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(NOT_FOUND_HTML);
    }
    return reply.code(404).send(localFailure(request, 404, `接口不存在：${request.method} ${path}`));
  });
}

/** The deployed version: a digest of index.html, which names every hashed bundle. */
export function appVersionOf(distDir: string): string {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return 'dev';
  return createHash('sha256').update(readFileSync(indexPath)).digest('hex').slice(0, 12);
}

/** The build's chunk groups (rsbuild.config.ts); none for a build without the file (nothing preloaded). */
function readChunkGroups(path: string): BuiltSpa['chunks'] {
  if (!existsSync(path)) return {};
  const groups = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  if (!groups || typeof groups !== 'object') return {};
  return Object.fromEntries(
    Object.entries(groups).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((file) => typeof file === 'string'),
    ),
  );
}

import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from '../errors.ts';

/** Client-side routes: anything under these is the SPA's (history fallback to index.html). */
const SPA_PREFIXES = ['/mall/', '/user-management/', '/vp/'];
const SPA_ROOTS = ['/mall', '/user-management', '/vp'];

/**
 * Serves the built storefront: hashed assets cached for a year, index.html never cached, and every
 * unknown client route answered with index.html. Unknown API paths get a 404 envelope.
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
      setHeaders(res, path) {
        const hashed = /[.-][0-9a-f]{8,}\.(?:js|css|woff2?|png|svg|jpg|webp)$/.test(path);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8') : '';

  app.get('/', (_request, reply) => reply.redirect('/mall/demo/index'));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isSpaRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (SPA_ROOTS.includes(path) || SPA_PREFIXES.some((p) => path.startsWith(p))) &&
      !path.startsWith('/mall/assets/');
    if (isSpaRoute && hasBuild) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.code(404).send(failure(404, `接口不存在：${request.method} ${path}`));
  });
}

/** The deployed version: a digest of index.html, which names every hashed bundle. */
export function appVersionOf(distDir: string): string {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return 'dev';
  return createHash('sha256').update(readFileSync(indexPath)).digest('hex').slice(0, 12);
}

import { notFound } from '../../platform/errors.ts';
import { defineRoutes } from '../../platform/openapi/handlers.ts';
import { readFile } from './files.service.ts';

export const ossHandlers = defineRoutes('oss', {
  getFile: async ({ params, ctx, reply }) => {
    const file = await ctx.tx((q) => readFile(q, params.fileId));
    if (!file) throw notFound('文件不存在');
    return (
      reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        // SVGs are served as images only; a sandbox CSP keeps any script in one from running if opened directly.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(Buffer.from(file.data))
    );
  },
});

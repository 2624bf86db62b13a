import { badRequest, notFound } from '../../platform/errors.ts';
import { defineRoutes } from '../../platform/openapi/handlers.ts';
import { credentialOf } from '../../platform/plugins/access.ts';
import { findSessionUser } from '../identity/sessions.service.ts';
import { checkUpload, formatMessage } from './content.ts';
import {
  assertMayUpload,
  mayReadPrivateFile,
  readFile,
  saveUpload,
  type StoredFile,
} from './files.service.ts';

/** Pictures (and the seeded SVGs): a sandbox CSP keeps any script in one from running if opened directly. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** PDFs: everything forbidden too, but no sandbox, inside which Chromium refuses to start its PDF viewer. */
const PDF_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const SAFE_NAME = /^[A-Za-z0-9_-]{1,64}\.[a-z]{2,4}$/;

export const ossHandlers = defineRoutes('oss', {
  uploadFile: async ({ body, ctx }) => {
    const user = ctx.user!;
    const { purpose } = body;
    // A file part arrives as a Buffer; the same name sent as a text field (or twice) is no file.
    if (!Buffer.isBuffer(body.file)) throw badRequest(formatMessage(purpose));
    const bytes = body.file;
    await ctx.tx((q) => assertMayUpload(q, user, purpose));
    const checked = await checkUpload(bytes, purpose);
    return ctx.tx((q) => saveUpload(q, ctx.shopId!, user, purpose, checked));
  },

  getFile: async ({ params, ctx, request, reply }) => {
    // The tenant is the path's (plain img tags send no shopId header); a private file also needs the
    // caller's session of that tenant (cookie or Authorization header). Anyone else learns nothing: 404.
    const file = await ctx.tx(async (q): Promise<StoredFile | null> => {
      const found = await readFile(q, params.fileId);
      if (!found?.private) return found;
      const token = credentialOf(request)?.token;
      const user = token ? await findSessionUser(q, token) : null;
      return user && (await mayReadPrivateFile(q, found, user)) ? found : null;
    });
    if (!file) throw notFound('文件不存在');
    reply
      .header('Content-Type', file.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', file.contentType === 'application/pdf' ? PDF_CSP : IMAGE_CSP)
      .header(
        'Cache-Control',
        // Ids are never reused: a public file never changes. A private one must not sit in a shared cache.
        file.private ? 'private, no-store' : 'public, max-age=31536000, immutable',
      );
    // Uploads are shown in place under the name the server gave them (never the client's).
    if (file.purpose !== 'catalog')
      reply.header(
        'Content-Disposition',
        SAFE_NAME.test(file.fileName) ? `inline; filename="${file.fileName}"` : 'inline',
      );
    return reply.send(Buffer.from(file.data));
  },
});

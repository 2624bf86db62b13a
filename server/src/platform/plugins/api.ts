import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, forbidden, ok } from '../errors.ts';
import type { Handler } from '../openapi/handlers.ts';
import type { Operation } from '../openapi/operations.ts';
import { credentialOf, resolveContext } from './access.ts';
import { clearSessionCookies } from './session-cookie.ts';

type Handlers = Record<string, Record<string, Handler<never>>>;

/** Fails at start-up when an operation has no handler or a handler no operation. */
export function checkHandlers(operations: readonly Operation[], handlers: Handlers): void {
  const missing = operations.filter((op) => !handlers[op.service]?.[op.operationId]);
  const known = new Set(operations.map((op) => `${op.service}.${op.operationId}`));
  const orphans = Object.entries(handlers).flatMap(([service, hs]) =>
    Object.keys(hs)
      .map((id) => `${service}.${id}`)
      .filter((key) => !known.has(key)),
  );
  if (missing.length > 0 || orphans.length > 0) {
    throw new Error(
      `OpenAPI operations and handlers disagree. Without handler: ${missing.map((o) => `${o.service}.${o.operationId}`).join(', ') || 'none'}. Without operation: ${orphans.join(', ') || 'none'}.`,
    );
  }
}

/**
 * Registers one Fastify route per OpenAPI operation, validated and serialised by the operation's own
 * schemas (checkHandlers has made sure each has its handler).
 */
export function registerOperations(
  app: FastifyInstance,
  operations: readonly Operation[],
  handlers: Handlers,
): void {
  for (const op of operations) {
    const handler = handlers[op.service]?.[op.operationId] as Handler<unknown> | undefined;
    if (!handler) throw new Error(`OpenAPI operation ${op.service}.${op.operationId} has no handler`);
    app.route({
      method: op.method,
      url: op.url,
      schema: op.schema,
      config: {
        operation: op,
        // One file, read up to one byte past the operation's limit and handed over (not thrown), so that
        // the handler answers with the message of what the file is. Memory stays bounded by the limit.
        ...(op.maxFileBytes !== null && {
          multipartOptions: {
            limits: { fileSize: op.maxFileBytes + 1, files: 1 },
            throwFileSizeLimit: false,
          } as FastifyContextConfig['multipartOptions'],
        }),
      },
      // A callback, not an async function: no promise per request for checks that never wait.
      preValidation: (request, _reply, done) => {
        try {
          refuseTokenInUrl(request);
          checkOrigin(request);
          if (op.bodyOptional && (request.body === undefined || request.body === null)) request.body = {};
          const bad = findNul(request.body, '') ?? findNul(request.query, '');
          if (bad !== null) throw badRequest(`字段 ${bad || '请求体'} 含有非法字符（NUL）`);
          done();
        } catch (error) {
          done(error as Error);
        }
      },
      handler: async (request, reply) => {
        const ctx = await resolveContext(app.db, op, request).catch((error: unknown) => {
          // The browser's cookie names a session the server no longer knows: end it there too.
          if (error instanceof AppError && error.code === 401 && credentialOf(request)?.source === 'cookie')
            clearSessionCookies(request, reply);
          throw error;
        });
        const result = await handler({
          body: request.body as never,
          query: request.query as never,
          params: request.params as never,
          ctx,
          request,
          reply,
        });
        if (op.raw) return result;
        // An answer the handler sent itself (a kept answer, platform/prepared.ts). Its `return reply` reaches
        // here as undefined (a reply is a thenable, awaited until it is sent), so `sent` says it: answering
        // again would log FST_ERR_REP_ALREADY_SENT with a stack for every such request.
        if (reply.sent) return reply;
        return ok(result);
      },
    });
  }
}

/**
 * The path of the first string holding a NUL character (PostgreSQL text cannot store one), or null.
 * Walks with its own stack, not by recursion, so no input can overflow the call stack here.
 */
function findNul(value: unknown, path: string): string | null {
  const pending: Array<[unknown, string]> = [[value, path]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, at] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return at;
    } else if (item && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      // A file part (a Buffer) is bytes, not text: walking it would visit every byte.
      // Pushed in reverse, so fields are visited in order and the first hit is the one reported.
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        pending.push([child, at ? `${at}.${key}` : key]);
      }
    }
  }
  return null;
}

/** Methods that change something: a browser sends them cross-site only with an Origin of its own. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a session token in the query string (spec §7 allowed `?Authorization=`): a token in a URL leaks
 * through history, logs and Referer. A page that receives one exchanges it once for the cookie
 * (/login/exchange) and strips it from the address bar.
 */
function refuseTokenInUrl(request: FastifyRequest): void {
  const query = request.query;
  if (query && typeof query === 'object' && Object.keys(query).some((k) => /^authorization$/i.test(k)))
    throw badRequest('令牌不能放在网址中，请使用 Authorization 请求头');
}

/**
 * Cross-site request forgery: a state-changing request from a browser carries an Origin, which must be
 * this server's own (the Host it was sent to). One that rides on the session cookie must also show where
 * it came from (Origin, else Referer), since only browsers send cookies by themselves. API clients with an
 * Authorization header and server-to-server callbacks send neither and pass.
 */
function checkOrigin(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const source = origin ?? referer;
  if (source === undefined) {
    if (credentialOf(request)?.source === 'cookie') throw forbidden('请求来源不被允许');
    return;
  }
  // Both sides through URL, so a default port (http://mall:80, Host mall:80) compares equal.
  if (hostOf(source) !== hostOf(`${request.protocol}://${request.host}`)) throw forbidden('请求来源不被允许');
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

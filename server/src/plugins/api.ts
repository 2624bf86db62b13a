import type { FastifyInstance } from 'fastify';
import { badRequest, ok } from '../errors.ts';
import type { Handler } from '../openapi/handlers.ts';
import type { Operation } from '../openapi/operations.ts';
import { resolveContext } from './access.ts';

/**
 * Registers one Fastify route per OpenAPI operation, validated and serialised by the operation's own
 * schemas. Fails at start-up when an operation has no handler or a handler no operation.
 */
export function registerOperations(
  app: FastifyInstance,
  operations: Operation[],
  handlers: Record<string, Record<string, Handler<never>>>,
): void {
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

  for (const op of operations) {
    const handler = handlers[op.service]![op.operationId] as Handler<unknown>;
    app.route({
      method: op.method,
      url: op.url,
      schema: op.schema,
      config: { operation: op },
      preValidation: async (request) => {
        if (op.bodyOptional && (request.body === undefined || request.body === null)) request.body = {};
        const bad = findNul(request.body, '') ?? findNul(request.query, '');
        if (bad !== null) throw badRequest(`字段 ${bad || '请求体'} 含有非法字符（NUL）`);
      },
      handler: async (request, reply) => {
        const ctx = await resolveContext(app.db, op, request);
        const result = await handler({
          body: request.body as never,
          query: request.query as never,
          params: request.params as never,
          ctx,
          request,
          reply,
        });
        if (op.raw) return result;
        return ok(result);
      },
    });
  }
}

/** The path of the first string holding a NUL character (PostgreSQL text cannot store one), or null. */
function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const hit = findNul(child, path ? `${path}.${key}` : key);
    if (hit !== null) return hit;
  }
  return null;
}

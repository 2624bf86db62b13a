import { describe, expect, it } from 'vitest';
import { loadOperations } from '../../../server/src/platform/openapi/operations.ts';
import { checkHandlers } from '../../../server/src/platform/plugins/api.ts';
import { HANDLERS } from '../../../server/src/platform/handlers.ts';

describe('OpenAPI operations and handlers', () => {
  const operations = loadOperations();

  it('binds every operation to exactly one handler and every handler to an operation', () => {
    const ops = operations.map((op) => `${op.service}.${op.operationId}`).sort();
    const handlers = Object.entries(HANDLERS)
      .flatMap(([service, hs]) => Object.keys(hs).map((id) => `${service}.${id}`))
      .sort();
    expect(handlers).toEqual(ops);
    expect(new Set(ops).size).toBe(ops.length);
  });

  it('refuses to start when an operation has no handler', () => {
    const { getShopIdByDomain: _dropped, ...front } = HANDLERS.front;
    expect(() => checkHandlers(operations, { ...HANDLERS, front })).toThrow(
      /Without handler: front.getShopIdByDomain/,
    );
  });

  it('refuses to start when a handler has no operation', () => {
    const extra = { ...HANDLERS, front: { ...HANDLERS.front, notInSpec: HANDLERS.front.queryWebConfig! } };
    expect(() => checkHandlers(operations, extra)).toThrow(/Without operation: front.notInSpec/);
  });

  it('declares a closed request body (no unknown fields) on every JSON operation', () => {
    for (const op of operations.filter((o) => o.schema.body)) {
      expect([op.operationId, op.schema.body!.additionalProperties]).toEqual([op.operationId, false]);
    }
  });
});

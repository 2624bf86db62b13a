import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../../../server/src/platform/openapi/operations.ts';
import { ACCESS_MATRIX } from '../access-matrix.ts';
import { bodyOf } from '../access/row.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('DEMO', 'admin');
});
afterAll(() => t.close());

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
};

const jsonOps = () => t.app.operations.filter((op) => op.bodyContentType === 'application/json');

function send(op: Operation, payload: string, contentType = 'application/json', query = '') {
  return t.app.inject({
    method: op.method,
    url: op.url + query,
    headers: {
      shopId: 'DEMO',
      authorization: token,
      'content-type': contentType,
      ...ACCESS_MATRIX[`${op.method} ${op.url}`]?.headers,
    },
    payload,
  });
}

function matrixBody(op: Operation): unknown {
  const row = ACCESS_MATRIX[`${op.method} ${op.url}`];
  return row ? bodyOf(row) : undefined;
}

function validBody(op: Operation): Record<string, unknown> {
  return {
    ...((matrixBody(op) as Record<string, unknown> | undefined) ?? {}),
  };
}

/** A value of the wrong type for a property schema. */
function wrongValue(schema: Schema): unknown {
  const types = ([] as string[]).concat(schema.type ?? 'object');
  if (!types.includes('string')) return 'not-a-number';
  if (!types.includes('object')) return { nested: true };
  return [1, 2];
}

async function expect400(res: Awaited<ReturnType<typeof send>>, ...mentions: string[]) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body).toMatchObject({ success: false, code: 400, data: null });
  for (const m of mentions) expect(body.message).toContain(m);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
}

describe('bad input is a 400 envelope naming what is wrong', () => {
  it('malformed JSON', async () => {
    for (const op of jsonOps()) await expect400(await send(op, '{"domain": '), 'JSON');
  });

  it('a body that is not an object', async () => {
    for (const op of jsonOps()) {
      await expect400(await send(op, '[1,2]'), '请求体');
      await expect400(await send(op, '"text"'), '请求体');
    }
  });

  it('unknown fields', async () => {
    for (const op of jsonOps())
      await expect400(await send(op, JSON.stringify({ ...validBody(op), sneaky: 1 })), 'sneaky');
  });

  it('each missing required field', async () => {
    for (const op of jsonOps()) {
      const schema = op.schema.body as Schema;
      for (const field of schema.required ?? []) {
        const body = validBody(op);
        delete body[field];
        await expect400(await send(op, JSON.stringify(body)), field);
      }
    }
  });

  it('each field of the wrong type', async () => {
    for (const op of jsonOps()) {
      const schema = op.schema.body as Schema;
      for (const [field, prop] of Object.entries(schema.properties ?? {})) {
        await expect400(
          await send(op, JSON.stringify({ ...validBody(op), [field]: wrongValue(prop) })),
          field,
        );
      }
    }
  });

  it('a body nested deeper than 32 levels', async () => {
    const deep = '['.repeat(8000) + ']'.repeat(8000);
    for (const op of jsonOps()) {
      await expect400(await send(op, deep), '嵌套过深');
      await expect400(await send(op, `{"x":${'{"a":'.repeat(33)}1${'}'.repeat(33)}}`), '嵌套过深');
    }
  });

  it('a body over the size limit', async () => {
    const op = jsonOps()[0]!;
    await expect400(await send(op, JSON.stringify({ domain: 'x'.repeat(2 * 1024 * 1024) })), '过大');
  });

  it('a content type the operation does not take', async () => {
    const op = jsonOps()[0]!;
    await expect400(await send(op, 'domain=demo', 'application/x-www-form-urlencoded'), 'Content-Type');
  });

  it('query parameters of the wrong type, unknown or missing', async () => {
    const menu = t.app.operations.find((op) => op.operationId === 'getMenuByUser')!;
    await expect400(await send(menu, '', 'application/json', '?userId=1&appId=abc'), 'appId');
    await expect400(await send(menu, '', 'application/json', '?userId=1&appId=2&extra=1'), 'extra');
    await expect400(await send(menu, '', 'application/json', '?appId=2'), 'userId');
    const keywords = t.app.operations.find((op) => op.operationId === 'queryHotKeywords')!;
    await expect400(await send(keywords, '', 'application/json', `?keyword=${'长'.repeat(51)}`), 'keyword');
  });

  it('a multipart form without its field', async () => {
    const op = t.app.operations.find((o) => o.operationId === 'queryDictForType')!;
    const b = 'xb';
    const field = (name: string, value: string) =>
      `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const type = `multipart/form-data; boundary=${b}`;
    await expect400(await send(op, `${field('other', 'x')}--${b}--\r\n`, type), 'type');
    await expect400(
      await send(op, `${field('type', 'FEEDBACK')}${field('other', 'x')}--${b}--\r\n`, type),
      'other',
    );
    await expect400(await send(op, `${field('type', 'NOPE')}--${b}--\r\n`, type), 'type');
  });
});

describe('no input produces a 500', () => {
  const samples: string[] = [
    '',
    'null',
    'true',
    '0',
    '-1',
    '1e309',
    '"',
    '{}',
    '{"a":{"b":{"c":[[[[]]]]}}}',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{}}}',
    '{"domain":null}',
    '{"domain":"\\u0000"}',
    '{"domain":"../../etc/passwd"}',
    '{"domain":"\' OR 1=1 --"}',
    '{"type":1e400}',
    '{"current":-5,"size":100000}',
    '{"cateParentId":9007199254740993}',
    '{"zoneId":1e308}',
    '{"zoneId":9223372036854775808}',
    '{"cpid":1e21}',
    '{"dataCode":"a;DROP TABLE shop"}',
    '{"pageUrl":"' + 'x'.repeat(5000) + '"}',
    '\u0000\u0001',
    '{"configType":"3"}',
  ];

  it('answers every operation with an envelope below 500 for hostile bodies', async () => {
    for (const op of t.app.operations.filter((o) => o.method === 'POST')) {
      for (const payload of samples) {
        const res = await send(op, payload, op.bodyContentType ?? 'application/json');
        expect([op.operationId, payload.slice(0, 40), res.statusCode < 500]).toEqual([
          op.operationId,
          payload.slice(0, 40),
          true,
        ]);
        expect(res.json()).toHaveProperty('success');
      }
    }
  });

  it('answers hostile query strings below 500', async () => {
    const queries = [
      '?keyword=%',
      "?keyword='",
      '?keyword=%E4',
      '?keyword=a&keyword=b',
      '?userId=-1&appId=2',
      '?Authorization=x',
    ];
    for (const op of t.app.operations.filter((o) => o.method === 'GET')) {
      for (const q of queries) {
        const res = await send(op, '', 'application/json', q);
        expect([op.operationId, q, res.statusCode < 500]).toEqual([op.operationId, q, true]);
      }
    }
  });
});

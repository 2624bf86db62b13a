import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { loadOperations, type Operation } from '../../../server/src/platform/openapi/operations.ts';
import { ACCESS_MATRIX } from '../access-matrix.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

/**
 * Schema-driven fuzzing: for every operation in openapi/, hostile requests built from the operation's
 * own schemas (valid-shaped bodies with extreme values, wrong types, extra fields, deep nesting, hostile
 * query strings, path parameters and headers), with and without a buyer's session. No answer may be a
 * 5xx. A fixed seed and a bounded number of runs keep the file to a few seconds and every failure
 * reproducible; fast-check names the seed and the shrunk request.
 */
const SEED = 20_260_601;
const RUNS = 15;
const SHOP = 'DEMO';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  definitions?: Record<string, Schema>;
};
type Defs = Record<string, Schema>;

interface FuzzRequest {
  /** URL with path parameters filled in and the query string appended. */
  url: string;
  /**
   * Which credentials go with it: a buyer's token in the header or in the query string (which the server
   * refuses), none, or a forged one.
   */
  auth: 'header' | 'query' | 'none' | 'forged';
  headers: Record<string, string>;
  contentType?: string;
  payload?: string;
}

// --- hostile values ------------------------------------------------------------------------------

/** Marks a number literal that JSON.stringify cannot write exactly; `encode` writes it as is. */
const raw = (literal: string) => `\u0001${literal}\u0001`;
const encode = (value: unknown) => JSON.stringify(value).replace(/"\\u0001([^"\\]*)\\u0001"/g, '$1');
/** A value as text (query strings, form fields, headers), raw number literals included. */
const plain = (value: unknown) => String(value).replaceAll('\u0001', '');
/** Percent-encodes text; lone surrogates (which encodeURIComponent refuses) become U+FFFD. */
const pct = (text: string) =>
  encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );

const HOSTILE_NUMBERS: unknown[] = [
  1e308,
  -1e308,
  raw('9223372036854775808'),
  raw('-9223372036854775809'),
  raw('9007199254740993'),
  raw('1e400'),
  1e21,
  2147483648,
  -2147483649,
  2 ** 53,
  -1,
  0,
  0.5,
  -0.0001,
  1e-300,
];
const HOSTILE_STRINGS: unknown[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(5000),
  '长'.repeat(300),
  '😀'.repeat(60),
  '\ud800',
  '\u202eevil',
  "' OR 1=1 --",
  '%_\\',
  '1e308',
  '9223372036854775808',
  '-1',
  '0.5',
  'NaN',
  '１２３',
  '../../etc/passwd',
  '<script>alert(1)</script>',
];
const nested = (depth: number, leaf: unknown = 1): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};
const WRONG_SHAPES: unknown[] = [null, true, false, [], {}, [null], { a: 1 }, [[[]]], nested(40)];

const hostileNumber = fc.constantFrom(...HOSTILE_NUMBERS);
const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const wrongShape = fc.constantFrom(...WRONG_SHAPES);

// --- schema-driven arbitraries -------------------------------------------------------------------

function deref(schema: Schema, defs: Defs): Schema {
  let s = schema;
  for (let i = 0; s.$ref && i < 20; i++) s = defs[s.$ref.replace('#/definitions/', '')] ?? {};
  return s;
}

const typesOf = (s: Schema) => ([] as string[]).concat(s.type ?? []);
const INT32 = 2 ** 31 - 1;

/** A value the schema admits (or nearly: bounds and patterns are aimed at, not guaranteed). */
function shaped(schema: Schema, defs: Defs, depth: number): fc.Arbitrary<unknown> {
  const s = deref(schema, defs);
  const alternatives = s.oneOf ?? s.anyOf ?? s.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => shaped(a, defs, depth)));
  if (s.enum) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  const arbs: fc.Arbitrary<unknown>[] = [];
  for (const type of typesOf(s)) {
    if (type === 'integer' || type === 'number') {
      const lo = s.minimum ?? -Number.MAX_SAFE_INTEGER;
      const hi = s.maximum ?? Number.MAX_SAFE_INTEGER;
      arbs.push(
        fc.integer({ min: Math.max(lo, -INT32), max: Math.min(hi, INT32) }),
        fc.constantFrom(lo, hi, Math.min(Math.max(1, lo), hi)),
      );
      if (type === 'number') arbs.push(fc.double({ min: lo, max: hi, noNaN: true }));
    } else if (type === 'string') {
      if (s.pattern) arbs.push(fc.stringMatching(new RegExp(s.pattern)));
      else arbs.push(fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) }));
    } else if (type === 'boolean') arbs.push(fc.boolean());
    else if (type === 'null') arbs.push(fc.constant(null));
    else if (type === 'array' && depth < 4)
      arbs.push(
        fc.array(anyValue(s.items ?? {}, defs, depth + 1), { maxLength: Math.min(s.maxItems ?? 5, 5) }),
      );
    else if (type === 'object' && depth < 4) arbs.push(objectOf(s, defs, depth + 1, false));
  }
  return arbs.length > 0 ? fc.oneof(...arbs) : fc.constant({});
}

/** Hostile values of the kind the schema expects (numbers for numbers, text for text), else anything. */
function hostile(schema: Schema, defs: Defs): fc.Arbitrary<unknown> {
  const types = typesOf(deref(schema, defs));
  const numeric = types.includes('integer') || types.includes('number');
  const text = types.includes('string');
  if (numeric && !text)
    return fc.oneof({ weight: 4, arbitrary: hostileNumber }, { weight: 1, arbitrary: hostileString });
  if (text && !numeric)
    return fc.oneof({ weight: 4, arbitrary: hostileString }, { weight: 1, arbitrary: hostileNumber });
  return fc.oneof(hostileNumber, hostileString);
}

/** The arbitrary's value one time in eight, else undefined. */
const rarely = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 7, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });

function anyValue(schema: Schema, defs: Defs, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: shaped(schema, defs, depth) },
    { weight: 4, arbitrary: hostile(schema, defs) },
    { weight: 1, arbitrary: wrongShape },
  );
}

/** An object of the schema's properties; `partial` leaves every key optional (to merge over a valid one). */
function objectOf(
  schema: Schema,
  defs: Defs,
  depth: number,
  partial: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([k, v]) => [k, anyValue(v, defs, depth)]),
  );
  const requiredKeys = partial ? [] : (schema.required ?? []).filter((k) => k in props);
  // Now and then a field the schema does not know.
  const extra = rarely(
    fc.dictionary(fc.constantFrom('sneaky', '__proto__', 'constructor', ''), wrongShape, { maxKeys: 1 }),
  );
  return fc
    .tuple(fc.record(props, { requiredKeys }), extra)
    .map(([record, more]) => ({ ...record, ...(more ?? {}) }));
}

/** One of the fields given a value of its own (the rest left as they are), or nothing when there are none. */
function oneField<T>(
  fields: [string, Schema][],
  value: (schema: Schema) => fc.Arbitrary<T>,
): fc.Arbitrary<Record<string, T>> {
  if (fields.length === 0) return fc.constant({});
  return fc
    .constantFrom(...fields)
    .chain(([name, schema]) => value(schema).map((v) => ({ [name]: v }) as Record<string, T>));
}

// --- requests ------------------------------------------------------------------------------------

const rowOf = (op: Operation) => ACCESS_MATRIX[`${op.method} ${op.url}`];

/** Whole bodies no schema describes: deep nesting, scalars, broken JSON, prototype poisoning. */
function rawBodies(op: Operation): string[] {
  const first = Object.keys((op.schema.body as Schema | undefined)?.properties ?? {})[0] ?? 'a';
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  return [
    deep(8000),
    '{"a":'.repeat(8000) + '1' + '}'.repeat(8000),
    `{"${first}":${deep(8000)}}`,
    `{"${first}":${deep(33)}}`,
    '',
    'null',
    '1e308',
    '9223372036854775808',
    '"\\u0000"',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '{"a":',
    '[' + '1,'.repeat(20_000) + '1]',
  ];
}

function bodyArb(op: Operation): fc.Arbitrary<string | undefined> {
  const schema = op.schema.body as Schema | undefined;
  if (!schema) return fc.constantFrom(undefined, '', '{}', '{"a":1}');
  const defs = schema.definitions ?? {};
  const valid = (rowOf(op)?.body as Record<string, unknown> | undefined) ?? {};
  const fields = Object.entries(schema.properties ?? {});
  return fc.oneof(
    // A valid body with one field made hostile: gets past validation of the rest, into the service.
    {
      weight: 6,
      arbitrary: oneField(fields, (s) => anyValue(s, defs, 1)).map((over) => encode({ ...valid, ...over })),
    },
    // Several fields at once.
    { weight: 2, arbitrary: objectOf(schema, defs, 1, true).map((over) => encode({ ...valid, ...over })) },
    { weight: 1, arbitrary: shaped(schema, defs, 0).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...rawBodies(op)) },
  );
}

function multipartArb(op: Operation): fc.Arbitrary<{ payload: string; contentType: string }> {
  const schema = op.schema.body as Schema;
  const valid = rowOf(op)?.multipart ?? {};
  const b = 'fuzzboundary';
  const form = (fields: Record<string, unknown>) =>
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'object' ? encode(value) : plain(value)}\r\n`,
      )
      .join('') + `--${b}--\r\n`;
  return fc.oneof(
    objectOf(schema, schema.definitions ?? {}, 1, true).map((over) => ({
      payload: form({ ...valid, ...over }),
      contentType: `multipart/form-data; boundary=${b}`,
    })),
    fc.constantFrom(
      {
        payload: `--${b}\r\nContent-Disposition: form-data; name="type"\r\n\r\nFEED`,
        contentType: `multipart/form-data; boundary=${b}`,
      },
      { payload: 'type=FEEDBACK', contentType: 'multipart/form-data' },
      { payload: '{"type":"FEEDBACK"}', contentType: 'application/json' },
    ),
  );
}

/** Query text: declared parameters with shaped or hostile values, junk parameters, broken encodings. */
function queryArb(op: Operation): fc.Arbitrary<string> {
  const schema = op.schema.querystring as Schema;
  const defs = schema.definitions ?? {};
  const valid = rowOf(op)?.query ?? {};
  const declared = Object.entries(schema.properties ?? {}).filter(([k]) => k !== 'Authorization');
  const text = (s: Schema) =>
    fc.oneof(
      shaped(s, defs, 0).map((v) => (Array.isArray(v) ? v.map(plain) : plain(v))),
      hostile(s, defs).map(plain),
    );
  const params = fc.oneof(
    oneField(declared, text),
    fc.record(Object.fromEntries(declared.map(([k, s]) => [k, text(s)])), { requiredKeys: [] }),
  );
  const junk = rarely(
    fc.constantFrom(
      '&%',
      '&keyword=%E4',
      '&a[b][c]=1',
      '&a[]=1&a[]=2',
      '&=&&',
      '&x=%00',
      '&x=%ED%A0%80',
      '&__proto__=1',
    ),
  );
  return fc.tuple(params, junk).map(([p, j]) => {
    const pairs = Object.entries({ ...valid, ...p }).flatMap(([k, v]) =>
      ([] as string[]).concat(v ?? []).map((x) => `${pct(k)}=${pct(x)}`),
    );
    const q = pairs.join('&') + (j ?? '');
    return q ? `?${q}` : '';
  });
}

/** Path parameters (the file route), filled with shaped or hostile text. */
function urlArb(op: Operation): fc.Arbitrary<string> {
  const schema = op.schema.params as Schema | undefined;
  if (!schema) return fc.constant(op.url);
  const names = Object.keys(schema.properties ?? {});
  const value = (s: Schema) =>
    fc.oneof(
      fc.constantFrom(SHOP, 'HBKY', 'demo', '1', '..', '%2e%2e'),
      shaped(s, schema.definitions ?? {}, 0).map((v) => pct(plain(v))),
      hostileString.map((v) => pct(plain(v)).slice(0, 150)),
    );
  return fc
    .tuple(...names.map((n) => value(schema.properties![n]!)))
    .map((vals) => names.reduce((url, n, i) => url.replace(`:${n}`, vals[i] || 'x'), op.url));
}

/** Declared headers (Idempotency-Key) with shaped or hostile values a client can put on the wire. */
function headersArb(op: Operation): fc.Arbitrary<Record<string, string>> {
  const schema = op.schema.headers as Schema | undefined;
  const valid = rowOf(op)?.headers ?? {};
  if (!schema) return fc.constant(valid);
  const names = Object.keys(schema.properties ?? {});
  const value = (s: Schema) =>
    fc.oneof(
      shaped(s, schema.definitions ?? {}, 0).map(plain),
      fc.constantFrom('', 'short', 'x'.repeat(500), '../../', "' OR 1=1", '1e308'),
    );
  return fc
    .record(Object.fromEntries(names.map((n) => [n, value(schema.properties![n]!)])), { requiredKeys: [] })
    .map((h) => ({ ...valid, ...(h as Record<string, string>) }));
}

/**
 * Requests every run starts with (before the random ones): the hostile inputs an attacker probe once
 * answered with 500s, so they are tried on every operation whatever the seed draws. A valid request
 * whose body is nested 8,000 levels deep, and one per integer field of the body or query string set to
 * 1e308 and to 9223372036854775808.
 */
function examplesFor(op: Operation): FuzzRequest[] {
  const row = rowOf(op);
  const headers = row?.headers ?? {};
  const url = op.schema.params ? op.url.replace(/:(\w+)/g, 'x') : op.url;
  const query = Object.entries(row?.query ?? {})
    .map(([k, v]) => `${pct(k)}=${pct(v)}`)
    .join('&');
  const base: FuzzRequest = { url: query ? `${url}?${query}` : url, auth: 'header', headers };
  const huge = ['1e308', '9223372036854775808'];
  const integers = (schema: Schema | undefined) =>
    Object.entries(schema?.properties ?? {})
      .filter(([, s]) => typesOf(deref(s, schema?.definitions ?? {})).includes('integer'))
      .map(([k]) => k);
  const examples: FuzzRequest[] = [];
  for (const name of integers(op.schema.querystring as Schema)) {
    for (const n of huge) {
      const q = { ...row?.query, [name]: n };
      const text = Object.entries(q)
        .map(([k, v]) => `${pct(k)}=${pct(v)}`)
        .join('&');
      examples.push({ ...base, url: `${url}?${text}` });
    }
  }
  if (op.bodyContentType === 'application/json') {
    examples.push({ ...base, contentType: 'application/json', payload: '['.repeat(8000) + ']'.repeat(8000) });
    for (const name of integers(op.schema.body as Schema)) {
      for (const n of huge) {
        const payload = encode({ ...(row?.body as object), [name]: raw(n) });
        examples.push({ ...base, contentType: 'application/json', payload });
      }
    }
  }
  return examples.map((req) => Object.defineProperty(req, fc.toStringMethod, { value: () => show(req) }));
}

function requestArb(op: Operation): fc.Arbitrary<FuzzRequest> {
  const body: fc.Arbitrary<{ payload?: string; contentType?: string }> =
    op.bodyContentType === 'multipart/form-data'
      ? multipartArb(op)
      : bodyArb(op).map((payload) =>
          payload === undefined ? {} : { payload, contentType: 'application/json' },
        );
  return fc
    .record({
      path: urlArb(op),
      query: queryArb(op),
      headers: headersArb(op),
      auth: fc.oneof(
        { weight: 4, arbitrary: fc.constant<FuzzRequest['auth']>('header') },
        { weight: 1, arbitrary: fc.constantFrom<FuzzRequest['auth']>('query', 'none', 'forged') },
      ),
      body,
    })
    .map(({ path, query, headers, auth, body: b }) => {
      const req: FuzzRequest = { url: path + query, auth, headers, ...b };
      // fast-check prints a failing request this way: shortened, not 8,000 brackets.
      return Object.defineProperty(req, fc.toStringMethod, { value: () => show(req) });
    });
}

// --- the test ------------------------------------------------------------------------------------

let t: TestApp;
let buyerToken = '';
beforeAll(async () => {
  t = await createTestApp();
  buyerToken = await t.login(SHOP, 'buyer01');
});
afterAll(() => t.close());

async function send(op: Operation, req: FuzzRequest) {
  // Routes that end the session they are given get a session of their own each time.
  const token = rowOf(op)?.freshSession ? await t.login(SHOP, 'buyer01') : buyerToken;
  const credential = req.auth === 'forged' ? 'forged-token' : token;
  const url =
    req.auth === 'query'
      ? `${req.url}${req.url.includes('?') ? '&' : '?'}Authorization=${encodeURIComponent(token)}`
      : req.url;
  return t.app.inject({
    method: op.method,
    url,
    headers: {
      shopId: SHOP,
      ...(req.auth === 'header' || req.auth === 'forged' ? { authorization: credential } : {}),
      ...(req.contentType ? { 'content-type': req.contentType } : {}),
      ...req.headers,
    },
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
  });
}

const show = (req: FuzzRequest) =>
  JSON.stringify({
    ...req,
    payload: req.payload && req.payload.length > 300 ? `${req.payload.slice(0, 300)}…` : req.payload,
  });

// Every operation, the sandbox payment callback included: its signature check comes after validation,
// so hostile callbacks are answered like any other bad input.
const operations = loadOperations();

describe('hostile requests never get a 5xx', () => {
  for (const op of operations) {
    it(`${op.method} ${op.url} (${op.operationId})`, async () => {
      const examples = examplesFor(op).map((req) => [req] as [FuzzRequest]);
      await fc.assert(
        fc.asyncProperty(requestArb(op), async (req) => {
          const res = await send(op, req);
          if (res.statusCode >= 500) {
            throw new Error(
              `${op.operationId} answered ${res.statusCode} to ${show(req)}: ${res.body.slice(0, 200)}`,
            );
          }
          // Raw operations answer files or app-version.json; their failures are envelopes too, and so are
          // URLs the router cannot decode (app.ts frameworkErrors).
          if (!op.raw || res.statusCode >= 400) {
            const body = res.json() as { success?: unknown; message?: unknown };
            if (typeof body.success !== 'boolean') {
              throw new Error(
                `${op.operationId} answered without the envelope to ${show(req)}: ${res.body.slice(0, 200)}`,
              );
            }
            if (/at .*\.(ts|js):\d+/.test(String(body.message))) {
              throw new Error(`${op.operationId} leaked a stack trace to ${show(req)}`);
            }
          }
        }),
        // Examples count towards numRuns: RUNS random requests come on top of them.
        { seed: SEED, numRuns: RUNS + examples.length, examples },
      );
    });
  }
});

import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from 'yaml';
import { SERVICE_SPECS, type ServiceSpecFile } from './specs.ts';

/**
 * Who may call an operation (the `x-access` extension):
 * - `global`: no tenant (shop resolution, static data);
 * - `path-tenant`: the tenant comes from the `shopId` path parameter (files behind plain img tags);
 * - `public`: the `shopId` header names a tenant; anonymous callers are welcome;
 * - `user`: a valid session of that tenant is required;
 * - `operator`: a mall operator's session is required;
 * - `staff`: a session of a store's staff (store_staff) or of the mall operator (the console).
 */
export type Access = 'global' | 'path-tenant' | 'public' | 'user' | 'operator' | 'staff';
export const ACCESS_LEVELS: readonly Access[] = [
  'global',
  'path-tenant',
  'public',
  'user',
  'operator',
  'staff',
];

/**
 * Shop switches an operation needs (the `x-requires` extension), each decided by the same rule the
 * storefront uses to show or hide the entry (machines/shell.ts):
 * - `ordering`: the shop's orderFlag (cart and order creation);
 * - `batchOrder`: orderFlag and the `batchOrder` dictionary;
 * - `feedback`: canFeedback;
 * - `comparison`: canFeedback, on the platform host or one of the comparison shops.
 */
export type Feature = 'ordering' | 'batchOrder' | 'feedback' | 'comparison';
export const FEATURES: readonly Feature[] = ['ordering', 'batchOrder', 'feedback', 'comparison'];

type JsonSchema = Record<string, unknown>;

/** One operation of one service spec, with JSON schemas ready for Fastify (refs resolved). */
export interface Operation {
  service: string;
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Full URL with the service prefix, Fastify syntax (`:param`). */
  url: string;
  /** The spec's path, OpenAPI syntax, without prefix. */
  specPath: string;
  access: Access;
  /** User types allowed (x-user-types); empty means every type the access level admits. */
  userTypes: number[];
  /** Shop switches that must be on (x-requires); refused with 403 otherwise. */
  requires: Feature[];
  /** Raw operations answer something other than the JSON envelope (files, app-version.json). */
  raw: boolean;
  bodyContentType: 'application/json' | 'multipart/form-data' | null;
  /** The body may be left out; it is then validated as `{}`. */
  bodyOptional: boolean;
  /**
   * The largest file part a multipart operation takes (`x-max-file-bytes`), instead of the parser's
   * default: the parser stops reading a file one byte past it, and the handler refuses it with its own
   * message (the limit may depend on what the file is). Null: the defaults of app.ts.
   */
  maxFileBytes: number | null;
  schema: {
    body?: JsonSchema;
    querystring?: JsonSchema;
    params?: JsonSchema;
    /** Declared header parameters (names lower-cased, as Node presents them); other headers pass. */
    headers?: JsonSchema;
    response?: Record<string, JsonSchema>;
  };
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Reads every service spec in openapi/ and returns its operations. */
export function loadOperations(specs: ServiceSpecFile[] = SERVICE_SPECS): Operation[] {
  const docs = new DocumentCache();
  const ops: Operation[] = [];
  for (const spec of specs) {
    const doc = docs.get(spec.file);
    const prefix = (doc.servers as Array<{ url: string }> | undefined)?.[0]?.url ?? '';
    const paths = (doc.paths ?? {}) as Record<string, Record<string, JsonSchema>>;
    for (const [specPath, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        ops.push(buildOperation(docs, spec, prefix, specPath, method, op));
      }
    }
  }
  return ops;
}

function buildOperation(
  docs: DocumentCache,
  spec: ServiceSpecFile,
  prefix: string,
  specPath: string,
  method: (typeof METHODS)[number],
  op: JsonSchema,
): Operation {
  const where = `${spec.service} ${method.toUpperCase()} ${specPath}`;
  const operationId = op.operationId;
  if (typeof operationId !== 'string') throw new Error(`${where}: operationId is required`);
  const access = op['x-access'] as Access;
  if (!ACCESS_LEVELS.includes(access)) throw new Error(`${where}: x-access must be one of ${ACCESS_LEVELS}`);

  const resolver = new SchemaResolver(docs, spec.file);
  const schema: Operation['schema'] = {};

  const params = ((op.parameters ?? []) as JsonSchema[]).map((p) => resolver.inline(p) as JsonSchema);
  const query = params.filter((p) => p.in === 'query');
  const path = params.filter((p) => p.in === 'path');
  schema.querystring = objectOf(query, resolver, {
    // The token may come as a query parameter (spec §7), on every operation.
    Authorization: { type: 'string', maxLength: 200 },
  });
  if (path.length > 0) schema.params = objectOf(path, resolver, {});
  const headers = params.filter((p) => p.in === 'header');
  if (headers.length > 0) {
    const lowered = headers.map((p) => ({ ...p, name: (p.name as string).toLowerCase() }));
    schema.headers = { ...objectOf(lowered, resolver, {}), additionalProperties: true };
  }

  let bodyContentType: Operation['bodyContentType'] = null;
  let bodyOptional = false;
  const requestBody = op.requestBody ? (resolver.inline(op.requestBody) as JsonSchema) : undefined;
  if (requestBody) {
    const content = requestBody.content as Record<string, { schema: JsonSchema }>;
    const type = Object.keys(content)[0];
    if (type !== 'application/json' && type !== 'multipart/form-data') {
      throw new Error(`${where}: request bodies are application/json or multipart/form-data`);
    }
    bodyContentType = type;
    schema.body = hoistRootRef(resolver.root(content[type]!.schema));
    bodyOptional = requestBody.required !== true;
  }

  const requires = (op['x-requires'] as Feature[] | undefined) ?? [];
  if (!Array.isArray(requires) || requires.some((f) => !FEATURES.includes(f)))
    throw new Error(`${where}: x-requires lists features of ${FEATURES}`);
  if (requires.length > 0 && (access === 'global' || access === 'path-tenant'))
    throw new Error(`${where}: x-requires needs a tenant (access public, user, operator or staff)`);

  const maxFileBytes = (op['x-max-file-bytes'] as number | undefined) ?? null;
  if (
    maxFileBytes !== null &&
    (!Number.isSafeInteger(maxFileBytes) || maxFileBytes <= 0 || bodyContentType !== 'multipart/form-data')
  )
    throw new Error(`${where}: x-max-file-bytes is a positive integer, on a multipart/form-data body`);

  const raw = op['x-raw'] === true;
  const responses = (op.responses ?? {}) as Record<string, JsonSchema>;
  const ok = resolver.inline(responses['200']) as JsonSchema | undefined;
  const okJson = (ok?.content as Record<string, { schema: JsonSchema }> | undefined)?.['application/json'];
  const error = resolver.inline(responses.default) as JsonSchema | undefined;
  const errorJson = (error?.content as Record<string, { schema: JsonSchema }> | undefined)?.[
    'application/json'
  ];
  if (!errorJson) throw new Error(`${where}: a default error response is required`);
  if (!raw && !okJson) throw new Error(`${where}: a 200 application/json response is required`);
  schema.response = {
    ...(okJson ? { 200: resolver.root(okJson.schema) } : {}),
    '4xx': resolver.root(errorJson.schema),
    '5xx': resolver.root(errorJson.schema),
  };

  return {
    service: spec.service,
    operationId,
    method: method.toUpperCase() as Operation['method'],
    url: prefix + specPath.replace(/\{([^}]+)\}/g, ':$1'),
    specPath,
    access,
    userTypes: (op['x-user-types'] as number[] | undefined) ?? [],
    requires,
    raw,
    bodyContentType,
    bodyOptional,
    maxFileBytes,
    schema,
  };
}

/**
 * A body declared as a bare `$ref` to a component becomes that component at the top level (its
 * definitions kept), so validators and checks see its properties, `required` and closedness directly.
 */
function hoistRootRef(schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  const definitions = schema.definitions as Record<string, JsonSchema> | undefined;
  if (typeof ref !== 'string' || !definitions || Object.keys(schema).length !== 2) return schema;
  const target = definitions[ref.replace('#/definitions/', '')];
  return target ? { ...target, definitions } : schema;
}

function objectOf(
  params: JsonSchema[],
  resolver: SchemaResolver,
  extra: Record<string, JsonSchema>,
): JsonSchema {
  const properties: Record<string, JsonSchema> = { ...extra };
  const required: string[] = [];
  for (const p of params) {
    properties[p.name as string] = resolver.inline(p.schema) as JsonSchema;
    if (p.required) required.push(p.name as string);
  }
  return resolver.root({ type: 'object', additionalProperties: false, properties, required });
}

class DocumentCache {
  private readonly docs = new Map<string, JsonSchema>();
  get(file: string): JsonSchema {
    let doc = this.docs.get(file);
    if (!doc) {
      doc = parse(readFileSync(file, 'utf8')) as JsonSchema;
      this.docs.set(file, doc);
    }
    return doc;
  }
}

/**
 * Resolves `$ref`s across spec files. Component schemas become `definitions` of the root schema (so
 * recursive ones such as a category tree work in Ajv and fast-json-stringify); other components
 * (responses, request bodies, parameters) are inlined.
 */
class SchemaResolver {
  private definitions: Record<string, unknown> = {};
  private names = new Map<string, string>();

  constructor(
    private readonly docs: DocumentCache,
    private readonly file: string,
  ) {}

  /** A schema ready to hand to a validator: refs rewritten, definitions attached. */
  root(schema: unknown): JsonSchema {
    this.definitions = {};
    this.names = new Map();
    const body = this.walk(schema, this.file) as JsonSchema;
    return Object.keys(this.definitions).length > 0 ? { ...body, definitions: this.definitions } : body;
  }

  /** Follows a non-schema reference (parameter, response, request body) in place. */
  inline(node: unknown, file = this.file): unknown {
    if (isRef(node)) {
      const [target, targetFile] = this.lookup(node.$ref, file);
      return this.inline(target, targetFile);
    }
    return absolutize(node, file);
  }

  private walk(node: unknown, file: string): unknown {
    if (Array.isArray(node)) return node.map((n) => this.walk(n, file));
    if (!node || typeof node !== 'object') return node;
    if (isRef(node)) {
      const [target, targetFile, pointer] = this.lookup(node.$ref, file);
      if (!pointer.startsWith('/components/schemas/')) return this.walk(target, targetFile);
      const key = `${targetFile}#${pointer}`;
      let name = this.names.get(key);
      if (!name) {
        name = uniqueName(pointer.split('/').pop()!, this.definitions);
        this.names.set(key, name);
        this.definitions[name] = {};
        this.definitions[name] = this.walk(target, targetFile);
      }
      return { $ref: `#/definitions/${name}` };
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      // OpenAPI-only annotations mean nothing to the validators.
      if (k === 'example' || k === 'examples' || k === 'xml' || k === 'externalDocs' || k === 'discriminator')
        continue;
      out[k] =
        k === 'properties'
          ? mapValues(v as Record<string, unknown>, (s) => this.walk(s, file))
          : this.walk(v, file);
    }
    return out;
  }

  private lookup(ref: string, file: string): [unknown, string, string] {
    const [filePart, pointer = ''] = ref.split('#');
    const targetFile = filePart ? resolve(dirname(file), filePart) : file;
    let node: unknown = this.docs.get(targetFile);
    for (const seg of pointer.split('/').filter(Boolean)) {
      node = (node as Record<string, unknown> | undefined)?.[seg.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    if (node === undefined) throw new Error(`Unresolvable $ref ${ref} in ${file}`);
    return [node, targetFile, pointer];
  }
}

/** Rewrites the refs inside a node taken from `file` so that they still resolve from any other file. */
function absolutize(node: unknown, file: string): unknown {
  if (Array.isArray(node)) return node.map((n) => absolutize(n, file));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => {
      if (k !== '$ref' || typeof v !== 'string') return [k, absolutize(v, file)];
      const [filePart, pointer = ''] = v.split('#');
      return [k, `${filePart ? resolve(dirname(file), filePart) : file}#${pointer}`];
    }),
  );
}

function isRef(node: unknown): node is { $ref: string } {
  return !!node && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string';
}

function uniqueName(base: string, taken: Record<string, unknown>): string {
  let name = base;
  for (let i = 2; name in taken; i++) name = `${base}${i}`;
  return name;
}

function mapValues<T, U>(obj: Record<string, T>, fn: (v: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, fn(v)]));
}

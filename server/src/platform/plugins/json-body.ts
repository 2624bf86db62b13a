import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';

/**
 * JSON bodies may nest this deep (`{}` and `[]` each count one level); no request schema comes close.
 * Deeper ones are refused before they reach JSON.parse, the prototype-poisoning scan, Ajv or any
 * recursive walk, each of which could otherwise exhaust the stack.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether the JSON text nests deeper than `limit`: one pass over the characters, brackets inside
 * strings ignored. Malformed text is left for JSON.parse to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      // A closer with nothing open: not JSON, and JSON.parse refuses it before it nests anything.
      if (--depth < 0) return false;
    }
  }
  return false;
}

/**
 * Replaces Fastify's `application/json` parser with one that first refuses bodies nested deeper than
 * MAX_JSON_DEPTH (a 400 envelope), then hands the text to Fastify's own default parser, so the empty-body
 * and invalid-JSON answers and the `__proto__` / `constructor` poisoning protection stay as they were.
 * Register before the routes.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(`请求体嵌套过深（最多 ${MAX_JSON_DEPTH} 层）`), undefined);
      return;
    }
    parse(request, text, done);
  });
}

import { readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import type { components } from '../../../../openapi/generated/im.ts';
import { OPENAPI_DIR } from '../../platform/openapi/specs.ts';
import { describeValidationError } from '../../platform/openapi/validation.ts';

export type ClientFrame = components['schemas']['ClientFrame'];
export type ServerFrame = components['schemas']['ServerFrame'];

/** The frames' schemas (openapi/im-socket.schema.yml), compiled once. */
const doc = parse(readFileSync(`${OPENAPI_DIR}im-socket.schema.yml`, 'utf8')) as object;
const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false });
ajv.addSchema(doc, 'im-socket');
const compiled = (name: string) => ajv.getSchema(`im-socket#/definitions/${name}`) as ValidateFunction;

const CLIENT: Record<ClientFrame['type'], ValidateFunction> = {
  send: compiled('SendFrame'),
  read: compiled('ReadFrame'),
  resume: compiled('ResumeFrame'),
  ping: compiled('PingFrame'),
};
const server = compiled('ServerFrame');

/**
 * A client's frame as text: the frame, or the message naming what is wrong with it (the field, as the
 * HTTP operations name theirs).
 */
export function parseClientFrame(text: string): { frame: ClientFrame } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: '消息不是合法的 JSON' };
  }
  const type = value && typeof value === 'object' ? (value as { type?: unknown }).type : undefined;
  const validate = typeof type === 'string' ? CLIENT[type as ClientFrame['type']] : undefined;
  if (!validate) return { error: '字段 type 的取值无效，可选值：send、read、resume、ping' };
  if (!validate(value)) return { error: describeValidationError(validate.errors![0]!, '消息') };
  return { frame: value as ClientFrame };
}

/** Whether a frame the server is about to send matches its schema (checked under test). */
export function checkServerFrame(frame: ServerFrame): string | null {
  if (server(frame)) return null;
  return describeValidationError(server.errors![0]!, 'frame');
}

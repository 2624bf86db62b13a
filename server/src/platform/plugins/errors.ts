import type { FastifyError, FastifyInstance } from 'fastify';
import { pgCode } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { localFailure } from '../i18n/translate.ts';
import { describeValidationError } from '../openapi/validation.ts';

const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体为空，应为 JSON 对象',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的 Content-Type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length 与请求体长度不符',
  FST_ERR_CTP_INVALID_TYPE: '不支持的 Content-Type',
  FST_ERR_INVALID_MULTIPART_CONTENT_TYPE: '请求应为 multipart/form-data',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请求应为 multipart/form-data',
  FST_PARTS_LIMIT: '表单字段过多',
  FST_FIELDS_LIMIT: '表单字段过多',
  FST_FILES_LIMIT: '上传文件过多',
  FST_REQ_FILE_TOO_LARGE: '上传文件过大',
  FST_PROTO_VIOLATION: '表单字段名不合法',
};

/** Data exceptions (SQLSTATE class 22) by what they say about the input. */
const DATA_ERRORS: Record<string, string> = {
  '22001': '请求参数过长',
  '22003': '请求参数超出允许范围',
  '22007': '请求参数格式不正确',
  '22008': '请求参数超出允许范围',
  '22021': '请求参数含有非法字符',
  '22P02': '请求参数格式不正确',
  '22P05': '请求参数含有非法字符',
};

/**
 * The last wall behind the schemas: a database error that only input can cause becomes a 400. These are
 * data exceptions (class 22: a number out of range, text that is no number, a string too long…) except
 * division by zero, which is arithmetic of ours, and foreign-key violations (23503: an id that names
 * nothing, or a row still referenced). Services check the ids they are given; this catches what slips by.
 */
export function inputErrorMessage(error: unknown): string | undefined {
  const code = pgCode(error);
  if (!code || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  if (code === '23503') {
    const detail = String((error as { detail?: unknown }).detail ?? '');
    if (/still referenced/.test(detail)) return '数据仍被引用，无法删除';
    // Keys between tenant tables carry shop_id too (migration 0035): the field is the other column.
    const columns = /^Key \(([a-z0-9_, ]+)\)=/.exec(detail)?.[1]?.split(', ');
    const column = columns?.filter((c) => c !== 'shop_id').at(-1);
    const field = column?.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    return field ? `字段 ${field} 引用的数据不存在` : '引用的数据不存在';
  }
  if (code.startsWith('22') && code !== '22012') return DATA_ERRORS[code] ?? '请求参数不合法';
  return undefined;
}

/**
 * Every failure leaves as the §8 envelope: bad input of any kind is a 400 naming what is wrong; known
 * business failures keep their code; anything else is a 500 with a generic message (details only in the log).
 * The message is in the request's language (i18n/translate.ts).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: Error, request, reply) => {
    if (thrown instanceof AppError) {
      return reply.code(thrown.code).send(localFailure(request, thrown.code, thrown.message));
    }
    const error = thrown as FastifyError;
    if (error.validation && error.validation.length > 0) {
      const message = describeValidationError(
        error.validation[0]! as never,
        error.validationContext ?? 'body',
      );
      return reply.code(400).send(localFailure(request, 400, message));
    }
    // The multipart parser throws plain errors for a broken form (no boundary, cut-off parts).
    const brokenForm =
      !error.code && /^(Multipart|Malformed|Unexpected end of)/.test(error.message)
        ? '表单数据格式不正确'
        : undefined;
    const known = (error.code ? BODY_ERRORS[error.code] : undefined) ?? brokenForm;
    if (known || (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)) {
      return reply.code(400).send(localFailure(request, 400, known ?? '请求不合法'));
    }
    const refused = inputErrorMessage(error);
    if (refused) {
      request.log.warn({ reqId: request.id, err: error, sqlstate: pgCode(error) }, 'database refused input');
      return reply.code(400).send(localFailure(request, 400, refused));
    }
    request.log.error({ reqId: request.id, err: error }, 'unhandled error');
    return reply.code(500).send(localFailure(request, 500, '服务器内部错误，请稍后重试'));
  });
}

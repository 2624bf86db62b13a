import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, failure } from '../errors.ts';
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

/**
 * Every failure leaves as the §8 envelope: bad input of any kind is a 400 naming what is wrong; known
 * business failures keep their code; anything else is a 500 with a generic message (details only in the log).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: Error, request, reply) => {
    if (thrown instanceof AppError) {
      return reply.code(thrown.code).send(failure(thrown.code, thrown.message));
    }
    const error = thrown as FastifyError;
    if (error.validation && error.validation.length > 0) {
      const message = describeValidationError(
        error.validation[0]! as never,
        error.validationContext ?? 'body',
      );
      return reply.code(400).send(failure(400, message));
    }
    // The multipart parser throws plain errors for a broken form (no boundary, cut-off parts).
    const brokenForm =
      !error.code && /^(Multipart|Malformed|Unexpected end of)/.test(error.message)
        ? '表单数据格式不正确'
        : undefined;
    const known = (error.code ? BODY_ERRORS[error.code] : undefined) ?? brokenForm;
    if (known || (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)) {
      return reply.code(400).send(failure(400, known ?? '请求不合法'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure(500, '服务器内部错误，请稍后重试'));
  });
}

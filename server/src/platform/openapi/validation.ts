import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Two validators built from the same OpenAPI schemas: bodies are checked exactly (no coercion, unknown
 * fields refused); query strings and path parameters arrive as text, so they are coerced to the
 * declared types first.
 */
function createAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    removeAdditional: false,
    useDefaults: true,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

const bodyAjv = createAjv(false);
const paramAjv = createAjv(true);

export function compileValidator({ schema, httpPart }: { schema: object; httpPart?: string }) {
  return (httpPart === 'body' ? bodyAjv : paramAjv).compile(schema);
}

const PART_NAMES: Record<string, string> = { body: '请求体', querystring: '查询参数', params: '路径参数' };

/** A message naming the offending field, for the 400 envelope. */
export function describeValidationError(error: ErrorObject, context: string): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((seg) => (/^\d+$/.test(seg) ? `[${seg}]` : `.${seg}`))
    .join('')
    .replace(/^\./, '');
  const params = error.params as Record<string, unknown>;
  const field = (name: string) => (path ? `${path}.${name}` : name);
  const part = PART_NAMES[context] ?? context;
  const subject = path ? `字段 ${path}` : part;
  switch (error.keyword) {
    case 'required':
      return `缺少必填字段 ${field(String(params.missingProperty))}`;
    case 'additionalProperties':
      return `不支持的字段 ${field(String(params.additionalProperty))}`;
    case 'type':
      return `${subject} 类型错误，应为 ${typeName(String(params.type))}`;
    case 'enum':
      return `${subject} 的取值无效，可选值：${(params.allowedValues as unknown[]).join('、')}`;
    case 'const':
      return `${subject} 的取值无效，应为 ${String(params.allowedValue)}`;
    case 'minLength':
      return `${subject} 长度不能少于 ${String(params.limit)} 个字符`;
    case 'maxLength':
      return `${subject} 长度不能超过 ${String(params.limit)} 个字符`;
    case 'minimum':
      return `${subject} 不能小于 ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `${subject} 必须大于 ${String(params.limit)}`;
    case 'maximum':
      return `${subject} 不能大于 ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `${subject} 必须小于 ${String(params.limit)}`;
    case 'minItems':
      return `${subject} 至少需要 ${String(params.limit)} 项`;
    case 'maxItems':
      return `${subject} 最多 ${String(params.limit)} 项`;
    case 'pattern':
    case 'format':
      return `${subject} 格式不正确`;
    case 'multipleOf':
      return `${subject} 必须是 ${String(params.multipleOf)} 的倍数`;
    default:
      return `${subject} 不合法（${error.message ?? error.keyword}）`;
  }
}

function typeName(type: string): string {
  const names: Record<string, string> = {
    string: '字符串',
    integer: '整数',
    number: '数字',
    boolean: '布尔值',
    object: '对象',
    array: '数组',
    null: 'null',
  };
  return type
    .split(',')
    .map((t) => names[t] ?? t)
    .join(' 或 ');
}

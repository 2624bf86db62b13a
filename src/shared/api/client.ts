import createClient from 'openapi-fetch';
import type { Client, ClientOptions, Middleware } from 'openapi-fetch';
import { ApiError, envelopeCode, envelopeMessage, isEnvelope, isOk } from './middleware.ts';

/** Path prefix of each upstream service (spec §7); each has its own spec in `openapi/`. */
export const SERVICE_PREFIX = {
  front: '/iiot/jcmall-front',
  product: '/iiot/jcmall-product',
  search: '/iiot/jcmall-search',
  oss: '/iiot/jcmall-oss',
  order: '/iiot/jcmall-order',
  account: '/iiot/jcmall-account',
  im: '/iiot/jcmall-im',
  pay: '/iiot/jcmall-pay',
  afterSales: '/iiot/jcmall-afs',
  comments: '/iiot/jcmall-comment',
  invoices: '/iiot/jcmall-invoice',
  upms: '/yzc-upms',
  mallapi: '/mallapi/api',
  edge: '/edge',
  websiteManage: '/website-manage',
  mall: '/mall',
} as const;

/** Name of an upstream service. */
export type ServiceName = keyof typeof SERVICE_PREFIX;

/**
 * An openapi-fetch client for one service that sends cookies and runs the API middleware.
 * `options` is for tests (a custom `fetch`); `baseUrl` and `credentials` always win.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- openapi-fetch's own constraint on Paths
export function createServiceClient<Paths extends {}>(
  baseUrl: string,
  middleware: Middleware,
  options: Omit<ClientOptions, 'baseUrl' | 'credentials'> = {},
): Client<Paths> {
  const client = createClient<Paths>({ ...options, baseUrl, credentials: 'include' });
  client.use(middleware);
  return client;
}

/**
 * The payload (`data.data`) of an openapi-fetch result whose body is an OK envelope; otherwise throws
 * an {@link ApiError} without a toast (the middleware has already shown one for envelope and HTTP failures).
 */
export function unwrap<Body extends { data?: unknown }>(result: {
  data?: Body;
  error?: unknown;
  response: Response;
}): Body['data'] {
  const { data, error, response } = result;
  if (error === undefined && response.ok && isOk(data)) return data.data;
  const envelope = isEnvelope(error) ? error : isEnvelope(data) ? data : undefined;
  throw new ApiError(envelopeMessage(envelope) ?? response.statusText, {
    code: envelopeCode(envelope) ?? response.status,
    status: response.status,
    data: envelope?.data,
  });
}

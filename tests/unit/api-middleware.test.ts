import { beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import i18next from 'i18next';
import type { i18n } from 'i18next';
import { SERVICE_PREFIX, createServiceClient, unwrap } from '../../src/shared/api/client.ts';
import type { ApiEffects } from '../../src/shared/api/middleware.ts';
import {
  ApiError,
  HTTP_STATUSES,
  createApiMiddleware,
  httpStatusKey,
  isOk,
} from '../../src/shared/api/middleware.ts';
import { httpEn } from '../../src/shared/i18n/locales/http.en.ts';
import { httpZhCN } from '../../src/shared/i18n/locales/http.zh_CN.ts';

interface Goods {
  name: string;
}

interface Result<T> {
  success: boolean;
  code: number;
  message?: string;
  msg?: string;
  data?: T;
}

type Operation<Body> = {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  requestBody?: never;
  responses: { 200: { headers: { [name: string]: unknown }; content: { 'application/json': Body } } };
};

interface TestPaths {
  '/goods': { get: Operation<Result<Goods>> };
  '/export': { get: Operation<Blob> };
}

const BASE_URL = `http://mall.test${SERVICE_PREFIX.product}`;

let i18n: i18n;
let calls: string[];
let effects: ApiEffects & {
  toast: ReturnType<typeof vi.fn<ApiEffects['toast']>>;
  logout: ReturnType<typeof vi.fn<ApiEffects['logout']>>;
  goToLogin: ReturnType<typeof vi.fn<ApiEffects['goToLogin']>>;
};
let sent: Request[];
let respond: (request: Request) => Response | Promise<Response>;

beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'zh_CN', resources: { zh_CN: { translation: httpZhCN } } });
});

beforeEach(() => {
  calls = [];
  sent = [];
  respond = () => json({ success: true, code: 200, data: { name: '螺丝刀' } });
  effects = {
    getToken: () => 'token-1',
    getShopId: () => 'BKSC',
    getFrom: () => 'yqy',
    toast: vi.fn<ApiEffects['toast']>(() => void calls.push('toast')),
    logout: vi.fn<ApiEffects['logout']>(() => void calls.push('logout')),
    goToLogin: vi.fn<ApiEffects['goToLogin']>(() => void calls.push('goToLogin')),
    t: (key) => i18n.t(key),
    getLanguage: () => 'zh_CN',
  };
});

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json;charset=UTF-8' },
  });
}

function client() {
  return createServiceClient<TestPaths>(BASE_URL, createApiMiddleware(effects), {
    fetch: async (request) => {
      sent.push(request);
      return respond(request);
    },
  });
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request headers', () => {
  it('every call sends the token, shop id, isMobile 0, pageType 0 and the from label', async () => {
    await client().GET('/goods');

    const headers = sent[0]?.headers;
    expect(sent[0]?.url).toBe(`${BASE_URL}/goods`);
    expect(headers?.get('Authorization')).toBe('token-1');
    expect(headers?.get('shopId')).toBe('BKSC');
    expect(headers?.get('isMobile')).toBe('0');
    expect(headers?.get('pageType')).toBe('0');
    expect(headers?.get('from')).toBe('yqy');
  });

  it('a visitor without a token sends no Authorization header and an empty from', async () => {
    effects.getToken = () => undefined;
    effects.getFrom = () => undefined;

    await client().GET('/goods');

    expect(sent[0]?.headers.has('Authorization')).toBe(false);
    expect(sent[0]?.headers.get('from')).toBe('');
  });

  it('every call names the page language, so the server words its failures in it', async () => {
    await client().GET('/goods');
    effects.getLanguage = () => 'en';
    await client().GET('/goods');

    expect(sent[0]?.headers.get('Accept-Language')).toBe('zh-CN');
    expect(sent[1]?.headers.get('Accept-Language')).toBe('en');
  });

  it('calls include cookies', async () => {
    await client().GET('/goods');

    expect(sent[0]?.credentials).toBe('include');
  });
});

describe('envelope answers', () => {
  it.each([200, 0, 1])('success true with code %i passes the answer through', async (code) => {
    respond = () => json({ success: true, code, data: { name: '螺丝刀' } });

    const result = await client().GET('/goods');

    expect(unwrap(result)).toEqual({ name: '螺丝刀' });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('success true with code 2 fails with a toast and an ApiError', async () => {
    respond = () => json({ success: true, code: 2, message: '库存不足' });

    const error = await failure(client().GET('/goods'));

    expect(error).toMatchObject({ message: '库存不足', code: 2, status: 200 });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('error', '库存不足', 1500);
  });

  it('code 401 logs out, shows the message and goes to login', async () => {
    respond = () => json({ success: false, code: 401, message: '登录已过期' });

    const error = await failure(client().GET('/goods'));

    expect(calls).toEqual(['logout', 'toast', 'goToLogin']);
    expect(effects.toast).toHaveBeenCalledWith('error', '登录已过期', 1500);
    expect(error).toMatchObject({ message: '登录已过期', code: 401, status: 200 });
  });

  it('code 500 shows the message as an error toast for 1.5 s and rejects', async () => {
    respond = () =>
      json({ success: false, code: 500, message: '系统繁忙', data: { traceId: 'x' } }, { status: 500 });

    const error = await failure(client().GET('/goods'));

    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('error', '系统繁忙', 1500);
    expect(error).toMatchObject({ message: '系统繁忙', code: 500, status: 500, data: { traceId: 'x' } });
    expect(effects.logout).not.toHaveBeenCalled();
  });

  it('another failure shows its message', async () => {
    respond = () => json({ success: false, code: 10001, message: '活动未开始', msg: 'ignored' });

    const error = await failure(client().GET('/goods'));

    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('error', '活动未开始', 1500);
    expect(error.code).toBe(10001);
  });

  it('another failure without a message shows msg', async () => {
    respond = () => json({ success: false, code: 10001, msg: '活动已结束' });

    await failure(client().GET('/goods'));

    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('error', '活动已结束', 1500);
  });

  it('another failure without message or msg shows 网络异常', async () => {
    respond = () => json({ success: false, code: '10001' });

    const error = await failure(client().GET('/goods'));

    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('error', '网络异常', 1500);
    expect(error).toMatchObject({ message: '网络异常', code: 10001 });
  });

  it('the caller can still read the body the middleware inspected', async () => {
    const result = await client().GET('/goods');

    expect(result.data).toEqual({ success: true, code: 200, data: { name: '螺丝刀' } });
  });
});

describe('HTTP statuses without an envelope', () => {
  it.each(HTTP_STATUSES.map((status) => [status, httpZhCN.http[`status${status}`]] as const))(
    'status %i shows %s',
    async (status, text) => {
      respond = () =>
        new Response('<html>error</html>', { status, headers: { 'Content-Type': 'text/html' } });

      const error = await failure(client().GET('/goods'));

      expect(effects.toast).toHaveBeenCalledExactlyOnceWith('error', text, 1500);
      expect(error).toMatchObject({ message: text, code: status, status });
    },
  );

  it('an unlisted status shows 服务器异常~', async () => {
    respond = () => new Response(null, { status: 418 });

    await failure(client().GET('/goods'));

    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('error', '服务器异常~', 1500);
  });

  it('a non-envelope JSON answer that is ok passes through', async () => {
    respond = () => json(['敏感词']);

    const { data } = await client().GET('/goods');

    expect(data).toEqual(['敏感词']);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('an ok binary answer passes through unread', async () => {
    respond = () =>
      new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
        headers: { 'Content-Type': 'application/octet-stream' },
      });

    const { response } = await client().GET('/export', { parseAs: 'stream' });

    expect(response.bodyUsed).toBe(false);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
    expect(effects.toast).not.toHaveBeenCalled();
  });
});

describe('network failures', () => {
  it('a rejected fetch shows 网络连接失败，请稍后重试 and throws an ApiError', async () => {
    const cause = new TypeError('fetch failed');
    respond = () => Promise.reject(cause);

    const error = await failure(client().GET('/goods'));

    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('error', '网络连接失败，请稍后重试', 1500);
    expect(error).toMatchObject({ message: '网络连接失败，请稍后重试', code: -1, status: 0, cause });
  });

  it('an aborted request rejects without a toast', async () => {
    const controller = new AbortController();
    respond = (request) => {
      controller.abort();
      return Promise.reject(request.signal.reason);
    };

    const error: unknown = await client()
      .GET('/goods', { signal: controller.signal })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(ApiError);
    expect(effects.toast).not.toHaveBeenCalled();
  });
});

describe('unwrap', () => {
  it('returns the payload of an OK envelope', async () => {
    const goods = unwrap(await client().GET('/goods'));

    expectTypeOf(goods).toEqualTypeOf<Goods | undefined>();
    expect(goods).toEqual({ name: '螺丝刀' });
  });

  it('throws an ApiError when the answer is not an OK envelope', () => {
    const response = new Response(null, { status: 502, statusText: 'Bad Gateway' });

    expect(() => unwrap({ error: { success: false, code: 502, msg: '网关错误' }, response })).toThrow(
      expect.objectContaining({ name: 'ApiError', message: '网关错误', code: 502, status: 502 }),
    );
  });
});

describe('helpers and messages', () => {
  it('isOk accepts success true with codes 200, 0 and 1 only', () => {
    expect([200, 0, 1, 2, 401].map((code) => isOk({ success: true, code }))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(isOk({ success: false, code: 200 })).toBe(false);
    expect(isOk({ success: true })).toBe(false);
    expect(isOk(null)).toBe(false);
  });

  it('httpStatusKey names a listed status and falls back to http.default', () => {
    expect(httpStatusKey(404)).toBe('http.status404');
    expect(httpStatusKey(418)).toBe('http.default');
  });

  it('every status key has a Chinese and an English message', () => {
    for (const status of HTTP_STATUSES) {
      const key = httpStatusKey(status).replace('http.', '');
      expect(httpZhCN.http).toHaveProperty(key);
      expect(httpEn.http).toHaveProperty(key);
    }
    expect(Object.keys(httpEn.http)).toEqual(Object.keys(httpZhCN.http));
  });
});

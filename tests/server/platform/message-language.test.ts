import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { connectChat } from '../chat/socket-client.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

/**
 * Failure messages come in the request's language: English for `Accept-Language: en` (the storefront in
 * English mode), with the data in them kept; Chinese, exactly as before, without the header.
 */
const ORDER = '/iiot/jcmall-order';
const FRONT = '/iiot/jcmall-front';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('DEMO', 'buyer01');
});
afterAll(() => t.close());

async function call(
  language: string | undefined,
  request: { method?: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: object },
) {
  const res = await t.app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    headers: {
      shopId: 'DEMO',
      ...(language ? { 'accept-language': language } : {}),
      ...request.headers,
    },
    ...(request.payload ? { payload: request.payload } : {}),
  });
  const body = res.json() as { success: boolean; code: number; message: string; data: unknown };
  return { status: res.statusCode, ...body };
}

/** Asks in both languages and checks both answers. */
async function both(request: Parameters<typeof call>[1], zh: string, en: string, status = 400) {
  const chinese = await call(undefined, request);
  expect(chinese).toMatchObject({ status, success: false, code: status, data: null });
  expect(chinese.message).toBe(zh);
  expect((await call('zh-CN', request)).message).toBe(zh);
  const english = await call('en', request);
  expect(english).toMatchObject({ status, success: false, code: status, data: null });
  expect(english.message).toBe(en);
  expect((await call('en-US,en;q=0.9', request)).message).toBe(en);
}

const someSku = async () =>
  (
    await t.db.owner((q) =>
      q.query<{ id: number; name: string }>(
        `SELECT s.id, s.name FROM product_sku s JOIN sku_stock k ON k.sku_id = s.id
          WHERE s.shop_id = 'DEMO' AND s.status = 1 AND s.price IS NOT NULL AND s.product_type = 1
            AND k.stock > 0 ORDER BY s.id LIMIT 1`,
      ),
    )
  ).rows[0]!;

describe('failure messages in the request language', () => {
  it('a malformed shopId header', async () => {
    await both(
      { url: `${FRONT}/mall/setting/queryBaseConfig`, headers: { shopId: 'bad id!' } },
      '请求头 shopId 格式不正确',
      'The shopId header has an invalid format',
    );
  });

  it('a shop that does not exist keeps its id', async () => {
    await both(
      { url: `${FRONT}/mall/setting/queryBaseConfig`, headers: { shopId: 'NOPE9' } },
      '店铺不存在：NOPE9',
      'Shop not found: NOPE9',
      404,
    );
  });

  it('a validation failure names the field', async () => {
    await both(
      {
        method: 'POST',
        url: `${ORDER}/sc/addShoppingCarts`,
        headers: { authorization: token },
        payload: { skuId: 'x', quantity: '1' },
      },
      '字段 skuId 类型错误，应为 整数',
      'Field skuId has the wrong type; it should be an integer',
    );
  });

  it('an unknown API keeps its method and path', async () => {
    await both(
      { url: `${ORDER}/no/such/thing` },
      `接口不存在：GET ${ORDER}/no/such/thing`,
      `No such API: GET ${ORDER}/no/such/thing`,
      404,
    );
  });

  it('a URL Fastify cannot route', async () => {
    await both({ url: `${ORDER}/sc/%E0%A4%A` }, '请求网址格式不正确', 'The request URL is malformed');
  });

  it('out of stock keeps the product name and the stock', async () => {
    const sku = await someSku();
    await t.db.owner((q) => q.query('UPDATE sku_stock SET stock = 3 WHERE sku_id = $1', [sku.id]));
    await both(
      {
        method: 'POST',
        url: `${ORDER}/sc/addShoppingCarts`,
        headers: { authorization: token },
        payload: { skuId: sku.id, quantity: '5' },
      },
      `库存不足：「${sku.name}」当前库存3`,
      `Insufficient inventory: “${sku.name}”, 3 in stock`,
    );
  });

  it('a verdict on lines to buy words its problems in the language too, product names kept', async () => {
    const sku = await someSku();
    await t.db.owner((q) => q.query('UPDATE sku_stock SET stock = 3 WHERE sku_id = $1', [sku.id]));
    const request = {
      method: 'POST' as const,
      url: `${ORDER}/sc/canDirectSubmitOrder`,
      headers: { authorization: token },
      payload: { lines: [{ skuId: sku.id, quantity: '5' }] },
    };
    const verdict = async (language?: string) =>
      (await call(language, request)).data as {
        canOrder: boolean;
        message: string;
        problems: { message: string }[];
      };
    const zh = await verdict();
    expect(zh).toMatchObject({ canOrder: false, message: `库存不足：「${sku.name}」` });
    expect(zh.problems[0]!.message).toBe(`库存不足：「${sku.name}」`);
    const en = await verdict('en');
    expect(en).toMatchObject({ canOrder: false, message: `Insufficient inventory: “${sku.name}”` });
    expect(en.problems[0]!.message).toBe(`Insufficient inventory: “${sku.name}”`);
  });

  it('the chat socket takes the language from its lang query parameter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/iiot/jcmall-im/ws?shopId=NOPE9&lang=en',
      headers: { authorization: token },
    });
    expect(res.json()).toMatchObject({ success: false, code: 404, message: 'Shop not found: NOPE9' });
    const zh = await t.app.inject({
      method: 'GET',
      url: '/iiot/jcmall-im/ws?shopId=NOPE9',
      headers: { authorization: token },
    });
    expect(zh.json()).toMatchObject({ success: false, code: 404, message: '店铺不存在：NOPE9' });
  });

  it("the chat socket's error frames come in the language of its lang parameter", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const [lang, message] of [
      ['en', 'The message is not valid JSON'],
      ['zh-CN', '消息不是合法的 JSON'],
      [undefined, '消息不是合法的 JSON'],
    ] as const) {
      const chat = await connectChat(base, { token, ...(lang ? { lang } : {}) });
      await chat.next('ready');
      chat.send('not json');
      expect((await chat.next('error')).message).toBe(message);
      chat.close();
    }
  });
});

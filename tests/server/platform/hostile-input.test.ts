import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputErrorMessage, registerErrorHandling } from '../../../server/src/platform/plugins/errors.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../../server/src/platform/plugins/json-body.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

/**
 * Hostile input an attacker probe answered with 500s: bodies nested thousands of levels deep, integers
 * past their column's range, and feedback naming a supplier that is unknown or another shop's store.
 * Each is a 400 envelope naming what is wrong.
 */
let t: TestApp;
let buyer = '';
beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('DEMO', 'buyer01');
});
afterAll(() => t.close());

const CART = '/iiot/jcmall-order/sc/addShoppingCarts';
const ZONE = '/iiot/jcmall-front/zone/queryShopZone';
const FEEDBACK = '/iiot/jcmall-front/feedback/saveFeedbackRecord';

function post(url: string, payload: string, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      shopId: 'DEMO',
      'content-type': 'application/json',
      ...(token ? { authorization: token } : {}),
    },
    payload,
  });
}

async function expect400(res: Awaited<ReturnType<typeof post>>, ...mentions: string[]) {
  expect([res.statusCode, res.body]).toEqual([400, expect.any(String)]);
  const body = res.json();
  expect(body).toMatchObject({ success: false, code: 400, data: null });
  for (const m of mentions) expect(body.message).toContain(m);
}

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('deeply nested JSON', () => {
  it('is refused with a 400 before the session is looked at (depth 8,000)', async () => {
    // Adding to the cart needs a login: without one, the depth is still what is refused.
    for (const token of [undefined, buyer]) {
      await expect400(await post(CART, arrays(8000), token), '请求体嵌套过深');
      await expect400(await post(CART, objects(8000), token), '请求体嵌套过深');
      await expect400(await post(CART, `{"skuId":${arrays(8000)},"quantity":"1"}`, token), '请求体嵌套过深');
    }
  });

  it(`allows ${MAX_JSON_DEPTH} levels, counts no brackets inside strings, and keeps prototype-poisoning protection`, async () => {
    // 32 levels reach validation, which names the field.
    await expect400(
      await post(CART, `{"skuId":${arrays(MAX_JSON_DEPTH - 1)},"quantity":"1"}`, buyer),
      '字段 skuId 类型错误',
    );
    await expect400(
      await post(CART, `{"skuId":${arrays(MAX_JSON_DEPTH)},"quantity":"1"}`, buyer),
      '嵌套过深',
    );
    const brackets = JSON.stringify({ skuId: 1, quantity: '['.repeat(100) + '\\"{'.repeat(100) });
    await expect400(await post(CART, brackets, buyer), '字段 quantity');
    await expect400(await post(CART, '{"__proto__":{"skuId":1},"quantity":"1"}', buyer), 'JSON');
    await expect400(await post(CART, '{"constructor":{"prototype":{"x":1}}}', buyer), 'JSON');
    await expect400(await post(CART, '', buyer), '请求体为空');
  });

  it('is measured in one pass that ignores escaped quotes', () => {
    expect(nestsDeeperThan('[[]]', 2)).toBe(false);
    expect(nestsDeeperThan('[[[]]]', 2)).toBe(true);
    expect(nestsDeeperThan('["[[[[\\"[[[["]', 1)).toBe(false);
    expect(nestsDeeperThan('[{"a":"\\\\"},[[]]]', 2)).toBe(true);
  });
});

describe('integers past their column', () => {
  const HUGE = ['1e308', '9223372036854775808'];

  it('an id is a 400 naming the field', async () => {
    for (const n of HUGE) {
      await expect400(await post(ZONE, `{"zoneId":${n}}`), '字段 zoneId 不能大于 9007199254740991');
      await expect400(
        await post('/iiot/jcmall-search/product/pageListForFront', `{"cpid":${n}}`),
        '字段 cpid 不能大于',
      );
      await expect400(
        await post(FEEDBACK, `{"problemType":"7","problemDesc":"慢","supplierId":${n}}`, buyer),
        '字段 supplierId 不能大于',
      );
      await expect400(
        await post('/iiot/jcmall-order/od/previewOrder', `{"lines":[{"skuId":${n},"quantity":"1"}]}`, buyer),
        '字段 lines[0].skuId 不能大于',
      );
    }
  });

  it('a quantity is a 400 naming the field', async () => {
    for (const n of HUGE) {
      await expect400(await post(CART, `{"skuId":1,"quantity":${n}}`, buyer), '字段 quantity');
      await expect400(await post(CART, `{"skuId":1,"quantity":"${n}"}`, buyer), '字段 quantity');
      await expect400(
        await post('/iiot/jcmall-order/od/previewOrder', `{"lines":[{"skuId":1,"quantity":"${n}"}]}`, buyer),
        '字段 lines[0].quantity',
      );
    }
  });

  it('in a query string is a 400 naming the parameter (and query strings do not nest)', async () => {
    const get = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/website-manage/notice/detail?${query}`,
        headers: { shopId: 'DEMO' },
      });
    for (const n of HUGE) await expect400(await get(`id=${n}`), '字段 id 不能大于');
    // Brackets are part of the name, not structure: nothing to overflow, just an unknown parameter.
    await expect400(await get(`id=1&${'a' + '[b]'.repeat(50)}=1`), '不支持的字段 a[b]');
  });
});

describe('feedback naming a supplier', () => {
  let otherShopsStore = 0;
  beforeAll(async () => {
    const { rows } = await t.db.owner((q) =>
      q.query<{ id: number }>(
        `SELECT id FROM store WHERE shop_id = 'HBKY' AND status = 1 ORDER BY id LIMIT 1`,
      ),
    );
    otherShopsStore = Number(rows[0]!.id);
  });

  const submit = (body: Record<string, unknown>) => post(FEEDBACK, JSON.stringify(body), buyer);

  for (const problemType of ['2', '7']) {
    it(`refuses an unknown store and another shop's store (problem type ${problemType})`, async () => {
      const base = { problemType, problemDesc: '发货慢' };
      await expect400(await submit({ ...base, supplierId: 999_999_999 }), '请选择供应商');
      await expect400(await submit({ ...base, supplierId: otherShopsStore }), '请选择供应商');
      const { rows } = await t.db.owner((q) =>
        q.query(`SELECT 1 FROM feedback_record WHERE supplier_id = ANY($1::bigint[])`, [
          [999_999_999, otherShopsStore],
        ]),
      );
      expect(rows).toEqual([]);
    });
  }
});

describe('the database as the last wall', () => {
  it('turns data errors and foreign-key violations into messages, and nothing else', () => {
    expect(inputErrorMessage({ code: '22003' })).toBe('请求参数超出允许范围');
    expect(inputErrorMessage({ code: '22P02' })).toBe('请求参数格式不正确');
    expect(inputErrorMessage({ code: '22001' })).toBe('请求参数过长');
    expect(inputErrorMessage({ code: '2201B' })).toBe('请求参数不合法');
    expect(
      inputErrorMessage({
        code: '23503',
        detail: 'Key (supplier_id)=(999) is not present in table "store".',
      }),
    ).toBe('字段 supplierId 引用的数据不存在');
    // A key between tenant tables carries the shop (migration 0035): the field is the other column.
    expect(
      inputErrorMessage({
        code: '23503',
        detail: 'Key (shop_id, supplier_id)=(DEMO, 999) is not present in table "store".',
      }),
    ).toBe('字段 supplierId 引用的数据不存在');
    expect(
      inputErrorMessage({ code: '23503', detail: 'Key (id)=(5) is still referenced from table "x".' }),
    ).toBe('数据仍被引用，无法删除');
    for (const code of ['22012', '23505', '40001', '57014', 'FST_ERR_CTP_INVALID_JSON_BODY', 'EPIPE'])
      expect(inputErrorMessage({ code })).toBeUndefined();
    expect(inputErrorMessage(new Error('boom'))).toBeUndefined();
  });

  it('answers database data errors with a 400 envelope, not a 500', async () => {
    // Straight to the database, past every schema: a route of its own under the app's error handling.
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/range', () =>
      t.db.tenant('DEMO', (q) => q.query(`SELECT $1::bigint`, ['9223372036854775808'])),
    );
    app.get('/syntax', () => t.db.tenant('DEMO', (q) => q.query(`SELECT $1::bigint`, ['1e+308'])));
    app.get('/missing', () =>
      t.db.owner((q) =>
        q.query(
          `INSERT INTO feedback_record (shop_id, user_id, problem_type, supplier_id, problem_desc)
           SELECT 'DEMO', id, '7', 999999999, 'x' FROM app_user WHERE shop_id = 'DEMO' LIMIT 1`,
        ),
      ),
    );
    app.get('/bug', () => t.db.tenant('DEMO', (q) => q.query(`SELECT 1 / 0`)));
    const answers = await Promise.all(
      ['/range', '/syntax', '/missing', '/bug'].map(async (url) => (await app.inject(url)).json()),
    );
    await app.close();
    expect(answers).toEqual([
      { success: false, code: 400, message: '请求参数超出允许范围', data: null },
      { success: false, code: 400, message: '请求参数格式不正确', data: null },
      { success: false, code: 400, message: '字段 supplierId 引用的数据不存在', data: null },
      { success: false, code: 500, message: '服务器内部错误，请稍后重试', data: null },
    ]);
  });
});

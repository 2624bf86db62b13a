import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feature } from '../../../server/src/platform/openapi/operations.ts';
import { FEATURE_OFF } from '../../../server/src/modules/shop/features.service.ts';
import { ACCESS_MATRIX } from '../access-matrix.ts';
import { bodyOf } from '../access/row.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('DEMO', 'buyer01');
  const me = await t.app.inject({
    method: 'GET',
    url: '/yzc-upms/user/get',
    headers: { shopId: 'DEMO', authorization: token },
  });
  userId = me.json().data.userId;
});
afterAll(() => t.close());

/** Each switch the storefront honours, how to turn it off in DEMO (and on again), and what it turns off. */
const SWITCHES: Array<{ name: string; off: Feature[]; set: (on: boolean) => string }> = [
  {
    name: 'orderFlag off',
    off: ['ordering', 'batchOrder'],
    set: (on) => `UPDATE shop SET order_flag = ${on} WHERE shop_id = 'DEMO'`,
  },
  {
    name: 'the batchOrder dictionary off',
    off: ['batchOrder'],
    set: (on) => `UPDATE dict_item SET enabled = ${on} WHERE shop_id = 'DEMO' AND dict_code = 'batchOrder'`,
  },
  {
    name: 'canFeedback off',
    off: ['feedback', 'comparison'],
    set: (on) => `UPDATE shop SET can_feedback = ${on} WHERE shop_id = 'DEMO'`,
  },
  {
    name: 'neither the platform host nor a comparison shop',
    off: ['comparison'],
    set: (on) => `UPDATE shop SET is_platform = ${on} WHERE shop_id = 'DEMO'`,
  },
];

const OFF_MESSAGES = Object.values(FEATURE_OFF);

function call(method: string, url: string, row: (typeof ACCESS_MATRIX)[string]) {
  const query = new URLSearchParams(
    Object.entries(row.query ?? {}).map(([k, v]) => [k, v === ':me' ? userId : v]),
  ).toString();
  return t.app.inject({
    method: method as 'GET' | 'POST',
    url: url + (query ? `?${query}` : ''),
    headers: { shopId: 'DEMO', authorization: token, ...row.headers },
    ...(row.body !== undefined ? { payload: bodyOf(row) as object } : {}),
  });
}

describe('shop switches are enforced by the server', () => {
  it('names at least one operation for every switch', () => {
    const required = new Set(t.app.operations.flatMap((op) => op.requires));
    expect([...required].sort()).toEqual(['batchOrder', 'comparison', 'feedback', 'ordering']);
  });

  for (const sw of SWITCHES) {
    it(`with ${sw.name}: refuses exactly the operations that need it, and serves every other`, async () => {
      await t.db.owner((q) => q.query(sw.set(false)));
      try {
        const ops = t.app.operations.filter((op) => op.access === 'public' || op.access === 'user');
        let refused = 0;
        for (const op of ops) {
          const row = ACCESS_MATRIX[`${op.method} ${op.url}`];
          // Logout would end the session the rest of the walk uses; it needs no switch.
          if (!row || row.multipart || row.freshSession) continue;
          const res = await call(op.method, op.url, row);
          const needed = op.requires.find((f) => sw.off.includes(f));
          if (needed) {
            refused++;
            expect([op.operationId, res.statusCode, res.json().message]).toEqual([
              op.operationId,
              403,
              FEATURE_OFF[needed],
            ]);
          } else {
            const message = String(res.headers['content-type'] ?? '').includes('json')
              ? res.json().message
              : '';
            expect([op.operationId, OFF_MESSAGES.includes(message)]).toEqual([op.operationId, false]);
          }
        }
        expect(refused).toBeGreaterThan(0);
      } finally {
        await t.db.owner((q) => q.query(sw.set(true)));
      }
    });
  }

  it('refuses the cart and orders on HSNYSC (ordering off) and feedback on BKSC (feedback off)', async () => {
    const hs = await t.login('HSNYSC', 'buyer01');
    const cart = await t.app.inject({
      method: 'POST',
      url: '/iiot/jcmall-order/sc/addShoppingCarts',
      headers: { shopId: 'HSNYSC', authorization: hs },
      payload: { skuId: 1, quantity: '1' },
    });
    expect(cart.json()).toMatchObject({ code: 403, message: '本商城暂未开放在线下单' });
    const { rows } = await t.db.owner((q) =>
      q.query<{ id: number }>(`SELECT id FROM product_sku WHERE shop_id = 'HSNYSC' AND status = 1 LIMIT 1`),
    );
    const direct = await t.app.inject({
      method: 'POST',
      url: '/iiot/jcmall-order/od/directPlaceOrder',
      headers: { shopId: 'HSNYSC', authorization: hs, 'idempotency-key': 'flags-direct-1' },
      payload: {
        lines: [{ skuId: rows[0]!.id, quantity: '1' }],
        addressId: 1,
        deliveryMethod: 1,
        invoice: { kind: 'none' },
        userCouponIds: [],
        points: 0,
        messages: [],
        expectedPayAmount: '1.00',
      },
    });
    expect(direct.json()).toMatchObject({ code: 403, message: '本商城暂未开放在线下单' });

    const bk = await t.login('BKSC', 'buyer01');
    const feedback = await t.app.inject({
      method: 'POST',
      url: '/iiot/jcmall-front/feedback/saveFeedbackRecord',
      headers: { shopId: 'BKSC', authorization: bk },
      payload: { problemType: '6', problemDesc: '页面打不开' },
    });
    expect(feedback.json()).toMatchObject({ code: 403, message: '本商城暂未开放意见反馈' });
  });
});

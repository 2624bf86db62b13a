import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollUpSales, sweepExpiredOrders } from '../../../server/src/modules/orders/orders.service.ts';
import type { components as AccountTypes } from '../../../openapi/generated/account.ts';
import type { components as OrderTypes } from '../../../openapi/generated/order.ts';
import type { components as PayTypes } from '../../../openapi/generated/pay.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

/**
 * Cart, address book, checkout and payment through the real HTTP API (app.inject) on one seeded
 * database. Each part uses its own buyer and its own SKUs (prices and stock set here), so the parts do
 * not disturb one another. The concurrency tests live in checkout-races.test.ts.
 */

type O = OrderTypes['schemas'];
type CartView = O['CartView'];
type Preview = O['OrderPreview'];
type Placed = O['PlacedOrder'];
type Submission = O['Submission'];
type OrderDetail = O['OrderDetail'];
type Region = O['Region'];
type Address = AccountTypes['schemas']['Address'];
type Cashier = PayTypes['schemas']['Cashier'];
type Payment = PayTypes['schemas']['Payment'];

const ORDER = '/iiot/jcmall-order';
const PAY = '/iiot/jcmall-pay';
const ACCOUNT = '/iiot/jcmall-account';

const BEIJING: Region = {
  provinceCode: '110000',
  cityCode: '110100',
  countyCode: '110105',
  townCode: '110105017',
};
const XINJIANG: Region = { provinceCode: '650000', cityCode: '650100', countyCode: '650102' };
const TIBET: Region = { provinceCode: '540000', cityCode: '540100', countyCode: '540102' };

const TOO_MANY = '购物车最多支持50件商品一起结算，请分开下单';

let t: TestApp;

interface Reply<T> {
  status: number;
  message: string;
  data: T;
}

async function api<T>(
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: unknown,
  options: { shopId?: string; key?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { shopId: options.shopId ?? 'DEMO' };
  if (token) headers.authorization = token;
  if (options.key) headers['idempotency-key'] = options.key;
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  const body = res.json() as { message: string; data: T };
  return { status: res.statusCode, message: body.message, data: body.data };
}

/** The answer's data, after checking it succeeded (the message shows when it did not). */
function ok<T>(reply: Reply<T>): T {
  expect(reply.status, reply.message).toBe(200);
  return reply.data;
}

function refused(reply: Reply<unknown>, status: number, message?: string | RegExp) {
  expect(reply.status, reply.message).toBe(status);
  expect(reply.data).toBeNull();
  if (typeof message === 'string') expect(reply.message).toContain(message);
  else if (message) expect(reply.message).toMatch(message);
}

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return (await t.db.owner((q) => q.query<R>(text, params))).rows;
}

async function userId(shopId: string, userName: string): Promise<number> {
  const rows = await sql<{ id: number }>('SELECT id FROM app_user WHERE shop_id = $1 AND user_name = $2', [
    shopId,
    userName,
  ]);
  return rows[0]!.id;
}

interface Sku {
  id: number;
  storeId: number;
  storeType: number;
  productType: number;
  status: number;
  priced: boolean;
  stock: number;
  activity: 'running' | 'notStarted' | 'ended' | null;
  shopId: string;
  name: string;
  spuCode: string;
  /** Whether a batch row naming the SPU code picks this SKU (on shelf first, then the lowest id). */
  spuFirst: boolean;
}

/** Every SKU of the seed, and the ones a test has taken (so no two tests share a SKU). */
let catalogue: Sku[] = [];
const taken = new Set<number>();

/** An on-shelf priced ordinary good of a store that delivers everywhere. */
const ordinary = (s: Sku) => s.status === 1 && s.priced && s.productType === 1 && s.storeType !== 3;
/** The same, from a general store (store type 3), which does not deliver to 新疆 or 西藏. */
const generalStore = (s: Sku) => s.status === 1 && s.priced && s.productType === 1 && s.storeType === 3;

/** Takes an unused SKU of the tenant matching the filter. */
function take(filter: (s: Sku) => boolean = ordinary, shopId = 'DEMO'): Sku {
  const sku = catalogue.find((s) => s.shopId === shopId && !taken.has(s.id) && filter(s));
  if (!sku) throw new Error('no SKU left for this test');
  taken.add(sku.id);
  return sku;
}

async function setSku(id: number, change: { price?: string; stock?: number; status?: number }) {
  await sql(
    `UPDATE product_sku SET price = COALESCE($2::numeric, price), status = COALESCE($3::smallint, status)
      WHERE id = $1`,
    [id, change.price ?? null, change.status ?? null],
  );
  if (change.stock !== undefined)
    await sql('UPDATE sku_stock SET stock = $2 WHERE sku_id = $1', [id, change.stock]);
}

async function stockOf(id: number): Promise<number> {
  return (await sql<{ stock: number }>('SELECT stock FROM sku_stock WHERE sku_id = $1', [id]))[0]!.stock;
}

async function clearCart(uid: number) {
  await sql('DELETE FROM cart_line WHERE user_id = $1', [uid]);
}

const tokens: Record<string, string> = {};
const uids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [shopId, userName] of [
    ['DEMO', 'buyer01'],
    ['DEMO', 'buyer03'],
    ['DEMO', 'person01'],
    ['DEMO', 'supplier01'],
    ['DEMO', 'merchant01'],
    ['HBKY', 'buyer01'],
  ] as const) {
    tokens[`${shopId}:${userName}`] = await t.login(shopId, userName);
    uids[`${shopId}:${userName}`] = await userId(shopId, userName);
  }
  // Goods some seeded coupon already targets (the specified SKUs, the writing-tools subtree) are left
  // out, so the coupon options a test sees are the ones it expects; so are goods of the seeded demo
  // orders, whose stock ledger would otherwise hold more than a test's own rows.
  catalogue = await sql<Sku>(
    `WITH RECURSIVE writing(id) AS (
       SELECT category_id FROM coupon WHERE kind = 3
       UNION ALL SELECT c.id FROM category c JOIN writing w ON c.parent_id = w.id)
     SELECT s.id, s.store_id AS "storeId", st.store_type AS "storeType", s.product_type AS "productType",
            s.status, s.price IS NOT NULL AS priced, k.stock, s.shop_id AS "shopId", s.name,
            s.spu_code AS "spuCode",
            NOT EXISTS (SELECT 1 FROM product_sku x WHERE x.shop_id = s.shop_id AND x.spu_code = s.spu_code
                           AND (x.status > s.status OR (x.status = s.status AND x.id < s.id))) AS "spuFirst",
            CASE WHEN s.product_type NOT IN (2, 3) THEN NULL
                 WHEN s.activity_start > now() THEN 'notStarted'
                 WHEN s.activity_end <= now() THEN 'ended' ELSE 'running' END AS activity
       FROM product_sku s JOIN store st ON st.id = s.store_id JOIN sku_stock k ON k.sku_id = s.id
      WHERE s.category_id NOT IN (SELECT id FROM writing)
        AND NOT EXISTS (SELECT 1 FROM coupon c WHERE s.id = ANY(c.sku_ids))
        AND NOT EXISTS (SELECT 1 FROM stock_ledger l WHERE l.sku_id = s.id)
      ORDER BY s.id`,
  );
});
afterAll(() => t.close());

const buyer = () => tokens['DEMO:buyer01']!;

// ---------------------------------------------------------------------------------------------------
// Cart
// ---------------------------------------------------------------------------------------------------

const addCart = (token: string, skuId: number, quantity: string) =>
  api<{ count: number }>('POST', `${ORDER}/sc/addShoppingCarts`, token, { skuId, quantity });
const queryCart = async (token: string, region?: Region) =>
  ok(await api<CartView>('POST', `${ORDER}/sc/queryCartInfo`, token, region ? { region } : {}));
const lineOf = (view: CartView, skuId: number) => {
  const line = view.stores.flatMap((s) => s.lines).find((l) => l.skuId === skuId);
  if (!line) throw new Error(`SKU ${skuId} is not in the cart`);
  return line;
};
const updateCart = (token: string, body: { lineId: number; quantity?: string; checked?: boolean }) =>
  api<{ count: number }>('POST', `${ORDER}/sc/updateCart`, token, body);
const canSubmit = async (token: string, region?: Region) =>
  ok(await api<O['CanOrder']>('POST', `${ORDER}/sc/canSubmitOrder`, token, region ? { region } : {}));
const skuCount = async (token: string) => ok(await api<number>('GET', `${ORDER}/sc/skuCount`, token));

describe('cart', () => {
  const person = () => tokens['DEMO:person01']!;

  it('adds, grows a line within stock, and refuses beyond it (库存不足)', async () => {
    await clearCart(uids['DEMO:person01']!);
    const sku = take();
    await setSku(sku.id, { price: '12.50', stock: 5 });
    expect(ok(await addCart(person(), sku.id, '2'))).toEqual({ count: 1 });
    expect(ok(await addCart(person(), sku.id, '2'))).toEqual({ count: 1 });
    expect(lineOf(await queryCart(person()), sku.id)).toMatchObject({
      quantity: '4',
      amount: '50.00',
      stock: 5,
    });
    refused(await addCart(person(), sku.id, '2'), 400, /^库存不足：「.+」当前库存5$/);
    expect(lineOf(await queryCart(person()), sku.id).quantity).toBe('4');
    expect(await skuCount(person())).toBe(1);
  });

  it('changes a quantity within stock and the shop decimal scale (DEMO allows 2 places)', async () => {
    const sku = take();
    await setSku(sku.id, { price: '12.50', stock: 5 });
    ok(await addCart(person(), sku.id, '1'));
    const { lineId } = lineOf(await queryCart(person()), sku.id);
    ok(await updateCart(person(), { lineId, quantity: '5' }));
    refused(await updateCart(person(), { lineId, quantity: '6' }), 400, '库存不足');
    ok(await updateCart(person(), { lineId, quantity: '2.25' }));
    // 12.50 × 2.25 = 28.125, rounded half up to the fen.
    expect(lineOf(await queryCart(person()), sku.id)).toMatchObject({ quantity: '2.25', amount: '28.13' });
    refused(await updateCart(person(), { lineId, quantity: '2.255' }), 400, '请输入正确的商品数量');
    refused(await updateCart(person(), { lineId, quantity: '0' }), 400, '请输入正确的商品数量');
    refused(await updateCart(person(), { lineId: 999_999_999, quantity: '1' }), 404);
    expect(lineOf(await queryCart(person()), sku.id).quantity).toBe('2.25');
  });

  it('checks and unchecks a line, a store, or everything, and totals only the checked lines', async () => {
    await clearCart(uids['DEMO:person01']!);
    const a = take();
    const b = take((s) => ordinary(s) && s.storeId !== a.storeId);
    await setSku(a.id, { price: '10.00', stock: 100 });
    await setSku(b.id, { price: '3.30', stock: 100 });
    ok(await addCart(person(), a.id, '2'));
    ok(await addCart(person(), b.id, '3'));
    let view = await queryCart(person());
    expect(view.stores.map((s) => s.storeId).sort()).toEqual([a.storeId, b.storeId].sort());
    expect(view).toMatchObject({
      lineCount: 2,
      checkedCount: 2,
      checkedAmount: '29.90',
      maxSettle: 50,
      decimalScale: 2,
    });

    ok(await updateCart(person(), { lineId: lineOf(view, a.id).lineId, checked: false }));
    view = await queryCart(person());
    expect(view).toMatchObject({ checkedCount: 1, checkedAmount: '9.90' });
    expect(lineOf(view, a.id).checked).toBe(false);

    ok(await api('POST', `${ORDER}/sc/changeAllIsChecked`, person(), { checked: false, storeId: b.storeId }));
    expect(await queryCart(person())).toMatchObject({ checkedCount: 0, checkedAmount: '0.00' });
    expect((await canSubmit(person())).message).toBe('请选择要结算的商品');

    ok(await api('POST', `${ORDER}/sc/changeAllIsChecked`, person(), { checked: true }));
    expect(await queryCart(person())).toMatchObject({ checkedCount: 2, checkedAmount: '29.90' });
    expect(await canSubmit(person())).toEqual({ canOrder: true, message: '', problems: [] });
  });

  it('deletes lines, and the header count follows', async () => {
    const view = await queryCart(person());
    const [first, ...rest] = view.stores.flatMap((s) => s.lines);
    expect(ok(await api('POST', `${ORDER}/sc/deleteCart`, person(), { lineIds: [first!.lineId] }))).toEqual({
      count: rest.length,
    });
    expect(await skuCount(person())).toBe(rest.length);
    refused(await api('POST', `${ORDER}/sc/deleteCart`, person(), { lineIds: [first!.lineId] }), 404);
    // Another buyer cannot delete these lines.
    refused(
      await api('POST', `${ORDER}/sc/deleteCart`, tokens['DEMO:buyer03']!, {
        lineIds: rest.map((l) => l.lineId),
      }),
      404,
    );
    expect(await skuCount(person())).toBe(rest.length);
  });

  it('shows a price change since adding (addedPrice ≠ price)', async () => {
    const sku = take();
    await setSku(sku.id, { price: '10.00', stock: 100 });
    ok(await addCart(person(), sku.id, '1'));
    expect(lineOf(await queryCart(person()), sku.id)).toMatchObject({ price: '10.00', addedPrice: '10.00' });
    await setSku(sku.id, { price: '11.2500000' });
    expect(lineOf(await queryCart(person()), sku.id)).toMatchObject({
      price: '11.25',
      addedPrice: '10.00',
      amount: '11.25',
    });
  });

  it('marks lines a general store does not deliver to the chosen region (新疆, 西藏)', async () => {
    await clearCart(uids['DEMO:person01']!);
    const general = take(generalStore);
    const everywhere = take();
    await setSku(general.id, { stock: 100 });
    await setSku(everywhere.id, { stock: 100 });
    ok(await addCart(person(), general.id, '1'));
    ok(await addCart(person(), everywhere.id, '1'));

    const far = await queryCart(person(), XINJIANG);
    expect(lineOf(far, general.id)).toMatchObject({
      problem: 'undeliverable',
      message: '当前地区不支持配送',
    });
    expect(lineOf(far, everywhere.id)).toMatchObject({ problem: null, message: '' });
    expect(lineOf(await queryCart(person(), BEIJING), general.id).problem).toBeNull();
    expect(lineOf(await queryCart(person()), general.id).problem).toBeNull();

    const verdict = await canSubmit(person(), TIBET);
    expect(verdict.canOrder).toBe(false);
    expect(verdict.problems).toEqual([
      { skuId: general.id, problem: 'undeliverable', message: expect.stringContaining('当前地区不支持配送') },
    ]);
    expect((await canSubmit(person(), BEIJING)).canOrder).toBe(true);

    const check = (region?: Region) =>
      api<O['CanOrder']>('POST', `${ORDER}/sc/checkSkuCanOrder`, null, {
        skuId: general.id,
        quantity: '1',
        ...(region ? { region } : {}),
      });
    expect(ok(await check(XINJIANG))).toMatchObject({ canOrder: false, message: '当前地区不支持配送' });
    expect(ok(await check(BEIJING))).toMatchObject({ canOrder: true, message: '' });
  });

  it('refuses group-buy and seckill goods outside their activity window (活动未开始 / 活动已结束)', async () => {
    const notStarted = take((s) => s.activity === 'notStarted' && s.status === 1 && s.priced && s.stock > 0);
    const ended = take((s) => s.activity === 'ended' && s.status === 1 && s.priced && s.stock > 0);
    const running = take((s) => s.activity === 'running' && s.status === 1 && s.priced && s.stock > 0);
    refused(await addCart(person(), notStarted.id, '1'), 400, '活动未开始');
    refused(await addCart(person(), ended.id, '1'), 400, '活动已结束');
    ok(await addCart(person(), running.id, '1'));

    const check = async (skuId: number) =>
      ok(await api<O['CanOrder']>('POST', `${ORDER}/sc/checkSkuCanOrder`, null, { skuId, quantity: '1' }));
    expect(await check(notStarted.id)).toMatchObject({
      canOrder: false,
      problems: [{ problem: 'notStarted' }],
    });
    expect(await check(ended.id)).toMatchObject({ canOrder: false, message: '活动已结束' });

    // A line added while its activity ran shows it once the activity is over.
    await sql(`UPDATE product_sku SET activity_end = now() - interval '1 minute' WHERE id = $1`, [
      running.id,
    ]);
    expect(lineOf(await queryCart(person()), running.id)).toMatchObject({
      problem: 'ended',
      message: '活动已结束',
    });
  });

  it('refuses goods off the shelf, and marks a line whose goods went off the shelf', async () => {
    const off = take((s) => s.status === 0 && s.priced);
    refused(await addCart(person(), off.id, '1'), 400, '商品已下架');
    refused(await addCart(person(), 999_999_999, '1'), 404, '商品不存在');

    await clearCart(uids['DEMO:person01']!);
    const sku = take();
    await setSku(sku.id, { stock: 100 });
    ok(await addCart(person(), sku.id, '1'));
    await setSku(sku.id, { status: 0 });
    expect(lineOf(await queryCart(person()), sku.id)).toMatchObject({
      problem: 'offShelf',
      message: '商品已下架',
    });
    const verdict = await canSubmit(person());
    expect(verdict).toMatchObject({ canOrder: false, message: `商品已下架：「${sku.name}」` });

    // Out of stock after adding: 商品无货.
    await setSku(sku.id, { status: 1, stock: 0 });
    expect(lineOf(await queryCart(person()), sku.id)).toMatchObject({
      problem: 'outOfStock',
      message: '商品无货',
    });
  });

  it('settles at most 50 lines at once (购物车最多支持50件商品一起结算，请分开下单)', async () => {
    const token = tokens['DEMO:merchant01']!;
    const uid = uids['DEMO:merchant01']!;
    await clearCart(uid);
    const skus = Array.from({ length: 51 }, () => take());
    await sql('UPDATE sku_stock SET stock = 100 WHERE sku_id = ANY($1::bigint[])', [skus.map((s) => s.id)]);
    await sql(
      `INSERT INTO cart_line (shop_id, user_id, sku_id, quantity, added_price)
       SELECT 'DEMO', $1, s.id, 1, s.price FROM product_sku s WHERE s.id = ANY($2::bigint[])`,
      [uid, skus.map((s) => s.id)],
    );
    expect(await skuCount(token)).toBe(51);
    expect(await canSubmit(token)).toMatchObject({ canOrder: false, message: TOO_MANY });
    const preview = ok(await api<Preview>('POST', `${ORDER}/od/previewOrder`, token, {}));
    expect(preview).toMatchObject({ canSubmit: false, message: TOO_MANY });
    const address = ok(await api<Address | null>('GET', `${ACCOUNT}/ad/queryDefaultAddress`, token))!;
    refused(
      await api('POST', `${ORDER}/od/placeOrder`, token, placeBody(address.id, preview.payAmount), {
        key: randomUUID(),
      }),
      400,
      TOO_MANY,
    );
    expect(await sql('SELECT 1 FROM mall_order WHERE user_id = $1', [uid])).toHaveLength(0);

    const view = await queryCart(token);
    ok(await updateCart(token, { lineId: lineOf(view, skus[0]!.id).lineId, checked: false }));
    expect(await canSubmit(token)).toEqual({ canOrder: true, message: '', problems: [] });
    expect(await skuCount(token)).toBe(51);
  });

  it('batch order checks every row on its own and adds the valid ones to the cart', async () => {
    await clearCart(uids['DEMO:person01']!);
    const valid = take();
    const bySpu = take((s) => ordinary(s) && s.spuFirst);
    const badQuantity = take();
    const empty = take();
    const general = take(generalStore);
    await setSku(valid.id, { price: '4.00', stock: 100 });
    await setSku(bySpu.id, { price: '1.00', stock: 100 });
    await setSku(badQuantity.id, { stock: 100 });
    await setSku(empty.id, { stock: 0 });
    await setSku(general.id, { stock: 100 });
    const rows = [
      { sku: '999999999', quantity: '1' },
      { sku: String(badQuantity.id), quantity: 'abc' },
      { sku: String(badQuantity.id), quantity: '1.234' },
      { sku: String(empty.id), quantity: '1' },
      { sku: String(general.id), quantity: '1' },
      { sku: '', quantity: '1' },
      { sku: ` ${valid.id} `, quantity: '3' },
      { sku: 'NO-SUCH-SPU', quantity: '1' },
      { sku: bySpu.spuCode, quantity: '2' },
    ];
    const check = ok(
      await api<O['BatchResult']>('POST', `${ORDER}/sc/addShoppingCartsForBatch`, person(), {
        rows,
        commit: false,
        region: XINJIANG,
      }),
    );
    expect(check.rows.map((r) => [r.row, r.ok, r.message])).toEqual([
      [1, false, '商品编号 999999999 不存在'],
      [2, false, '请输入正确的商品数量（大于0，最多2位小数）'],
      [3, false, '请输入正确的商品数量（大于0，最多2位小数）'],
      [4, false, '商品无货'],
      [5, false, '当前地区不支持配送'],
      [6, false, '请填写商品编号'],
      [7, true, ''],
      [8, false, '商品编号 NO-SUCH-SPU 不存在'],
      [9, true, ''],
    ]);
    expect(check.rows[6]).toMatchObject({ skuId: valid.id, name: valid.name, price: '4.00' });
    expect(check.rows[8]).toMatchObject({ skuId: bySpu.id, price: '1.00' });
    expect(check).toMatchObject({ validCount: 2, added: 0 });
    expect(await skuCount(person())).toBe(0);

    const commit = ok(
      await api<O['BatchResult']>('POST', `${ORDER}/sc/addShoppingCartsForBatch`, person(), {
        rows,
        commit: true,
        region: XINJIANG,
      }),
    );
    expect(commit).toMatchObject({ validCount: 2, added: 2 });
    const view = await queryCart(person());
    expect(view.lineCount).toBe(2);
    expect(lineOf(view, bySpu.id)).toMatchObject({ quantity: '2', amount: '2.00' });
    expect(lineOf(view, valid.id)).toMatchObject({ quantity: '3', amount: '12.00', checked: true });
  });

  it('checkSkuCanOrder answers for a quantity without a login', async () => {
    const sku = take();
    await setSku(sku.id, { stock: 3 });
    const check = async (quantity: string) =>
      ok(await api<O['CanOrder']>('POST', `${ORDER}/sc/checkSkuCanOrder`, null, { skuId: sku.id, quantity }));
    expect(await check('3')).toEqual({ canOrder: true, message: '', problems: [] });
    expect(await check('4')).toEqual({
      canOrder: false,
      message: '库存不足',
      problems: [{ skuId: sku.id, problem: 'insufficient', message: '库存不足' }],
    });
    // 2.5 units start a third one, which is there; 3.5 would need a fourth.
    expect((await check('2.5')).canOrder).toBe(true);
    expect((await check('3.5')).problems[0]?.problem).toBe('insufficient');
    expect((await check('0')).problems[0]?.problem).toBe('badQuantity');
    refused(
      await api('POST', `${ORDER}/sc/checkSkuCanOrder`, null, { skuId: 999_999_999, quantity: '1' }),
      404,
    );
  });
});

// ---------------------------------------------------------------------------------------------------
// Address book
// ---------------------------------------------------------------------------------------------------

describe('address book', () => {
  const token = () => tokens['DEMO:supplier01']!;
  const save = (body: Record<string, unknown>) =>
    api<Address>('POST', `${ACCOUNT}/ad/save`, token(), {
      receiver: '周采购',
      phone: '13912345678',
      ...BEIJING,
      detail: '阜通东大街6号院3号楼',
      isDefault: false,
      ...body,
    });
  const list = async () =>
    ok(await api<{ records: Address[]; max: number }>('GET', `${ACCOUNT}/ad/list`, token()));

  it('lists regions level by level, saying which have no children', async () => {
    const provinces = ok(
      await api<Array<{ code: string; name: string; level: number; leaf: boolean }>>(
        'GET',
        `${ACCOUNT}/region/children`,
        null,
      ),
    );
    expect(provinces).toContainEqual({ code: '110000', name: '北京市', level: 1, leaf: false });
    expect(provinces.map((p) => p.code)).toContain('650000');
    const towns = ok(
      await api<Array<{ code: string; leaf: boolean; level: number }>>(
        'GET',
        `${ACCOUNT}/region/children?parentCode=110105`,
        null,
      ),
    );
    expect(towns.map((r) => r.code)).toEqual(['110105001', '110105002', '110105017']);
    expect(towns.every((r) => r.leaf && r.level === 4)).toBe(true);
    const wuhan = ok(
      await api<Array<{ code: string; leaf: boolean }>>(
        'GET',
        `${ACCOUNT}/region/children?parentCode=420100`,
        null,
      ),
    );
    expect(wuhan).toContainEqual(expect.objectContaining({ code: '420111', leaf: true }));
    refused(await api('GET', `${ACCOUNT}/region/children?parentCode=999999`, null), 404);
  });

  it('validates the region chain, the phone and the detailed address (5–50 characters)', async () => {
    refused(await save({ cityCode: '310100' }), 400, '与上级地区不符');
    refused(await save({ townCode: '110108010' }), 400, '与上级地区不符');
    refused(await save({ townCode: undefined }), 400, '请选择街道/镇');
    refused(await save({ provinceCode: '990000' }), 400, '不存在');
    refused(await save({ phone: '1391234567' }), 400, '请输入正确的手机号');
    refused(await save({ phone: '23912345678' }), 400, '请输入正确的手机号');
    refused(await save({ detail: '一二三四' }), 400, '详细地址长度为5~50个字符');
    refused(await save({ detail: '   一二三四   ' }), 400, '详细地址长度为5~50个字符');
    refused(await save({ detail: '一'.repeat(51) }), 400);
    refused(await save({ receiver: '   ' }), 400, '请输入收货人姓名');
    expect((await list()).records).toHaveLength(0);
  });

  it('makes the first address the default and moves the default when asked', async () => {
    const first = ok(await save({ detail: '一'.repeat(50) }));
    expect(first).toMatchObject({
      isDefault: true,
      regionName: '北京市 北京市 朝阳区 望京街道',
      townCode: '110105017',
    });
    // A district without towns needs none.
    const second = ok(
      await save({
        provinceCode: '420000',
        cityCode: '420100',
        countyCode: '420111',
        townCode: undefined,
        detail: '珞喻路1037号',
      }),
    );
    expect(second).toMatchObject({ isDefault: false, regionName: '湖北省 武汉市 洪山区', townCode: null });
    const third = ok(await save({ detail: '望京SOHO塔1', isDefault: true }));
    expect(third.isDefault).toBe(true);
    const { records, max } = await list();
    expect(max).toBe(20);
    expect(records.map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [first.id, false],
      [second.id, false],
    ]);
    expect(ok(await api<Address | null>('GET', `${ACCOUNT}/ad/queryDefaultAddress`, token()))!.id).toBe(
      third.id,
    );

    // Editing keeps the count and can move the default too.
    const edited = ok(
      await save({
        id: second.id,
        detail: '珞喻路1037号东门',
        isDefault: true,
        ...{
          provinceCode: '420000',
          cityCode: '420100',
          countyCode: '420111',
          townCode: undefined,
        },
      }),
    );
    expect(edited).toMatchObject({ id: second.id, detail: '珞喻路1037号东门', isDefault: true });
    expect((await list()).records.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
    expect((await list()).records).toHaveLength(3);
    // Another user's address cannot be edited.
    refused(
      await api('POST', `${ACCOUNT}/ad/save`, tokens['DEMO:person01']!, {
        id: first.id,
        receiver: '某人',
        phone: '13912345678',
        ...BEIJING,
        detail: '阜通东大街6号院',
        isDefault: false,
      }),
      404,
    );
  });

  it('keeps at most 20 addresses (创建的收货地址已达上限)', async () => {
    const have = (await list()).records.length;
    for (let i = have; i < 20; i++) ok(await save({ detail: `阜通东大街${i}号院` }));
    refused(await save({ detail: '阜通东大街99号院' }), 400, '创建的收货地址已达上限');
    expect((await list()).records).toHaveLength(20);
  });

  it('deleting the default makes the oldest remaining address the default', async () => {
    const before = (await list()).records;
    const current = before.find((a) => a.isDefault)!;
    expect(ok(await api('POST', `${ACCOUNT}/ad/delete`, token(), { id: current.id }))).toBeNull();
    const oldest = before.filter((a) => a.id !== current.id).sort((a, b) => a.id - b.id)[0]!;
    const after = (await list()).records;
    expect(after).toHaveLength(19);
    expect(after.filter((a) => a.isDefault).map((a) => a.id)).toEqual([oldest.id]);
    refused(await api('POST', `${ACCOUNT}/ad/delete`, token(), { id: current.id }), 404);
    // Room for one again.
    ok(await save({ detail: '阜通东大街100号院' }));
  });
});

// ---------------------------------------------------------------------------------------------------
// Checkout
// ---------------------------------------------------------------------------------------------------

interface Choices {
  addressId: number;
  deliveryMethod?: 1 | 2 | 3 | 4;
  userCouponIds?: number[];
  points?: number;
  lines?: Array<{ skuId: number; quantity: string }>;
}

function placeBody(addressId: number, expectedPayAmount: string, over: Record<string, unknown> = {}) {
  return {
    addressId,
    deliveryMethod: 1,
    invoice: { kind: 'electronic' },
    userCouponIds: [],
    points: 0,
    messages: [],
    expectedPayAmount,
    ...over,
  };
}

const preview = async (token: string, choices: Choices | Record<string, unknown>) =>
  ok(await api<Preview>('POST', `${ORDER}/od/previewOrder`, token, choices));

/** Previews the choices and submits exactly what was previewed (buy now when `lines` are given). */
async function submit(token: string, choices: Choices, over: Record<string, unknown> = {}, shopId = 'DEMO') {
  const seen = ok(await api<Preview>('POST', `${ORDER}/od/previewOrder`, token, choices, { shopId }));
  const { addressId, lines, ...rest } = choices;
  const body = { ...placeBody(addressId, seen.payAmount, rest), ...(lines ? { lines } : {}), ...over };
  const reply = await api<Placed>(
    'POST',
    `${ORDER}/od/${lines ? 'directPlaceOrder' : 'placeOrder'}`,
    token,
    body,
    {
      key: randomUUID(),
      shopId,
    },
  );
  return ok(reply);
}

async function defaultAddressId(token: string, shopId = 'DEMO'): Promise<number> {
  return ok(
    await api<Address | null>('GET', `${ACCOUNT}/ad/queryDefaultAddress`, token, undefined, { shopId }),
  )!.id;
}

const submission = async (token: string, id: number, shopId = 'DEMO') =>
  ok(await api<Submission>('GET', `${ORDER}/od/submission?submissionId=${id}`, token, undefined, { shopId }));
const detail = async (token: string, orderNo: string) =>
  ok(await api<OrderDetail>('GET', `${ORDER}/od/orderDetail?orderNo=${orderNo}`, token));
const wallet = async (token: string) =>
  ok(await api<{ balance: string; points: number }>('GET', `${ACCOUNT}/account/wallet`, token));
const count = async (table: string, where = 'true', params: unknown[] = []) =>
  (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params))[0]!.n;

describe('checkout', () => {
  let addressId = 0;
  const uid = () => uids['DEMO:buyer01']!;
  /** The happy-path submission, cancelled later. */
  const happy = { a: null as Sku | null, b: null as Sku | null, placed: null as Placed | null, coupon: 0 };

  beforeAll(async () => {
    addressId = await defaultAddressId(buyer());
  });

  it('previews orders per store with shipping, the coupons that apply, and points', async () => {
    await clearCart(uid());
    const a = take();
    const b = take((s) => ordinary(s) && s.storeId !== a.storeId);
    const c = take();
    await setSku(a.id, { price: '60.00', stock: 50 });
    await setSku(b.id, { price: '30.00', stock: 40 });
    await setSku(c.id, { price: '5.00', stock: 10 });
    ok(await addCart(buyer(), a.id, '2'));
    ok(await addCart(buyer(), b.id, '1'));
    ok(await addCart(buyer(), c.id, '1'));
    ok(await updateCart(buyer(), { lineId: lineOf(await queryCart(buyer()), c.id).lineId, checked: false }));
    Object.assign(happy, { a, b });

    const p = await preview(buyer(), { addressId, deliveryMethod: 1 });
    expect(p).toMatchObject({
      goodsAmount: '150.00',
      shippingFee: '8.00',
      couponAmount: '0.00',
      pointsUsed: 0,
      payAmount: '158.00',
      availablePoints: 20000,
      maxPoints: 15800,
      pointsPerYuan: 100,
      canSubmit: true,
      message: '',
      problems: [],
    });
    const byStore = new Map(p.orders.map((o) => [o.storeId, o]));
    expect(byStore.get(a.storeId)).toMatchObject({
      goodsAmount: '120.00',
      shippingFee: '0.00',
      payAmount: '120.00',
    });
    expect(byStore.get(b.storeId)).toMatchObject({
      goodsAmount: '30.00',
      shippingFee: '8.00',
      payAmount: '38.00',
    });
    expect(p.orders.flatMap((o) => o.lines.map((l) => l.skuId)).sort()).toEqual([a.id, b.id].sort());

    const option = (name: string) => p.coupons.filter((c) => c.name === name);
    expect(option('平台通用券 满100减10')).toHaveLength(2);
    expect(option('平台通用券 满100减10')[0]).toMatchObject({
      applicable: true,
      reason: '',
      selected: false,
      kind: 1,
    });
    expect(option('平台大额券 满1000减80')[0]).toMatchObject({
      applicable: false,
      reason: '未满足使用门槛：适用商品满1000.00元可用',
    });
    expect(option('平台券（已过期） 满50减5')).toHaveLength(0);
    expect(option('指定商品立减券 无门槛减3')[0]).toMatchObject({
      applicable: false,
      reason: '订单中没有可用该券的商品',
    });

    // Shipping follows the delivery method.
    expect((await preview(buyer(), { addressId, deliveryMethod: 2 })).shippingFee).toBe('0.00');
    expect((await preview(buyer(), { addressId, deliveryMethod: 4 })).shippingFee).toBe('30.00');

    const coupon = option('平台通用券 满100减10')[0]!.userCouponId;
    const chosen = await preview(buyer(), {
      addressId,
      deliveryMethod: 1,
      userCouponIds: [coupon],
      points: 500,
    });
    expect(chosen).toMatchObject({
      couponAmount: '10.00',
      pointsUsed: 500,
      pointsAmount: '5.00',
      payAmount: '143.00',
    });
    expect(chosen.coupons.find((c) => c.userCouponId === coupon)!.selected).toBe(true);
    happy.coupon = coupon;

    // Refused choices are 400s with the reason.
    refused(await api('POST', `${ORDER}/od/previewOrder`, buyer(), { addressId, points: 15 }), 400);
    refused(
      await api('POST', `${ORDER}/od/previewOrder`, buyer(), { addressId, points: 30000 }),
      400,
      '积分不足',
    );
    refused(
      await api('POST', `${ORDER}/od/previewOrder`, buyer(), {
        addressId,
        userCouponIds: option('平台通用券 满100减10').map((c) => c.userCouponId),
      }),
      400,
      '每笔订单只能使用一张平台券',
    );
  });

  it('places one order per store, debiting stock, coupon and points with their ledger rows', async () => {
    const { a, b } = happy as { a: Sku; b: Sku };
    const before = await count('mall_order');
    const placed = await submit(
      buyer(),
      { addressId, deliveryMethod: 1, userCouponIds: [happy.coupon], points: 500 },
      {
        messages: [{ storeId: a.storeId, text: '请工作日送货' }],
      },
    );
    happy.placed = placed;
    expect(placed).toMatchObject({ payAmount: '143.00', paid: false });
    expect(placed.orderNos).toHaveLength(2);
    expect(await count('mall_order')).toBe(before + 2);
    const expiresIn = new Date(placed.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);

    // The checked lines left the cart; the unchecked one stayed.
    expect(await skuCount(buyer())).toBe(1);
    expect(await stockOf(a.id)).toBe(48);
    expect(await stockOf(b.id)).toBe(39);
    const ledger = await sql<{ skuId: number; change: number; reason: string; orderNo: string }>(
      `SELECT l.sku_id AS "skuId", l.change, l.reason, o.order_no AS "orderNo"
         FROM stock_ledger l JOIN mall_order o ON o.id = l.order_id
        WHERE l.sku_id = ANY($1::bigint[]) ORDER BY l.sku_id`,
      [[a.id, b.id]],
    );
    expect(ledger.map((l) => [l.skuId, l.change, l.reason])).toEqual(
      [
        [a.id, -2, 'order'],
        [b.id, -1, 'order'],
      ].sort((x, y) => (x[0] as number) - (y[0] as number)),
    );
    expect(ledger.every((l) => placed.orderNos.includes(l.orderNo))).toBe(true);

    expect((await wallet(buyer())).points).toBe(19500);
    expect(
      await sql(
        'SELECT change, points_after AS after, reason FROM points_ledger WHERE user_id = $1 AND submission_id = $2',
        [uid(), placed.submissionId],
      ),
    ).toEqual([{ change: -500, after: 19500, reason: 'deduct' }]);
    const [coupon] = await sql<{ status: number; orderNo: string | null }>(
      `SELECT uc.status, o.order_no AS "orderNo" FROM user_coupon uc LEFT JOIN mall_order o ON o.id = uc.order_id
        WHERE uc.id = $1`,
      [happy.coupon],
    );
    expect(coupon!.status).toBe(1);
    expect(placed.orderNos).toContain(coupon!.orderNo);
    // A used coupon is no longer offered.
    const again = await preview(buyer(), { lines: [{ skuId: a.id, quantity: '2' }], addressId });
    expect(again.coupons.map((c) => c.userCouponId)).not.toContain(happy.coupon);

    const orders = await Promise.all(placed.orderNos.map((no) => detail(buyer(), no)));
    const orderA = orders.find((o) => o.storeId === a.storeId)!;
    const orderB = orders.find((o) => o.storeId === b.storeId)!;
    expect(orderA).toMatchObject({
      status: 'pendingPayment',
      goodsAmount: '120.00',
      shippingFee: '0.00',
      couponAmount: '8.00',
      deliveryMethod: 1,
      message: '请工作日送货',
      receiver: '王建国',
      invoice: { kind: 'electronic', titleType: 'personal', title: '个人', taxpayerId: '' },
      payMethod: null,
    });
    expect(orderA.lines).toEqual([
      expect.objectContaining({ skuId: a.id, price: '60.00', quantity: '2', amount: '120.00' }),
    ]);
    expect(orderB).toMatchObject({
      goodsAmount: '30.00',
      shippingFee: '8.00',
      couponAmount: '2.00',
      message: '',
    });
    expect(orderA.pointsUsed + orderB.pointsUsed).toBe(500);
    expect(new Decimal(orderA.payAmount).plus(orderB.payAmount).toFixed(2)).toBe('143.00');
    expect(new Decimal(orderA.pointsAmount).plus(orderB.pointsAmount).toFixed(2)).toBe('5.00');

    const sub = await submission(buyer(), placed.submissionId);
    expect(sub).toMatchObject({ status: 'unpaid', payAmount: '143.00', payMethod: null, paidAt: null });
    expect(sub.orders.map((o) => o.orderNo).sort()).toEqual([...placed.orderNos].sort());
    const list = ok(await api<O['OrderPage']>('GET', `${ORDER}/od/orderList?tab=pendingPayment`, buyer()));
    expect(list.records.map((r) => r.orderNo)).toEqual(expect.arrayContaining(placed.orderNos));
  });

  it('cancelling gives back stock, the coupon and the points exactly once', async () => {
    const { a, b } = happy as { a: Sku; b: Sku };
    const placed = happy.placed!;
    const canceled = ok(
      await api<Submission>('POST', `${ORDER}/od/cancelOrder`, buyer(), { orderNo: placed.orderNos[0] }),
    );
    expect(canceled.status).toBe('canceled');
    expect(canceled.orders.every((o) => o.status === 'canceled')).toBe(true);
    expect(await stockOf(a.id)).toBe(50);
    expect(await stockOf(b.id)).toBe(40);
    expect((await wallet(buyer())).points).toBe(20000);
    expect(
      await sql('SELECT status, order_id AS "orderId" FROM user_coupon WHERE id = $1', [happy.coupon]),
    ).toEqual([{ status: 0, orderId: null }]);
    const cancelRows = () =>
      sql<{ skuId: number; change: number }>(
        `SELECT sku_id AS "skuId", change FROM stock_ledger WHERE reason = 'cancel' AND sku_id = ANY($1::bigint[])
          ORDER BY sku_id`,
        [[a.id, b.id]],
      );
    expect((await cancelRows()).map((r) => r.change).sort()).toEqual([1, 2]);

    refused(
      await api('POST', `${ORDER}/od/cancelOrder`, buyer(), { orderNo: placed.orderNos[1] }),
      409,
      '订单状态已变化',
    );
    expect(await stockOf(a.id)).toBe(50);
    expect((await wallet(buyer())).points).toBe(20000);
    expect(await cancelRows()).toHaveLength(2);
    expect(
      await count('points_ledger', `submission_id = $1 AND reason = 'return'`, [placed.submissionId]),
    ).toBe(1);
    expect((await detail(buyer(), placed.orderNos[0]!)).cancelReason).toBe('买家取消');
  });

  it('refuses an order whose total changed since the preview (409), writing nothing, and the key stays usable', async () => {
    const sku = take();
    await setSku(sku.id, { price: '20.00', stock: 10 });
    const lines = [{ skuId: sku.id, quantity: '2' }];
    const key = randomUUID();
    const orders = await count('mall_order');
    const submissions = await count('order_submission');
    const reply = await api(
      'POST',
      `${ORDER}/od/directPlaceOrder`,
      buyer(),
      { ...placeBody(addressId, '40.00'), lines },
      {
        key,
      },
    );
    refused(reply, 409, '订单金额已变化，请确认后重新提交（应付¥48.00）');
    expect(await count('mall_order')).toBe(orders);
    expect(await count('order_submission')).toBe(submissions);
    expect(await count('idempotency_record', 'key = $1', [key])).toBe(0);
    expect(await stockOf(sku.id)).toBe(10);

    // The buyer re-previews and submits the same intent again.
    const placed = ok(
      await api<Placed>(
        'POST',
        `${ORDER}/od/directPlaceOrder`,
        buyer(),
        { ...placeBody(addressId, '48.00'), lines },
        {
          key,
        },
      ),
    );
    expect(placed.payAmount).toBe('48.00');
    expect(await stockOf(sku.id)).toBe(8);
  });

  it('refuses tampered bodies: unknown fields, bad quantities, missing idempotency key', async () => {
    const sku = take();
    await setSku(sku.id, { price: '20.00', stock: 10 });
    const orders = await count('mall_order');
    const direct = (body: Record<string, unknown>, key: string | null = randomUUID()) =>
      api('POST', `${ORDER}/od/directPlaceOrder`, buyer(), body, key === null ? {} : { key });
    const base = { ...placeBody(addressId, '48.00'), lines: [{ skuId: sku.id, quantity: '2' }] };

    refused(await direct({ ...base, price: '0.01' }), 400);
    refused(await direct({ ...base, lines: [{ skuId: sku.id, quantity: '2', price: '0.01' }] }), 400);
    refused(await direct({ ...base, payAmount: '0.01' }), 400);
    refused(
      await api(
        'POST',
        `${ORDER}/od/placeOrder`,
        buyer(),
        { ...placeBody(addressId, '1.00'), price: '1' },
        {
          key: randomUUID(),
        },
      ),
      400,
    );
    refused(
      await direct({ ...base, lines: [{ skuId: sku.id, quantity: '0' }] }),
      400,
      '请输入正确的商品数量',
    );
    refused(await direct({ ...base, lines: [{ skuId: sku.id, quantity: '-1' }] }), 400);
    refused(await direct({ ...base, lines: [{ skuId: sku.id, quantity: '1000000000' }] }), 400);
    refused(await direct({ ...base, lines: [{ skuId: sku.id, quantity: '999999' }] }), 400);
    refused(await direct({ ...base, lines: [{ skuId: sku.id, quantity: 2 }] }), 400);
    refused(await direct({ ...base, points: 15 }), 400);
    refused(await direct({ ...base, expectedPayAmount: '48' }), 400);
    refused(await direct(base, null), 400, 'idempotency-key');
    refused(await direct(base, 'short'), 400);
    // Preview refuses the same quantities.
    refused(
      await api('POST', `${ORDER}/od/previewOrder`, buyer(), {
        addressId,
        lines: [{ skuId: sku.id, quantity: '0' }],
      }),
      400,
      '请输入正确的商品数量',
    );
    refused(await addCart(buyer(), sku.id, '-1'), 400);
    refused(await addCart(buyer(), sku.id, '1000000000'), 400);
    expect(await count('mall_order')).toBe(orders);
    expect(await stockOf(sku.id)).toBe(10);
  });

  it('refuses 1.5 in a shop whose quantities are whole (HBKY, decimal scale 0)', async () => {
    const token = tokens['HBKY:buyer01']!;
    const sku = take(ordinary, 'HBKY');
    await setSku(sku.id, { price: '20.00', stock: 10 });
    const hbkyAddress = await defaultAddressId(token, 'HBKY');
    refused(
      await api(
        'POST',
        `${ORDER}/sc/addShoppingCarts`,
        token,
        { skuId: sku.id, quantity: '1.5' },
        { shopId: 'HBKY' },
      ),
      400,
      '请输入正确的商品数量：1.5 须为不超过999999的正整数',
    );
    refused(
      await api(
        'POST',
        `${ORDER}/od/directPlaceOrder`,
        token,
        { ...placeBody(hbkyAddress, '30.00'), lines: [{ skuId: sku.id, quantity: '1.5' }] },
        { shopId: 'HBKY', key: randomUUID() },
      ),
      400,
      '请输入正确的商品数量',
    );
    const view = ok(await api<CartView>('POST', `${ORDER}/sc/queryCartInfo`, token, {}, { shopId: 'HBKY' }));
    expect(view.decimalScale).toBe(0);
    expect(await stockOf(sku.id)).toBe(10);
  });

  it('replays the first answer for the same idempotency key and body, and refuses another body', async () => {
    const sku = take();
    await setSku(sku.id, { price: '20.00', stock: 10 });
    const lines = [{ skuId: sku.id, quantity: '1' }];
    const key = randomUUID();
    const body = { ...placeBody(addressId, '28.00'), lines };
    const first = ok(await api<Placed>('POST', `${ORDER}/od/directPlaceOrder`, buyer(), body, { key }));
    // Field order does not matter: the same body replays.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const second = ok(await api<Placed>('POST', `${ORDER}/od/directPlaceOrder`, buyer(), reordered, { key }));
    expect(second).toEqual(first);
    expect(await count('mall_order', 'submission_id = $1', [first.submissionId])).toBe(1);
    expect(await count('order_submission', 'user_id = $1 AND id >= $2', [uid(), first.submissionId])).toBe(1);
    expect(await stockOf(sku.id)).toBe(9);

    refused(
      await api(
        'POST',
        `${ORDER}/od/directPlaceOrder`,
        buyer(),
        { ...body, messages: [{ storeId: sku.storeId, text: '改了' }] },
        {
          key,
        },
      ),
      409,
      'Idempotency-Key',
    );
    // The key belongs to this buyer: another buyer with the same key places their own order.
    const other = tokens['DEMO:buyer03']!;
    const otherAddress = await defaultAddressId(other);
    const theirs = ok(
      await api<Placed>(
        'POST',
        `${ORDER}/od/directPlaceOrder`,
        other,
        { ...body, addressId: otherAddress },
        { key },
      ),
    );
    expect(theirs.submissionId).not.toBe(first.submissionId);
    expect(await stockOf(sku.id)).toBe(8);
  });

  it('buys directly without touching the cart', async () => {
    const cartBefore = await skuCount(buyer());
    const sku = take();
    await setSku(sku.id, { price: '9.90', stock: 10 });
    const view = ok(
      await api<CartView>('POST', `${ORDER}/sc/queryCartInfoForDirectPlaceOrder`, buyer(), {
        lines: [
          { skuId: sku.id, quantity: '1' },
          { skuId: sku.id, quantity: '2' },
        ],
      }),
    );
    expect(view.stores[0]!.lines).toEqual([
      expect.objectContaining({ skuId: sku.id, quantity: '3', amount: '29.70', lineId: 0 }),
    ]);
    expect(
      ok(
        await api<O['CanOrder']>('POST', `${ORDER}/sc/canDirectSubmitOrder`, buyer(), {
          lines: [{ skuId: sku.id, quantity: '11' }],
        }),
      ),
    ).toMatchObject({ canOrder: false, message: '库存不足：「' + sku.name + '」' });

    const placed = await submit(buyer(), {
      addressId,
      deliveryMethod: 2,
      lines: [{ skuId: sku.id, quantity: '3' }],
    });
    expect(placed).toMatchObject({ payAmount: '29.70', paid: false });
    expect(await skuCount(buyer())).toBe(cartBefore);
    expect(await stockOf(sku.id)).toBe(7);
    const [orderNo] = placed.orderNos;
    expect(await detail(buyer(), orderNo!)).toMatchObject({
      deliveryMethod: 2,
      shippingFee: '0.00',
      goodsAmount: '29.70',
    });
  });

  it('refuses a unit invoice without a valid taxpayer ID, and keeps a valid one', async () => {
    const sku = take();
    await setSku(sku.id, { price: '100.00', stock: 10 });
    const lines = [{ skuId: sku.id, quantity: '1' }];
    const invoiceOrder = (invoice: Record<string, unknown>) =>
      api<Placed>(
        'POST',
        `${ORDER}/od/directPlaceOrder`,
        buyer(),
        { ...placeBody(addressId, '100.00', { invoice }), lines },
        {
          key: randomUUID(),
        },
      );
    refused(
      await invoiceOrder({ kind: 'electronic', titleType: 'unit', title: '某某科技有限公司' }),
      400,
      '纳税人识别号',
    );
    refused(
      await invoiceOrder({
        kind: 'electronic',
        titleType: 'unit',
        title: '某某科技有限公司',
        taxpayerId: '91110105MA01ABCD',
      }),
      400,
      '纳税人识别号',
    );
    refused(
      await invoiceOrder({ kind: 'electronic', titleType: 'unit', taxpayerId: '91110105MA01ABCD3X' }),
      400,
      '请输入单位名称',
    );
    expect(await stockOf(sku.id)).toBe(10);
    const placed = ok(
      await invoiceOrder({
        kind: 'electronic',
        titleType: 'unit',
        title: '某某科技有限公司',
        taxpayerId: '91110105MA01ABCD3X',
      }),
    );
    expect((await detail(buyer(), placed.orderNos[0]!)).invoice).toEqual({
      kind: 'electronic',
      titleType: 'unit',
      title: '某某科技有限公司',
      taxpayerId: '91110105MA01ABCD3X',
    });
  });

  it('refuses an address the store does not deliver to', async () => {
    const general = take(generalStore);
    await setSku(general.id, { price: '20.00', stock: 10 });
    const far = ok(
      await api<Address>('POST', `${ACCOUNT}/ad/save`, buyer(), {
        receiver: '王建国',
        phone: '13800000002',
        ...XINJIANG,
        detail: '天山区解放北路88号',
        isDefault: false,
      }),
    );
    const lines = [{ skuId: general.id, quantity: '1' }];
    const p = await preview(buyer(), { addressId: far.id, lines });
    expect(p).toMatchObject({ canSubmit: false, message: `当前地区不支持配送：「${general.name}」` });
    refused(
      await api(
        'POST',
        `${ORDER}/od/directPlaceOrder`,
        buyer(),
        { ...placeBody(far.id, p.payAmount), lines },
        {
          key: randomUUID(),
        },
      ),
      400,
      '当前地区不支持配送',
    );
    expect(await stockOf(general.id)).toBe(10);
    ok(await api('POST', `${ACCOUNT}/ad/delete`, buyer(), { id: far.id }));
  });

  it('an unpaid order past its 30 minutes reads as cancelled, with its stock back', async () => {
    const sku = take();
    await setSku(sku.id, { price: '20.00', stock: 10 });
    const placed = await submit(buyer(), {
      addressId,
      lines: [{ skuId: sku.id, quantity: '4' }],
      points: 100,
    });
    expect(await stockOf(sku.id)).toBe(6);
    const points = (await wallet(buyer())).points;
    await sql(`UPDATE mall_order SET expires_at = now() - interval '1 second' WHERE submission_id = $1`, [
      placed.submissionId,
    ]);
    expect((await submission(buyer(), placed.submissionId)).status).toBe('canceled');
    expect(await stockOf(sku.id)).toBe(10);
    expect((await wallet(buyer())).points).toBe(points + 100);
    expect(await detail(buyer(), placed.orderNos[0]!)).toMatchObject({
      status: 'canceled',
      cancelReason: '超时未支付，系统自动取消',
    });
    // Reading it again gives nothing back twice.
    expect((await submission(buyer(), placed.submissionId)).status).toBe('canceled');
    expect(await stockOf(sku.id)).toBe(10);
    refused(await api('POST', `${ORDER}/od/cancelOrder`, buyer(), { orderNo: placed.orderNos[0] }), 409);
  });

  it('the sweeper cancels expired unpaid orders of every tenant, once', async () => {
    // Whatever an earlier test left expired is swept first, so the count below is this test's own.
    await sweepExpiredOrders(t.db);
    const demoSku = take();
    const hbkySku = take(ordinary, 'HBKY');
    await setSku(demoSku.id, { price: '20.00', stock: 10 });
    await setSku(hbkySku.id, { price: '20.00', stock: 10 });
    const hbky = tokens['HBKY:buyer01']!;
    const demoOrder = await submit(buyer(), { addressId, lines: [{ skuId: demoSku.id, quantity: '3' }] });
    const hbkyOrder = await submit(
      hbky,
      { addressId: await defaultAddressId(hbky, 'HBKY'), lines: [{ skuId: hbkySku.id, quantity: '2' }] },
      {},
      'HBKY',
    );
    expect(await stockOf(demoSku.id)).toBe(7);
    expect(await stockOf(hbkySku.id)).toBe(8);
    await sql(
      `UPDATE mall_order SET expires_at = now() - interval '1 second' WHERE submission_id = ANY($1::bigint[])`,
      [[demoOrder.submissionId, hbkyOrder.submissionId]],
    );

    expect(await sweepExpiredOrders(t.db)).toBe(2);
    expect(await sweepExpiredOrders(t.db)).toBe(0);
    expect(await stockOf(demoSku.id)).toBe(10);
    expect(await stockOf(hbkySku.id)).toBe(10);
    expect(
      await count('stock_ledger', `reason = 'cancel' AND sku_id = ANY($1::bigint[])`, [
        [demoSku.id, hbkySku.id],
      ]),
    ).toBe(2);
    expect((await submission(hbky, hbkyOrder.submissionId, 'HBKY')).status).toBe('canceled');
    expect((await submission(buyer(), demoOrder.submissionId)).status).toBe('canceled');
  });

  it('counts ordered units into sales (销量) when the sweep folds in the tally, and cancellations out, once', async () => {
    await rollUpSales(t.db);
    const sku = take();
    await setSku(sku.id, { price: '5.00', stock: 20 });
    const salesOf = async () =>
      (await sql<{ sales: number }>('SELECT sales FROM product_sku WHERE id = $1', [sku.id]))[0]!.sales;
    const before = await salesOf();
    const placed = await submit(buyer(), { addressId, lines: [{ skuId: sku.id, quantity: '4' }] });
    // The order does not write the catalogue row itself …
    expect(await salesOf()).toBe(before);
    // … the sweep's roll-up does, once.
    expect(await rollUpSales(t.db)).toBe(1);
    expect(await salesOf()).toBe(before + 4);
    expect(await rollUpSales(t.db)).toBe(0);
    expect(await salesOf()).toBe(before + 4);
    ok(await api('POST', `${ORDER}/od/cancelOrder`, buyer(), { orderNo: placed.orderNos[0] }));
    expect(await rollUpSales(t.db)).toBe(1);
    expect(await salesOf()).toBe(before);
  });
});

// ---------------------------------------------------------------------------------------------------
// Payment
// ---------------------------------------------------------------------------------------------------

const cashier = async (token: string, submissionId: number) =>
  ok(await api<Cashier>('GET', `${PAY}/cashier/info?submissionId=${submissionId}`, token));
const pay = (token: string, submissionId: number, method: Payment['method'], key = randomUUID()) =>
  api<Payment>('POST', `${PAY}/pay/create`, token, { submissionId, method }, { key });
const payStatus = async (token: string, paymentId: string) =>
  ok(await api<Payment>('GET', `${PAY}/pay/status?paymentId=${paymentId}`, token));
const sandboxPage = async (paymentId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/__sandbox/pay/${paymentId}` });
  return { status: res.statusCode, html: res.body, type: String(res.headers['content-type']) };
};
const sandboxConfirm = async (paymentId: string, result: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/__sandbox/pay/${paymentId}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `result=${result}`,
  });
  return { status: res.statusCode, html: res.body };
};
const notify = (body: Record<string, unknown>) =>
  api<{ outcome: string }>('POST', `${PAY}/pay/notify/sandbox`, null, body);

describe('payment', () => {
  let addressId = 0;

  /** A fresh unpaid direct order of `price` × 1 with pickup (no shipping). */
  async function order(price: string, token = buyer()) {
    const sku = take();
    await setSku(sku.id, { price, stock: 10 });
    const address = token === buyer() ? addressId : await defaultAddressId(token);
    return submit(token, {
      addressId: address,
      deliveryMethod: 2,
      lines: [{ skuId: sku.id, quantity: '1' }],
    });
  }

  beforeAll(async () => {
    addressId = await defaultAddressId(buyer());
  });

  it('the counter shows amount, expiry, balance, points and which methods can pay', async () => {
    const placed = await order('123.45');
    const w = await wallet(buyer());
    const info = await cashier(buyer(), placed.submissionId);
    expect(info).toMatchObject({
      submissionId: placed.submissionId,
      orderNos: placed.orderNos,
      payAmount: '123.45',
      expiresAt: placed.expiresAt,
      status: 'unpaid',
      balance: w.balance,
      points: w.points,
      pointsNeeded: 12345,
    });
    expect(info.methods).toEqual([
      { method: 'alipay', enabled: true, reason: '' },
      { method: 'wechat', enabled: true, reason: '' },
      { method: 'balance', enabled: true, reason: '' },
      { method: 'points', enabled: true, reason: '' },
    ]);
  });

  it('insufficient balance names the current balance, and nothing is debited', async () => {
    const token = tokens['DEMO:buyer03']!;
    const placed = await order('400.00', token);
    const info = await cashier(token, placed.submissionId);
    expect(info.methods.find((m) => m.method === 'balance')).toEqual({
      method: 'balance',
      enabled: false,
      reason: '余额不足，当前余额：¥300.00',
    });
    expect(info.methods.find((m) => m.method === 'points')).toEqual({
      method: 'points',
      enabled: false,
      reason: '积分不足，需40000积分，当前积分：2000',
    });
    refused(await pay(token, placed.submissionId, 'balance'), 400, '余额不足，当前余额：¥300.00');
    refused(await pay(token, placed.submissionId, 'points'), 400, '积分不足');
    expect(await wallet(token)).toEqual({ balance: '300.00', points: 2000 });
    expect((await submission(token, placed.submissionId)).status).toBe('unpaid');
  });

  it('pays by balance once: balance debited with its ledger row, orders to pendingDelivery', async () => {
    const placed = await order('88.88');
    const before = await wallet(buyer());
    const key = randomUUID();
    const paid = ok(await pay(buyer(), placed.submissionId, 'balance', key));
    expect(paid).toMatchObject({
      status: 'paid',
      method: 'balance',
      amount: '88.88',
      qrUrl: null,
      qrSvg: null,
    });
    const after = await wallet(buyer());
    expect(after.balance).toBe(new Decimal(before.balance).minus('88.88').toFixed(2));
    expect(
      await sql(
        'SELECT change::text AS change, balance_after::text AS after, reason FROM balance_ledger WHERE submission_id = $1',
        [placed.submissionId],
      ),
    ).toEqual([{ change: '-88.88', after: after.balance, reason: 'pay' }]);

    // The same key replays; a new key is refused; nothing is debited twice.
    expect(ok(await pay(buyer(), placed.submissionId, 'balance', key))).toEqual(paid);
    refused(await pay(buyer(), placed.submissionId, 'balance'), 409, '订单已支付，请勿重复支付');
    refused(await pay(buyer(), placed.submissionId, 'alipay'), 409, '订单已支付');
    expect((await wallet(buyer())).balance).toBe(after.balance);
    expect(await count('balance_ledger', 'submission_id = $1', [placed.submissionId])).toBe(1);

    const sub = await submission(buyer(), placed.submissionId);
    expect(sub).toMatchObject({ status: 'paid', payMethod: 'balance' });
    expect(sub.paidAt).not.toBeNull();
    expect((await detail(buyer(), placed.orderNos[0]!)).status).toBe('pendingDelivery');
    expect((await cashier(buyer(), placed.submissionId)).status).toBe('paid');
    refused(await api('POST', `${ORDER}/od/cancelOrder`, buyer(), { orderNo: placed.orderNos[0] }), 409);
  });

  it('pays by points (100 points a yuan, rounded up)', async () => {
    const placed = await order('12.345');
    expect(placed.payAmount).toBe('12.35');
    const before = (await wallet(buyer())).points;
    const paid = ok(await pay(buyer(), placed.submissionId, 'points'));
    expect(paid).toMatchObject({ status: 'paid', method: 'points', points: 1235 });
    expect((await wallet(buyer())).points).toBe(before - 1235);
    expect(
      await sql('SELECT change, reason FROM points_ledger WHERE submission_id = $1', [placed.submissionId]),
    ).toEqual([{ change: -1235, reason: 'pay' }]);
    expect((await submission(buyer(), placed.submissionId)).payMethod).toBe('points');
  });

  it('an order covered entirely by points is paid on submission', async () => {
    const sku = take();
    await setSku(sku.id, { price: '1.20', stock: 10 });
    const placed = await submit(buyer(), {
      addressId,
      deliveryMethod: 2,
      lines: [{ skuId: sku.id, quantity: '1' }],
      points: 120,
    });
    expect(placed).toMatchObject({ paid: true, payAmount: '0.00' });
    expect(await submission(buyer(), placed.submissionId)).toMatchObject({
      status: 'paid',
      payMethod: 'points',
    });
    expect((await detail(buyer(), placed.orderNos[0]!)).status).toBe('pendingDelivery');
  });

  it('alipay shows a sandbox QR code whose page confirms the payment', async () => {
    const placed = await order('66.60');
    const key = randomUUID();
    const p = ok(await pay(buyer(), placed.submissionId, 'alipay', key));
    expect(p).toMatchObject({ status: 'pending', method: 'alipay', amount: '66.60' });
    expect(p.qrUrl).toMatch(new RegExp(`^https?://[^/]+/__sandbox/pay/${p.paymentId}$`));
    expect(p.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const qrLife = new Date(p.expiresAt).getTime() - Date.now();
    expect(qrLife).toBeGreaterThan(4 * 60_000);
    expect(qrLife).toBeLessThanOrEqual(5 * 60_000);
    expect(ok(await pay(buyer(), placed.submissionId, 'alipay', key))).toEqual(p);
    expect((await payStatus(buyer(), p.paymentId)).status).toBe('pending');

    const page = await sandboxPage(p.paymentId);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.html).toContain('确认支付');
    expect(page.html).toContain('支付失败');
    expect(page.html).toContain('¥66.60');

    const done = await sandboxConfirm(p.paymentId, 'success');
    expect(done.status).toBe(200);
    expect(done.html).toContain('支付成功');
    expect(await payStatus(buyer(), p.paymentId)).toMatchObject({ status: 'paid', qrSvg: null });
    expect(await submission(buyer(), placed.submissionId)).toMatchObject({
      status: 'paid',
      payMethod: 'alipay',
    });
    expect((await detail(buyer(), placed.orderNos[0]!)).status).toBe('pendingDelivery');
    expect(await count('payment_callback', 'payment_id = $1', [p.paymentId])).toBe(1);
    const after = await sandboxPage(p.paymentId);
    expect(after.html).toContain('该支付单已支付');
    expect(after.html).not.toContain('确认支付');
    // Confirming again does not pay twice.
    expect((await sandboxConfirm(p.paymentId, 'success')).html).not.toContain('支付成功');
    expect(await count('payment_callback', 'payment_id = $1', [p.paymentId])).toBe(1);
  });

  it('a failed wechat payment leaves the order unpaid and another payment can follow', async () => {
    const placed = await order('10.00');
    const p = ok(await pay(buyer(), placed.submissionId, 'wechat'));
    expect(p.qrUrl).toContain(`/__sandbox/pay/${p.paymentId}`);
    const failed = await sandboxConfirm(p.paymentId, 'fail');
    expect(failed.html).toContain('已模拟支付失败');
    expect(await payStatus(buyer(), p.paymentId)).toMatchObject({ status: 'failed' });
    expect((await submission(buyer(), placed.submissionId)).status).toBe('unpaid');
    expect((await sandboxPage(p.paymentId)).html).toContain('该支付单已失败');
    expect((await sandboxConfirm(p.paymentId, 'bogus')).status).toBe(400);

    const retry = ok(await pay(buyer(), placed.submissionId, 'alipay'));
    expect(retry.paymentId).not.toBe(p.paymentId);
    expect((await sandboxConfirm(retry.paymentId, 'success')).html).toContain('支付成功');
    expect((await submission(buyer(), placed.submissionId)).status).toBe('paid');
  });

  it('an expired QR code says 二维码已过期，请重新下单 and cannot be paid', async () => {
    const placed = await order('10.00');
    const p = ok(await pay(buyer(), placed.submissionId, 'alipay'));
    await sql(`UPDATE payment SET expires_at = now() - interval '1 second' WHERE id = $1`, [p.paymentId]);
    // The payer's page already knows, before anyone polls.
    const page = await sandboxPage(p.paymentId);
    expect(page.html).toContain('二维码已过期，请重新下单');
    expect(page.html).not.toContain('确认支付');
    expect((await sandboxConfirm(p.paymentId, 'success')).html).not.toContain('支付成功');
    expect(await payStatus(buyer(), p.paymentId)).toMatchObject({ status: 'expired', qrSvg: null });
    expect((await sandboxPage(p.paymentId)).html).toContain('二维码已过期，请重新下单');
    expect((await submission(buyer(), placed.submissionId)).status).toBe('unpaid');
  });

  it('an expired order cannot be paid (订单已过期，请重新下单), and its pending QR code expires with it', async () => {
    const placed = await order('10.00');
    const p = ok(await pay(buyer(), placed.submissionId, 'wechat'));
    await sql(`UPDATE mall_order SET expires_at = now() - interval '1 second' WHERE submission_id = $1`, [
      placed.submissionId,
    ]);
    refused(await pay(buyer(), placed.submissionId, 'balance'), 409, '订单已过期，请重新下单');
    expect(await payStatus(buyer(), p.paymentId)).toMatchObject({ status: 'expired' });
    expect((await submission(buyer(), placed.submissionId)).status).toBe('canceled');
    expect((await cashier(buyer(), placed.submissionId)).status).toBe('canceled');
    refused(await pay(buyer(), placed.submissionId, 'alipay'), 409, '订单已过期，请重新下单');
  });

  it('verifies provider callbacks: signature, amount and payment; a forged one changes nothing', async () => {
    const placed = await order('25.00');
    const p = ok(await pay(buyer(), placed.submissionId, 'alipay'));
    const provider = t.app.payProvider;
    const unchanged = async () => {
      expect((await payStatus(buyer(), p.paymentId)).status).toBe('pending');
      expect((await submission(buyer(), placed.submissionId)).status).toBe('unpaid');
      expect(await count('payment_callback', 'payment_id = $1', [p.paymentId])).toBe(0);
    };

    refused(await notify(provider.callback(p.paymentId, '0.01', 'success')), 400, '金额');
    await unchanged();
    const genuine = provider.callback(p.paymentId, '25.00', 'success');
    const flipped = genuine.sign.slice(0, -1) + (genuine.sign.endsWith('0') ? '1' : '0');
    refused(await notify({ ...genuine, sign: flipped }), 400, '签名');
    refused(await notify({ ...genuine, amount: '0.01' }), 400, '签名');
    await unchanged();
    refused(await notify(provider.callback(`P${'0'.repeat(24)}`, '25.00', 'success')), 404);
    refused(await notify({ ...genuine, extra: 1 }), 400);
    await unchanged();

    expect(ok(await notify(genuine))).toEqual({ outcome: 'paid' });
    expect(ok(await notify(genuine))).toEqual({ outcome: 'duplicate' });
    refused(await notify(provider.callback(p.paymentId, '25.00', 'success')), 409);
    expect(await submission(buyer(), placed.submissionId)).toMatchObject({
      status: 'paid',
      payMethod: 'alipay',
    });
    expect(await count('payment', `submission_id = $1 AND status = 'paid'`, [placed.submissionId])).toBe(1);
  });

  it('refunds a success that comes after the order expired, acknowledges it, and counts it once', async () => {
    const placed = await order('18.00');
    const p = ok(await pay(buyer(), placed.submissionId, 'alipay'));
    const late = t.app.payProvider.callback(p.paymentId, '18.00', 'success');
    await sql(`UPDATE mall_order SET expires_at = now() - interval '1 second' WHERE submission_id = $1`, [
      placed.submissionId,
    ]);
    expect(ok(await notify(late))).toEqual({ outcome: 'refunded' });
    expect(ok(await notify(late))).toEqual({ outcome: 'duplicate' });
    expect(await payStatus(buyer(), p.paymentId)).toMatchObject({ status: 'refunded', qrSvg: null });
    expect((await submission(buyer(), placed.submissionId)).status).toBe('canceled');
    const [row] = await sql<{ refundId: string; reason: string }>(
      'SELECT refund_id AS "refundId", refund_reason AS reason FROM payment WHERE id = $1',
      [p.paymentId],
    );
    expect(row).toMatchObject({ refundId: expect.stringMatching(/^SBXR/), reason: '订单已取消或已过期' });
    expect(await count('payment_callback', `payment_id = $1 AND outcome = 'refunded'`, [p.paymentId])).toBe(
      1,
    );
    expect((await sandboxPage(p.paymentId)).html).toContain('订单已失效，款项已原路退回');
  });

  it('pays with the first of two QR codes the buyer paid and refunds the second', async () => {
    const placed = await order('12.00');
    const first = ok(await pay(buyer(), placed.submissionId, 'alipay'));
    const second = ok(await pay(buyer(), placed.submissionId, 'wechat'));
    const provider = t.app.payProvider;
    const a = provider.callback(first.paymentId, '12.00', 'success');
    const b = provider.callback(second.paymentId, '12.00', 'success');
    expect(ok(await notify(a))).toEqual({ outcome: 'paid' });
    expect(ok(await notify(b))).toEqual({ outcome: 'refunded' });
    expect(await payStatus(buyer(), second.paymentId)).toMatchObject({ status: 'refunded' });
    expect(await submission(buyer(), placed.submissionId)).toMatchObject({
      status: 'paid',
      payMethod: 'alipay',
    });
    expect(await count('payment', `submission_id = $1 AND status = 'paid'`, [placed.submissionId])).toBe(1);
    const [row] = await sql<{ reason: string }>('SELECT refund_reason AS reason FROM payment WHERE id = $1', [
      second.paymentId,
    ]);
    expect(row!.reason).toBe('订单已由其他支付单支付');
  });

  it('still pays an order that awaits payment when the provider reports a QR code paid after its 5 minutes', async () => {
    const placed = await order('9.00');
    const p = ok(await pay(buyer(), placed.submissionId, 'wechat'));
    const callback = t.app.payProvider.callback(p.paymentId, '9.00', 'success');
    await sql(`UPDATE payment SET expires_at = now() - interval '1 second' WHERE id = $1`, [p.paymentId]);
    expect((await payStatus(buyer(), p.paymentId)).status).toBe('expired');
    expect(ok(await notify(callback))).toEqual({ outcome: 'paid' });
    expect(await submission(buyer(), placed.submissionId)).toMatchObject({
      status: 'paid',
      payMethod: 'wechat',
    });
  });

  it("another tenant's buyer cannot see or pay a DEMO submission", async () => {
    const placed = await order('10.00');
    const p = ok(await pay(buyer(), placed.submissionId, 'alipay'));
    const hbky = tokens['HBKY:buyer01']!;
    const asHbky = <T>(method: 'GET' | 'POST', url: string, payload?: unknown) =>
      api<T>(method, url, hbky, payload, { shopId: 'HBKY', key: randomUUID() });
    refused(await asHbky('GET', `${ORDER}/od/submission?submissionId=${placed.submissionId}`), 404);
    refused(await asHbky('GET', `${ORDER}/od/orderDetail?orderNo=${placed.orderNos[0]}`), 404);
    refused(await asHbky('GET', `${PAY}/cashier/info?submissionId=${placed.submissionId}`), 404);
    refused(await asHbky('GET', `${PAY}/pay/status?paymentId=${p.paymentId}`), 404);
    refused(
      await asHbky('POST', `${PAY}/pay/create`, { submissionId: placed.submissionId, method: 'balance' }),
      404,
    );
    refused(await asHbky('POST', `${ORDER}/od/cancelOrder`, { orderNo: placed.orderNos[0] }), 404);
    // Its token does not work under the DEMO tenant at all.
    expect(
      (await api('GET', `${ORDER}/od/submission?submissionId=${placed.submissionId}`, hbky)).status,
    ).toBe(401);
    // Another DEMO buyer cannot either.
    refused(
      await api(
        'GET',
        `${ORDER}/od/submission?submissionId=${placed.submissionId}`,
        tokens['DEMO:person01']!,
      ),
      404,
    );
    refused(await api('GET', `${PAY}/pay/status?paymentId=${p.paymentId}`, tokens['DEMO:person01']!), 404);
    expect((await submission(buyer(), placed.submissionId)).status).toBe('unpaid');
  });
});

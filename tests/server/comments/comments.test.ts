import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_COMMENTED,
  COMMENT_MESSAGES,
  STATUS_CHANGED,
  writeComments,
} from '../../../server/src/modules/comments/comments.service.ts';
import { REPLY_MESSAGES } from '../../../server/src/modules/comments/store-comments.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call, placeOrder } from '../fixtures/orders.ts';

/**
 * Comments after receipt (issue #16 item 6; spec §5 "Comment required, max 150, up to 9 pictures")
 * through the real app: the lines awaiting a comment, writing with every rule's message, the order
 * moving to evaluated once every line has one, duplicates (also concurrent) refused with 该商品已评价,
 * the buyer's list and detail, the product page's reader with anonymous names and the seller's reply,
 * and the console side: the comments of the caller's stores, one reply each, other stores not found.
 * Runs on PGlite and on PostgreSQL (DATABASE_URL).
 */

const CM = '/iiot/jcmall-comment/cm';
const READER = '/iiot/jcmall-product/orderComment/shopComments';

let t: TestApp;
let buyer: string;
let buyerId: number;
let stranger: string;
let seller: string;
let operator: string;
let otherStoreStaff: string;
let otherTenant: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('DEMO', 'buyer01');
  stranger = await t.login('DEMO', 'buyer03');
  seller = await t.login('DEMO', 'supplier01');
  operator = await t.login('DEMO', 'admin');
  otherTenant = await t.login('HBKY', 'buyer01');
  buyerId = (
    await sql<{ id: number }>(`SELECT id FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'buyer01'`)
  )[0]!.id;
  await sql(`UPDATE member_account SET balance = 1000000 WHERE user_id = $1`, [buyerId]);
  // person01 works for another store of DEMO than supplier01's self-operated one.
  await sql(
    `INSERT INTO store_staff (shop_id, store_id, user_id, role)
     SELECT 'DEMO', (SELECT id FROM store WHERE shop_id = 'DEMO' AND id NOT IN (
                        -- a store without an owner or staff (its customer-service agent does not count)
                        SELECT store_id FROM store_staff WHERE role <> 'service')
                      ORDER BY id LIMIT 1),
            id, 'owner'
       FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'person01'`,
  );
  otherStoreStaff = await t.login('DEMO', 'person01');
});
afterAll(() => t.close());

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return (await t.db.owner((q) => q.query<R>(text, params))).rows;
}

interface Order {
  orderNo: string;
  /** Every line of the order, in id order. */
  lineIds: number[];
  skuIds: number[];
}

/** Pays a submission by balance and answers its order. */
async function pay(submissionId: number): Promise<Order> {
  const res = await call(
    t,
    buyer,
    'POST',
    '/iiot/jcmall-pay/pay/create',
    { submissionId, method: 'balance' },
    { key: randomUUID() },
  );
  expect(res.json().success, res.body).toBe(true);
  const lines = await sql<{ orderNo: string; lineId: number; skuId: number }>(
    `SELECT o.order_no AS "orderNo", l.id AS "lineId", l.sku_id AS "skuId"
       FROM mall_order o JOIN order_line l ON l.order_id = o.id WHERE o.submission_id = $1 ORDER BY l.id`,
    [submissionId],
  );
  return {
    orderNo: lines[0]!.orderNo,
    lineIds: lines.map((l) => l.lineId),
    skuIds: lines.map((l) => l.skuId),
  };
}

/** A paid, not yet shipped order of one ¥20.00 good (the first SKU of the self-operated store). */
async function paidOrder(): Promise<Order> {
  const { submissionId } = await placeOrder(t, buyer);
  return pay(submissionId);
}

/** A paid order of two goods of the self-operated store. */
async function paidTwoLineOrder(): Promise<Order> {
  await placeOrder(t, buyer); // prices the fixture's SKU at ¥20.00
  const skus = await sql<{ id: number }>(
    `WITH first AS (
       SELECT s.id, s.store_id FROM product_sku s JOIN store st ON st.id = s.store_id
        WHERE s.shop_id = 'DEMO' AND st.store_type = 1 AND s.product_type = 1 AND s.status = 1
          AND s.price IS NOT NULL ORDER BY s.id LIMIT 1)
     SELECT s.id FROM product_sku s, first f
      WHERE s.store_id = f.store_id AND s.product_type = 1 AND s.status = 1 AND s.price IS NOT NULL
      ORDER BY s.id LIMIT 2`,
  );
  await sql(`UPDATE product_sku SET price = 30.00 WHERE id = $1`, [skus[1]!.id]);
  await sql(`UPDATE sku_stock SET stock = 100000 WHERE sku_id = $1`, [skus[1]!.id]);
  const address = await call(t, buyer, 'GET', '/iiot/jcmall-account/ad/queryDefaultAddress');
  const choices = {
    addressId: address.json().data.id,
    deliveryMethod: 2,
    lines: skus.map((s) => ({ skuId: s.id, quantity: '1' })),
  };
  const preview = await call(t, buyer, 'POST', '/iiot/jcmall-order/od/previewOrder', choices);
  const placed = await call(
    t,
    buyer,
    'POST',
    '/iiot/jcmall-order/od/directPlaceOrder',
    {
      ...choices,
      invoice: { kind: 'electronic' },
      userCouponIds: [],
      points: 0,
      messages: [],
      expectedPayAmount: preview.json().data.payAmount,
    },
    { key: randomUUID() },
  );
  expect(placed.json().success, placed.body).toBe(true);
  return pay(placed.json().data.submissionId);
}

/** supplier01 ships it from the console. */
async function ship(o: Order): Promise<void> {
  const shipped = await call(t, seller, 'POST', '/mallapi/api/console/orders/ship', {
    orderNo: o.orderNo,
    packages: [{ courier: '顺丰速运', waybill: `SF${randomBytes(6).toString('hex')}` }],
  });
  expect(shipped.json().success, shipped.body).toBe(true);
}

/** The buyer confirms receipt: the order awaits its comments. */
async function receive(o: Order): Promise<void> {
  const res = await call(t, buyer, 'POST', '/iiot/jcmall-order/od/confirmReceipt', { orderNo: o.orderNo });
  expect(res.json().success, res.body).toBe(true);
  expect(await status(o)).toBe('pendingEvaluation');
}

/** A received order (placed, paid by balance, shipped, receipt confirmed). */
async function receivedOrder(lines: 1 | 2 = 1): Promise<Order> {
  const o = lines === 1 ? await paidOrder() : await paidTwoLineOrder();
  await ship(o);
  await receive(o);
  return o;
}

const status = async (o: Order) =>
  (await sql<{ status: string }>(`SELECT status FROM mall_order WHERE order_no = $1`, [o.orderNo]))[0]!
    .status;

interface NewComment {
  lineId: number;
  rating?: number;
  content?: string;
  pictures?: string[];
  anonymous?: boolean;
}
const comment = (c: NewComment) => ({
  rating: 5,
  content: '质量很好，发货很快',
  pictures: [] as string[],
  anonymous: false,
  ...c,
});

const write = (orderNo: string, comments: NewComment[], token = buyer, shopId = 'DEMO') =>
  call(t, token, 'POST', `${CM}/write`, { orderNo, comments: comments.map(comment) }, { shopId });

async function written(orderNo: string, comments: NewComment[]) {
  const res = await write(orderNo, comments);
  expect(res.json().success, res.body).toBe(true);
  return res.json().data as { orderNo: string; status: string; commentIds: number[] };
}

/** The answer's status and message, for comparing refusals. */
const outcome = (res: LightMyRequestResponse) => [res.statusCode, res.json().message as string];

const pending = (token = buyer) => call(t, token, 'GET', `${CM}/pending?size=50`);
const mine = (token = buyer) => call(t, token, 'GET', `${CM}/mine?size=50`);
const detail = (id: number, token = buyer, shopId = 'DEMO') =>
  call(t, token, 'GET', `${CM}/detail?id=${id}`, undefined, { shopId });
const storeList = (token = seller, query = '') => call(t, token, 'GET', `${CM}/store/list?size=50${query}`);
const reply = (id: number, text: string, token = seller) =>
  call(t, token, 'POST', `${CM}/store/reply`, { id, reply: text });

interface ReaderComment {
  commentId: number;
  userName: string;
  anonymous: boolean;
  content: string;
  pictures: string[];
  reply?: string | null;
  repliedAt?: string | null;
}
async function onProductPage(skuId: number, commentId: number, shopId = 'DEMO') {
  const res = await call(t, null, 'POST', READER, { skuId, size: 50 }, { shopId });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.records as ReaderComment[]).find((r) => r.commentId === commentId);
}

const png = (shade: number) =>
  sharp({ create: { width: 6, height: 4, channels: 3, background: { r: shade, g: 90, b: 40 } } })
    .png()
    .toBuffer();

/** Uploads a picture through the oss service and answers its id and URL. */
async function picture(
  token = buyer,
  purpose = 'comment',
  shade = 10,
): Promise<{ fileId: string; url: string }> {
  const b = `cm${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    await png(shade),
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/iiot/jcmall-oss/file/upload',
    headers: { shopId: 'DEMO', authorization: token, 'content-type': `multipart/form-data; boundary=${b}` },
    payload,
  });
  expect(res.json().success, res.body).toBe(true);
  return res.json().data as { fileId: string; url: string };
}

// First, before the tests below add comments of buyer01's own.
describe('the seed', () => {
  it("gives the demo buyers comments on their own orders, some with the store's reply", async () => {
    for (const account of ['buyer01', 'person01']) {
      const token = await t.login('DEMO', account);
      const records = (await call(t, token, 'GET', `${CM}/mine?size=50`)).json().data.records as Array<{
        orderNo: string;
        reply: string | null;
      }>;
      expect(records.length).toBeGreaterThan(0);
      expect(records.some((r) => r.reply !== null)).toBe(true);
      expect(records.some((r) => r.reply === null)).toBe(true);
      const owners = await sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM mall_order o JOIN app_user u ON u.id = o.user_id
          WHERE o.order_no = ANY($1) AND u.user_name = $2 AND o.status IN ('evaluated', 'completed')`,
        [[...new Set(records.map((r) => r.orderNo))], account],
      );
      expect(owners[0]!.n).toBe(new Set(records.map((r) => r.orderNo)).size);
    }
    // person01 writes anonymously: the product page shows 刘**.
    const anonymous = await sql<{ skuId: number; id: number }>(
      `SELECT c.sku_id AS "skuId", c.id FROM product_comment c JOIN app_user u ON u.id = c.user_id
        WHERE u.shop_id = 'DEMO' AND u.user_name = 'person01' AND c.anonymous LIMIT 1`,
    );
    expect(await onProductPage(anonymous[0]!.skuId, anonymous[0]!.id)).toMatchObject({ userName: '刘**' });
  });
});

describe('writing a comment on a received order', () => {
  it('lists the line, takes the comment, shows it on the product page, and the reply under it', async () => {
    const o = await receivedOrder();
    const listed = (await pending()).json().data;
    expect(listed.records).toContainEqual(
      expect.objectContaining({ orderNo: o.orderNo, lineId: o.lineIds[0], skuId: o.skuIds[0] }),
    );
    const line = listed.records.find((r: { lineId: number }) => r.lineId === o.lineIds[0]);
    expect(line.receivedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(typeof line.name).toBe('string');
    expect(typeof line.specs).toBe('string');

    const pic = await picture();
    const result = await written(o.orderNo, [
      { lineId: o.lineIds[0]!, rating: 4, content: '  包装完好，质量不错  ', pictures: [pic.fileId] },
    ]);
    expect(result).toMatchObject({ orderNo: o.orderNo, status: 'evaluated' });
    expect(result.commentIds).toHaveLength(1);
    const id = result.commentIds[0]!;
    expect(await status(o)).toBe('evaluated');
    expect((await pending()).json().data.records.map((r: { lineId: number }) => r.lineId)).not.toContain(
      o.lineIds[0],
    );

    // The buyer's list and detail.
    const own = (await mine()).json().data;
    expect(own.records[0]).toMatchObject({
      id,
      orderNo: o.orderNo,
      lineId: o.lineIds[0],
      skuId: o.skuIds[0],
      rating: 4,
      content: '包装完好，质量不错',
      pictures: [pic.url],
      anonymous: false,
      reply: null,
      repliedAt: null,
    });
    expect((await detail(id)).json().data).toEqual(own.records[0]);

    // The product page, not yet replied; the picture is served where the URL says.
    const shown = await onProductPage(o.skuIds[0]!, id);
    expect(shown).toMatchObject({
      userName: '王建国',
      anonymous: false,
      content: '包装完好，质量不错',
      pictures: [pic.url],
      reply: null,
      repliedAt: null,
    });
    expect((await t.app.inject({ method: 'GET', url: pic.url })).statusCode).toBe(200);

    // supplier01 replies from the console; the product page and the buyer see it.
    const replied = await reply(id, '  感谢您的支持，欢迎再次光临！ ');
    expect(replied.json().success, replied.body).toBe(true);
    expect(replied.json().data).toMatchObject({ id, reply: '感谢您的支持，欢迎再次光临！' });
    const after = await onProductPage(o.skuIds[0]!, id);
    expect(after?.reply).toBe('感谢您的支持，欢迎再次光临！');
    expect(after?.repliedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await detail(id)).json().data).toMatchObject({ reply: '感谢您的支持，欢迎再次光临！' });
    expect((await detail(id)).json().data.repliedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Another tenant's product page does not show it.
    expect(await onProductPage(o.skuIds[0]!, id, 'HBKY')).toBeUndefined();
  });

  it('refuses every broken rule with the page message, and writes nothing', async () => {
    const o = await receivedOrder();
    const lineId = o.lineIds[0]!;
    const refusals: Array<[NewComment, string]> = [
      [{ lineId, content: '' }, COMMENT_MESSAGES.contentEmpty],
      [{ lineId, content: '    ' }, COMMENT_MESSAGES.contentEmpty],
      [{ lineId, content: '\u3000\u3000\n\t' }, COMMENT_MESSAGES.contentEmpty],
      [{ lineId, content: '好'.repeat(151) }, COMMENT_MESSAGES.contentLong],
      [{ lineId, content: '😀'.repeat(151) }, COMMENT_MESSAGES.contentLong],
    ];
    for (const [c, message] of refusals) {
      expect([c.content, ...outcome(await write(o.orderNo, [c]))]).toEqual([c.content, 400, message]);
    }
    expect(COMMENT_MESSAGES).toMatchObject({
      contentEmpty: '评价内容不能为空',
      contentLong: '评价内容不能超过150字',
      picturesMany: '最多上传9张图片',
    });
    // Ratings outside 1..5 (or not whole) are refused by the schema, naming the field.
    for (const rating of [0, 6, 3.5]) {
      const res = await write(o.orderNo, [{ lineId, rating }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/rating/);
    }
    // The same line twice in one submission; a line of another order.
    expect(outcome(await write(o.orderNo, [{ lineId }, { lineId }]))).toEqual([
      400,
      COMMENT_MESSAGES.lineTwice,
    ]);
    const other = await paidOrder();
    expect(outcome(await write(o.orderNo, [{ lineId: other.lineIds[0]! }]))).toEqual([
      400,
      COMMENT_MESSAGES.lineMissing,
    ]);
    // An order nobody has, and another user's or tenant's.
    expect(outcome(await write('202601010000000000000', [{ lineId }]))).toEqual([
      404,
      COMMENT_MESSAGES.orderMissing,
    ]);
    expect(outcome(await write(o.orderNo, [{ lineId }], stranger))).toEqual([
      404,
      COMMENT_MESSAGES.orderMissing,
    ]);
    expect((await write(o.orderNo, [{ lineId }], otherTenant, 'HBKY')).statusCode).toBe(404);

    expect(await sql(`SELECT 1 FROM product_comment WHERE order_line_id = $1`, [lineId])).toHaveLength(0);
    expect(await status(o)).toBe('pendingEvaluation');

    // 150 characters (emoji count as one each) are welcome.
    const res = await written(o.orderNo, [{ lineId, content: '😀' + '好'.repeat(149) }]);
    expect(res.status).toBe('evaluated');
  });

  it('takes up to 9 comment pictures of the buyer and refuses a 10th, another user’s and other uploads', async () => {
    const o = await receivedOrder();
    const lineId = o.lineIds[0]!;
    const nine = await Promise.all(Array.from({ length: 9 }, (_x, i) => picture(buyer, 'comment', 20 + i)));
    const tenth = await picture(buyer, 'comment', 99);
    const ids = nine.map((p) => p.fileId);
    expect(outcome(await write(o.orderNo, [{ lineId, pictures: [...ids, tenth.fileId] }]))).toEqual([
      400,
      COMMENT_MESSAGES.picturesMany,
    ]);
    const strangers = await picture(stranger);
    expect(outcome(await write(o.orderNo, [{ lineId, pictures: [ids[0]!, strangers.fileId] }]))).toEqual([
      400,
      COMMENT_MESSAGES.pictureMissing,
    ]);
    expect(outcome(await write(o.orderNo, [{ lineId, pictures: ['NoSuchFile123'] }]))).toEqual([
      400,
      COMMENT_MESSAGES.pictureMissing,
    ]);
    const voucher = await picture(buyer, 'voucher');
    expect(outcome(await write(o.orderNo, [{ lineId, pictures: [voucher.fileId] }]))).toEqual([
      400,
      COMMENT_MESSAGES.pictureNotComment,
    ]);
    // A catalogue image of the tenant is not the buyer's upload either.
    const catalogue = (
      await sql<{ id: string }>(`SELECT id FROM file_object WHERE shop_id = 'DEMO' LIMIT 1`)
    )[0]!;
    expect(outcome(await write(o.orderNo, [{ lineId, pictures: [catalogue.id] }]))).toEqual([
      400,
      COMMENT_MESSAGES.pictureMissing,
    ]);

    const { commentIds } = await written(o.orderNo, [{ lineId, pictures: ids }]);
    expect((await detail(commentIds[0]!)).json().data.pictures).toEqual(nine.map((p) => p.url));
  });

  it('refuses an order that awaits no comment with 订单状态已变更', async () => {
    const unpaid = await placeOrder(t, buyer);
    const unpaidOrder = (
      await sql<{ orderNo: string; lineId: number }>(
        `SELECT o.order_no AS "orderNo", l.id AS "lineId" FROM mall_order o JOIN order_line l ON l.order_id = o.id
          WHERE o.submission_id = $1`,
        [unpaid.submissionId],
      )
    )[0]!;
    expect(outcome(await write(unpaidOrder.orderNo, [{ lineId: unpaidOrder.lineId }]))).toEqual([
      409,
      STATUS_CHANGED,
    ]);
    const paid = await paidOrder();
    expect(outcome(await write(paid.orderNo, [{ lineId: paid.lineIds[0]! }]))).toEqual([409, STATUS_CHANGED]);
    await ship(paid);
    expect(outcome(await write(paid.orderNo, [{ lineId: paid.lineIds[0]! }]))).toEqual([409, STATUS_CHANGED]);
    expect(STATUS_CHANGED).toBe('订单状态已变更');
    // Completed without a comment (the evaluation window closed): too late.
    await receive(paid);
    await sql(`UPDATE mall_order SET status = 'completed', completed_at = now() WHERE order_no = $1`, [
      paid.orderNo,
    ]);
    expect(outcome(await write(paid.orderNo, [{ lineId: paid.lineIds[0]! }]))).toEqual([409, STATUS_CHANGED]);
    expect(
      await sql(`SELECT 1 FROM product_comment WHERE user_id = $1 AND order_line_id = ANY($2)`, [
        buyerId,
        [unpaidOrder.lineId, paid.lineIds[0]],
      ]),
    ).toHaveLength(0);
  });

  it('moves the order to evaluated only once every line has a comment', async () => {
    const o = await receivedOrder(2);
    const [first, second] = o.lineIds as [number, number];
    const one = await written(o.orderNo, [{ lineId: first }]);
    expect(one.status).toBe('pendingEvaluation');
    expect(await status(o)).toBe('pendingEvaluation');
    const waiting = (await pending())
      .json()
      .data.records.filter((r: { orderNo: string }) => r.orderNo === o.orderNo);
    expect(waiting.map((r: { lineId: number }) => r.lineId)).toEqual([second]);

    // The commented line again, alone or with the other: refused as a whole.
    expect(outcome(await write(o.orderNo, [{ lineId: first }]))).toEqual([409, ALREADY_COMMENTED]);
    expect(outcome(await write(o.orderNo, [{ lineId: second }, { lineId: first }]))).toEqual([
      409,
      ALREADY_COMMENTED,
    ]);
    expect(await sql(`SELECT 1 FROM product_comment WHERE order_line_id = $1`, [second])).toHaveLength(0);

    const two = await written(o.orderNo, [{ lineId: second, rating: 3 }]);
    expect(two.status).toBe('evaluated');
    expect(await status(o)).toBe('evaluated');
    // Once evaluated, a line already commented is still 该商品已评价.
    expect(outcome(await write(o.orderNo, [{ lineId: second }]))).toEqual([409, ALREADY_COMMENTED]);
    expect(ALREADY_COMMENTED).toBe('该商品已评价');
  });

  it('comments every line in one submission', async () => {
    const o = await receivedOrder(2);
    const res = await written(
      o.orderNo,
      o.lineIds.map((lineId, i) => ({ lineId, rating: 5 - i, content: `第${i + 1}件不错` })),
    );
    expect(res.status).toBe('evaluated');
    expect(res.commentIds).toHaveLength(2);
    const [a, b] = await Promise.all(res.commentIds.map((id) => detail(id)));
    expect([a!.json().data.lineId, b!.json().data.lineId]).toEqual(o.lineIds);
  });

  it('keeps one comment under 10 concurrent duplicate writes; the others are told 该商品已评价', async () => {
    const o = await receivedOrder();
    const lineId = o.lineIds[0]!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_x, i) => write(o.orderNo, [{ lineId, content: `并发评价${i}` }])),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200))
      expect(outcome(r)).toEqual([409, ALREADY_COMMENTED]);
    expect(await sql(`SELECT 1 FROM product_comment WHERE order_line_id = $1`, [lineId])).toHaveLength(1);
    expect(await status(o)).toBe('evaluated');
  });

  it('maps the one-per-line index to 该商品已评价 when a comment lands between the check and the insert', async () => {
    const o = await receivedOrder();
    const lineId = o.lineIds[0]!;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((r) => (inserted = r));
    // Another writer (not taking the order's lock) inserts the line's comment and holds its transaction
    // open: on PostgreSQL the service's check does not see it, and its insert waits on the unique index.
    const other = t.db.tenant('DEMO', async (q) => {
      await q.query(
        `INSERT INTO product_comment (shop_id, sku_id, user_name, rating, content, order_line_id, user_id, store_id)
         SELECT 'DEMO', l.sku_id, '王建国', 5, '另一处写入', l.id, o.user_id, o.store_id
           FROM order_line l JOIN mall_order o ON o.id = l.order_id WHERE l.id = $1`,
        [lineId],
      );
      inserted();
      await gate;
    });
    await insertedYet;
    const ours = t.db.tenant('DEMO', (q) =>
      writeComments(q, 'DEMO', buyerId, { orderNo: o.orderNo, comments: [comment({ lineId })] }),
    );
    // The expectation holds its handler from now: on PostgreSQL ours fails as soon as the other commits,
    // which may come before `await other` resumes, and a rejection with no handler yet fails the run.
    const refused = expect(ours).rejects.toMatchObject({ code: 409, message: ALREADY_COMMENTED });
    setTimeout(release, 300);
    await other;
    await refused;
    expect(await sql(`SELECT 1 FROM product_comment WHERE order_line_id = $1`, [lineId])).toHaveLength(1);
  });

  it('shows an anonymous comment as 王** on the product page and in the console', async () => {
    const o = await receivedOrder();
    const { commentIds } = await written(o.orderNo, [{ lineId: o.lineIds[0]!, anonymous: true }]);
    const id = commentIds[0]!;
    expect(await onProductPage(o.skuIds[0]!, id)).toMatchObject({ userName: '王**', anonymous: true });
    const inConsole = (await storeList()).json().data.records.find((r: { id: number }) => r.id === id);
    expect(inConsole).toMatchObject({ userName: '王**', anonymous: true });
    expect((await detail(id)).json().data.anonymous).toBe(true);
  });
});

describe("the buyer's comments", () => {
  it('lists them newest first and keeps each to its author', async () => {
    const o = await receivedOrder();
    const { commentIds } = await written(o.orderNo, [{ lineId: o.lineIds[0]!, content: '最新的一条' }]);
    const page = (await mine()).json().data;
    expect(page.records[0]).toMatchObject({ id: commentIds[0], content: '最新的一条' });
    expect(page.total).toBeGreaterThanOrEqual(page.records.length);
    const paged = (await call(t, buyer, 'GET', `${CM}/mine?current=1&size=1`)).json().data;
    expect(paged).toMatchObject({ current: 1, size: 1, total: page.total });
    expect(paged.records).toHaveLength(1);

    expect(outcome(await detail(commentIds[0]!, stranger))).toEqual([404, COMMENT_MESSAGES.commentMissing]);
    expect((await detail(commentIds[0]!, otherTenant, 'HBKY')).statusCode).toBe(404);
    expect((await mine(stranger)).json().data.records.map((r: { id: number }) => r.id)).not.toContain(
      commentIds[0],
    );
    expect(
      (await pending(stranger)).json().data.records.map((r: { orderNo: string }) => r.orderNo),
    ).not.toContain(o.orderNo);
  });
});

describe("the seller's side", () => {
  it('lists the comments of the caller’s stores, filters by replied, and replies once', async () => {
    const o = await receivedOrder();
    const { commentIds } = await written(o.orderNo, [
      { lineId: o.lineIds[0]!, rating: 2, content: '一般般' },
    ]);
    const id = commentIds[0]!;

    const unanswered = (await storeList(seller, '&replied=false')).json().data;
    const row = unanswered.records.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({
      orderNo: o.orderNo,
      skuId: o.skuIds[0],
      rating: 2,
      content: '一般般',
      reply: null,
    });
    expect(typeof row.storeName).toBe('string');
    // The operator sees every store; staff of another store do not see it.
    expect((await storeList(operator)).json().data.records.map((r: { id: number }) => r.id)).toContain(id);
    expect(
      (await storeList(otherStoreStaff)).json().data.records.map((r: { id: number }) => r.id),
    ).not.toContain(id);

    // The reply's rules, then staff of another store, then the one reply.
    expect(outcome(await reply(id, '   '))).toEqual([400, REPLY_MESSAGES.empty]);
    expect(outcome(await reply(id, '谢'.repeat(201)))).toEqual([400, REPLY_MESSAGES.long]);
    expect(outcome(await reply(id, '谢谢', otherStoreStaff))).toEqual([404, COMMENT_MESSAGES.commentMissing]);
    expect(outcome(await reply(999_999_999, '谢谢'))).toEqual([404, COMMENT_MESSAGES.commentMissing]);
    expect((await reply(id, '谢谢', buyer)).statusCode).toBe(403);
    expect(REPLY_MESSAGES).toEqual({
      empty: '回复内容不能为空',
      long: '回复内容不能超过200字',
      already: '已回复过该评价',
    });

    const first = await reply(id, '谢'.repeat(200));
    expect(first.json().success, first.body).toBe(true);
    expect(first.json().data.repliedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(outcome(await reply(id, '再回复一次'))).toEqual([409, REPLY_MESSAGES.already]);
    expect(outcome(await reply(id, '运营也回复', operator))).toEqual([409, REPLY_MESSAGES.already]);
    expect((await detail(id)).json().data.reply).toBe('谢'.repeat(200));

    const replied = (await storeList(seller, '&replied=true'))
      .json()
      .data.records.map((r: { id: number }) => r.id);
    expect(replied).toContain(id);
    expect(
      (await storeList(seller, '&replied=false')).json().data.records.map((r: { id: number }) => r.id),
    ).not.toContain(id);
  });

  it('takes one of two racing replies', async () => {
    const o = await receivedOrder();
    const { commentIds } = await written(o.orderNo, [{ lineId: o.lineIds[0]! }]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_x, i) =>
        reply(commentIds[0]!, `回复${i}`, i % 2 === 0 ? seller : operator),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200))
      expect(outcome(r)).toEqual([409, REPLY_MESSAGES.already]);
  });

  it('refuses callers who are not staff', async () => {
    expect((await storeList(buyer)).statusCode).toBe(403);
    expect((await storeList(stranger)).statusCode).toBe(403);
  });
});

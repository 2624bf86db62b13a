import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '../../../machines/invoices/invoices.types.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call, placeOrder } from '../fixtures/orders.ts';

/**
 * Invoices after payment (issue #16 item 5; spec §4, §5) through the real app: the buyer's paid orders with
 * their invoice state, applying with every title rule's message, once per order (also under 10 concurrent
 * applications), the seller of the order's store issuing it with an uploaded PDF (another store's staff
 * 404, twice 发票状态已变更), the buyer downloading it only once issued and only their own, and a change
 * request sending it back to applying. Runs on PGlite and on PostgreSQL (DATABASE_URL).
 */

const INV = '/iiot/jcmall-invoice/inv';
const UPLOAD = '/iiot/jcmall-oss/file/upload';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const TAXPAYER = '91110108MA01ABCD2X';

let t: TestApp;
let buyer: string;
let stranger: string;
let seller: string;
let operator: string;
let otherStoreStaff: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('DEMO', 'buyer01');
  stranger = await t.login('DEMO', 'buyer03');
  seller = await t.login('DEMO', 'supplier01');
  operator = await t.login('DEMO', 'admin');
  await sql(
    `UPDATE member_account SET balance = 1000000
      WHERE user_id = (SELECT id FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'buyer01')`,
  );
  // person01 works for another store of DEMO than supplier01's self-operated one.
  await sql(
    `INSERT INTO store_staff (shop_id, store_id, user_id, role)
     SELECT 'DEMO', (SELECT id FROM store WHERE shop_id = 'DEMO' AND id NOT IN (
                        -- a store without an owner or staff (its customer-service agent does not count)
                        SELECT store_id FROM store_staff WHERE role <> 'service')
                      ORDER BY id LIMIT 1),
            id, 'owner'
       FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'person01'
     ON CONFLICT DO NOTHING`,
  );
  otherStoreStaff = await t.login('DEMO', 'person01');
});
afterAll(() => t.close());

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return (await t.db.owner((q) => q.query<R>(text, params))).rows;
}

const orderNoOf = async (submissionId: number) =>
  (
    await sql<{ orderNo: string }>(`SELECT order_no AS "orderNo" FROM mall_order WHERE submission_id = $1`, [
      submissionId,
    ])
  )[0]!.orderNo;

/** A paid, not yet shipped order of the self-operated store (supplier01's). */
async function paidOrder(): Promise<string> {
  const { submissionId } = await placeOrder(t, buyer);
  const res = await call(
    t,
    buyer,
    'POST',
    '/iiot/jcmall-pay/pay/create',
    { submissionId, method: 'balance' },
    { key: randomUUID() },
  );
  expect(res.json().success, res.body).toBe(true);
  return orderNoOf(submissionId);
}

const unit = (orderNo: string, over: Record<string, unknown> = {}) => ({
  orderNo,
  kind: 'vatSpecial',
  titleType: 'unit',
  title: '北京某某科技有限公司',
  taxpayerId: TAXPAYER,
  content: '商品明细',
  ...over,
});
const personal = (orderNo: string, over: Record<string, unknown> = {}) => ({
  orderNo,
  kind: 'electronicOrdinary',
  titleType: 'personal',
  title: '个人',
  content: '商品明细',
  ...over,
});

const apply = (body: object, token = buyer) => call(t, token, 'POST', `${INV}/apply`, body);
const change = (body: object, token = buyer) => call(t, token, 'POST', `${INV}/change`, body);
const detail = (orderNo: string, token = buyer) => call(t, token, 'GET', `${INV}/detail?orderNo=${orderNo}`);
const download = (orderNo: string, token = buyer) =>
  call(t, token, 'GET', `${INV}/download?orderNo=${orderNo}`);
const issue = (orderNo: string, fileId: string, token = seller, invoiceNo = '04400220011') =>
  call(t, token, 'POST', `${INV}/store/issue`, { orderNo, fileId, invoiceNo });

/** The answer's status and message. */
const outcome = (res: LightMyRequestResponse) => [res.statusCode, res.json().message as string];

function form(purpose: string, data: Buffer, type: string, filename: string) {
  const b = `----inv${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${b}` };
}

/** Uploads the tiny PDF as an invoice file of the caller (a store's staff). */
async function uploadPdf(token = seller): Promise<string> {
  const { payload, contentType } = form('invoice', PDF, 'application/pdf', 'fapiao.pdf');
  const res = await t.app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: { shopId: 'DEMO', authorization: token, 'content-type': contentType },
    payload,
  });
  expect(res.json().success, res.body).toBe(true);
  return res.json().data.fileId as string;
}

async function issued(orderNo: string) {
  const res = await issue(orderNo, await uploadPdf());
  expect(res.json().success, res.body).toBe(true);
  return res.json().data;
}

describe('applying', () => {
  it('lists the buyer’s paid orders with their state; an unpaid order is neither listed nor invoiceable', async () => {
    const paid = await paidOrder();
    const { submissionId } = await placeOrder(t, buyer);
    const unpaid = await orderNoOf(submissionId);
    const list = await call(t, buyer, 'GET', `${INV}/list?status=none&size=50`);
    const records = list.json().data.records as Array<{ orderNo: string; state: string; invoice: unknown }>;
    expect(records.find((r) => r.orderNo === paid)).toMatchObject({ state: 'none', invoice: null });
    expect(records.some((r) => r.orderNo === unpaid)).toBe(false);
    expect(records.every((r) => r.state === 'none')).toBe(true);
    expect(outcome(await apply(personal(unpaid)))).toEqual([409, INVOICE_MESSAGES.unpaid]);
    expect((await detail(paid)).json().data).toMatchObject({ orderNo: paid, state: 'none', invoice: null });
  });

  it('refuses each broken title rule with its message', async () => {
    const o = await paidOrder();
    const cases: Array<[object, string]> = [
      [personal(o, { title: '  ' }), INVOICE_MESSAGES.title],
      [personal(o, { title: '张'.repeat(51) }), INVOICE_MESSAGES.titleLong],
      [personal(o, { kind: 'vatSpecial' }), INVOICE_MESSAGES.vatSpecialUnit],
      [unit(o, { title: '' }), INVOICE_MESSAGES.unitName],
      [unit(o, { taxpayerId: '' }), INVOICE_MESSAGES.taxpayerId],
      [unit(o, { taxpayerId: undefined }), INVOICE_MESSAGES.taxpayerId],
      [unit(o, { taxpayerId: '12345' }), INVOICE_MESSAGES.taxpayerIdInvalid],
      [unit(o, { taxpayerId: '91110108ma01abcd2x' }), INVOICE_MESSAGES.taxpayerIdInvalid],
    ];
    for (const [body, message] of cases) expect(outcome(await apply(body)), message).toEqual([400, message]);
    expect((await detail(o)).json().data.state).toBe('none');
  });

  it('applies once: the invoice is applying with the order’s amount; a second application is refused', async () => {
    const o = await paidOrder();
    const res = await apply(unit(o));
    expect(res.json().success, res.body).toBe(true);
    expect(res.json().data).toMatchObject({
      orderNo: o,
      state: 'applying',
      invoice: {
        kind: 'vatSpecial',
        titleType: 'unit',
        title: '北京某某科技有限公司',
        taxpayerId: TAXPAYER,
        amount: '20.00',
        status: 'applying',
        changeRequest: null,
        fileUrl: null,
        invoiceNo: null,
      },
    });
    expect(outcome(await apply(personal(o)))).toEqual([409, INVOICE_MESSAGES.applied]);
    // A personal title keeps no taxpayer ID.
    const p = await paidOrder();
    const mine = await apply(personal(p, { taxpayerId: TAXPAYER, title: ' 张三 ' }));
    expect(mine.json().data.invoice).toMatchObject({ title: '张三', taxpayerId: '' });
    const applying = await call(t, buyer, 'GET', `${INV}/list?status=applying&size=50`);
    expect(applying.json().data.records.map((r: { orderNo: string }) => r.orderNo)).toEqual(
      expect.arrayContaining([o, p]),
    );
  });

  it('one invoice per order under 10 concurrent applications', async () => {
    const o = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 10 }, () => apply(personal(o))));
    const ok = answers.filter((r) => r.json().success);
    expect(ok).toHaveLength(1);
    for (const r of answers.filter((r) => !r.json().success))
      expect(outcome(r)).toEqual([409, INVOICE_MESSAGES.applied]);
    const rows = await sql(
      `SELECT 1 FROM invoice i JOIN mall_order o ON o.id = i.order_id WHERE o.order_no = $1`,
      [o],
    );
    expect(rows).toHaveLength(1);
  });

  it('another buyer’s order is not found, for every operation', async () => {
    const o = await paidOrder();
    expect(outcome(await apply(personal(o), stranger))).toEqual([404, '订单不存在']);
    expect((await detail(o, stranger)).statusCode).toBe(404);
    expect((await download(o, stranger)).statusCode).toBe(404);
    expect((await change({ ...personal(o), request: 'update' }, stranger)).statusCode).toBe(404);
  });
});

describe('issuing and downloading', () => {
  it('the store’s staff issue it with a PDF; the buyer downloads it once issued, nobody else', async () => {
    const o = await paidOrder();
    await apply(unit(o));
    expect(outcome(await download(o))).toEqual([409, INVOICE_MESSAGES.notIssued]);
    const list = await call(t, seller, 'GET', `${INV}/store/list?status=applying&size=50`);
    expect(list.json().data.records.some((r: { orderNo: string }) => r.orderNo === o)).toBe(true);
    const other = await call(t, otherStoreStaff, 'GET', `${INV}/store/list?size=50`);
    expect(other.json().data.records.some((r: { orderNo: string }) => r.orderNo === o)).toBe(false);

    const fileId = await uploadPdf();
    // Another store's staff: not found, even with a file of their own.
    expect(outcome(await issue(o, await uploadPdf(otherStoreStaff), otherStoreStaff))).toEqual([
      404,
      INVOICE_MESSAGES.missing,
    ]);
    expect(outcome(await issue(o, fileId, seller, '12'))).toEqual([400, INVOICE_MESSAGES.invoiceNo]);
    expect(outcome(await issue(o, 'nosuchfile'))).toEqual([400, INVOICE_MESSAGES.file]);
    // A buyer may not use the console; customer service may neither upload an invoice nor issue one.
    expect((await issue(o, fileId, buyer)).statusCode).toBe(403);
    const service = await t.login('DEMO', 'merchant01');
    expect(outcome(await issue(o, fileId, service))).toEqual([403, '没有权限执行该操作']);
    const { payload, contentType } = form('invoice', PDF, 'application/pdf', 'fapiao.pdf');
    const upload = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: { shopId: 'DEMO', authorization: service, 'content-type': contentType },
      payload,
    });
    expect(outcome(upload)).toEqual([403, '只有负责开票的店铺员工可以上传发票']);

    const res = await issue(o, fileId);
    expect(res.json().success, res.body).toBe(true);
    expect(res.json().data.invoice).toMatchObject({ status: 'invoiced', invoiceNo: '04400220011' });
    expect(outcome(await issue(o, fileId))).toEqual([409, INVOICE_MESSAGES.statusChanged]);

    const d = (await detail(o)).json().data;
    expect(d).toMatchObject({ state: 'invoiced', invoice: { status: 'invoiced', invoiceNo: '04400220011' } });
    expect(d.invoice.fileUrl).toBe(`/iiot/jcmall-oss/file/DEMO/${fileId}`);
    const dl = await download(o);
    expect(dl.json().data).toEqual({ url: d.invoice.fileUrl, invoiceNo: '04400220011' });
    const pdf = await t.app.inject({
      method: 'GET',
      url: d.invoice.fileUrl,
      headers: { authorization: buyer },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const theirs = await t.app.inject({
      method: 'GET',
      url: d.invoice.fileUrl,
      headers: { authorization: stranger },
    });
    expect(theirs.statusCode).not.toBe(200);
    expect((await t.app.inject({ method: 'GET', url: d.invoice.fileUrl })).statusCode).not.toBe(200);
  });

  it('of racing issues one wins; the mall operator may issue any store’s', async () => {
    const o = await paidOrder();
    await apply(personal(o));
    const files = await Promise.all(Array.from({ length: 5 }, () => uploadPdf()));
    const answers = await Promise.all(files.map((f) => issue(o, f)));
    expect(answers.filter((r) => r.json().success)).toHaveLength(1);
    for (const r of answers.filter((r) => !r.json().success))
      expect(outcome(r)).toEqual([409, INVOICE_MESSAGES.statusChanged]);

    const p = await paidOrder();
    await apply(personal(p));
    const res = await issue(p, await uploadPdf(operator), operator);
    expect(res.json().success, res.body).toBe(true);
  });
});

describe('the seeded demo', () => {
  it('buyer01 finds invoices applying and issued; an issued one downloads as a real PDF', async () => {
    type Row = { orderNo: string; state: string; invoice: { invoiceNo: string | null } | null };
    const states = async (status: string) =>
      (
        (await call(t, buyer, 'GET', `${INV}/list?status=${status}&size=50`)).json().data.records as Row[]
      ).filter((r) => r.state === status);
    expect((await states('applying')).length).toBeGreaterThan(0);
    // The seed numbers its invoices after their orders (the tests above issue theirs as 04400220011).
    const issued = (await states('invoiced')).find(
      (r) => r.invoice?.invoiceNo === `0${r.orderNo.slice(-11)}`,
    );
    expect(issued).toBeDefined();
    const dl = (await download(issued!.orderNo)).json().data;
    expect(dl.invoiceNo).toMatch(/^[0-9]{12}$/);
    const pdf = await t.app.inject({ method: 'GET', url: dl.url, headers: { authorization: buyer } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdf.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`(Invoice number: ${dl.invoiceNo})`);
    // The cross-reference table points at each object, as readers check.
    const start = Number(/startxref\n([0-9]+)/.exec(text)![1]);
    expect(text.slice(start, start + 4)).toBe('xref');
    const offsets = [...text.slice(start).matchAll(/^([0-9]{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((o, i) => expect(text.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect(
      (await t.app.inject({ method: 'GET', url: dl.url, headers: { authorization: stranger } })).statusCode,
    ).not.toBe(200);
  });
});

describe('change requests', () => {
  it('only an issued invoice; it goes back to applying with the new title until re-issued', async () => {
    const o = await paidOrder();
    await apply(personal(o));
    expect(outcome(await change({ ...unit(o), request: 'update' }))).toEqual([
      409,
      INVOICE_MESSAGES.statusChanged,
    ]);
    const never = await paidOrder();
    expect(outcome(await change({ ...unit(never), request: 'update' }))).toEqual([
      404,
      INVOICE_MESSAGES.missing,
    ]);
    await issued(o);
    expect(outcome(await change({ ...unit(o, { taxpayerId: 'X' }), request: 'update' }))).toEqual([
      400,
      INVOICE_MESSAGES.taxpayerIdInvalid,
    ]);
    const res = await change({ ...unit(o), request: 'exchange' });
    expect(res.json().success, res.body).toBe(true);
    expect(res.json().data).toMatchObject({
      state: 'applying',
      invoice: {
        kind: 'vatSpecial',
        titleType: 'unit',
        changeRequest: 'exchange',
        fileUrl: null,
        invoiceNo: null,
      },
    });
    expect(outcome(await download(o))).toEqual([409, INVOICE_MESSAGES.notIssued]);
    const store = await call(t, seller, 'GET', `${INV}/store/list?status=applying&size=50`);
    expect(
      store.json().data.records.find((r: { orderNo: string }) => r.orderNo === o).invoice.changeRequest,
    ).toBe('exchange');
    const again = await issued(o);
    expect(again.invoice).toMatchObject({ status: 'invoiced', changeRequest: null });
    expect((await detail(o)).json().data.state).toBe('invoiced');
  });
});

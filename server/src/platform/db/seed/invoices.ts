import type { Queryable } from '../database.ts';
import { fileId } from './ids.ts';
import { textPdf } from './pdf.ts';

/**
 * Invoice applications on the demo buyers' paid orders (buyer01 and person01 of DEMO; seed/orders.ts), so
 * uc-invoice shows orders with and without one from the first start, and the console has invoices to
 * issue: of each buyer's paid orders not in the recycle bin, the two oldest are applying (a unit's VAT
 * special invoice, then a personal electronic one), the next two are issued by the mall operator a day
 * after payment with their PDF (a unit's electronic ordinary invoice, then a personal one), and the rest
 * have none. Deterministic: times follow the orders', file ids and invoice numbers the order numbers.
 */
export async function seedInvoices(q: Queryable): Promise<void> {
  await q.query(
    `WITH paid AS (
       SELECT o.*, row_number() OVER (PARTITION BY o.user_id ORDER BY o.created_at, o.id)::int AS rank
         FROM mall_order o JOIN app_user u ON u.id = o.user_id
        WHERE o.shop_id = 'DEMO' AND u.user_name IN ('buyer01', 'person01') AND o.recycled_at IS NULL
          AND o.status IN ('pendingDelivery', 'pendingReceipt', 'pendingEvaluation', 'evaluated', 'completed'))
     INSERT INTO invoice (shop_id, order_id, user_id, store_id, kind, title_type, title, taxpayer_id, content,
                          amount, status, created_at)
     SELECT shop_id, id, user_id, store_id,
            CASE rank WHEN 1 THEN 'vatSpecial' ELSE 'electronicOrdinary' END,
            CASE rank WHEN 1 THEN 'unit' ELSE 'personal' END,
            CASE rank WHEN 1 THEN '北京京诚采购科技有限公司' ELSE '个人' END,
            CASE rank WHEN 1 THEN '91110108MA01ABCD2X' ELSE '' END,
            '商品明细', pay_amount - refunded_amount, 'applying', paid_at + interval '1 hour'
       FROM paid WHERE rank <= 2 ORDER BY id`,
  );
  await seedIssuedInvoices(q);
}

/** The third and fourth paid orders of each demo buyer: issued, each with its PDF and number. */
async function seedIssuedInvoices(q: Queryable): Promise<void> {
  const { rows } = await q.query<{
    orderId: number;
    orderNo: string;
    amount: string;
    rank: number;
    paidAt: Date;
    storeName: string;
  }>(
    `WITH paid AS (
       SELECT o.*, row_number() OVER (PARTITION BY o.user_id ORDER BY o.created_at, o.id)::int AS rank
         FROM mall_order o JOIN app_user u ON u.id = o.user_id
        WHERE o.shop_id = 'DEMO' AND u.user_name IN ('buyer01', 'person01') AND o.recycled_at IS NULL
          AND o.status IN ('pendingDelivery', 'pendingReceipt', 'pendingEvaluation', 'evaluated', 'completed'))
     SELECT p.id AS "orderId", p.order_no AS "orderNo", (p.pay_amount - p.refunded_amount)::text AS amount,
            p.rank, p.paid_at AS "paidAt", st.name AS "storeName"
       FROM paid p JOIN store st ON st.id = p.store_id WHERE p.rank IN (3, 4) ORDER BY p.id`,
  );
  for (const o of rows) {
    const unit = o.rank === 3;
    const invoiceNo = `0${o.orderNo.slice(-11)}`;
    const issuedAt = new Date(o.paidAt.getTime() + 86_400_000);
    const pdf = textPdf([
      unit ? 'Electronic ordinary VAT invoice' : 'Electronic ordinary invoice (personal)',
      `Invoice number: ${invoiceNo}`,
      `Order number: ${o.orderNo}`,
      `Buyer: ${unit ? 'Beijing Jingcheng Procurement Technology Co., Ltd. (91110108MA01ABCD2X)' : 'Personal'}`,
      `Amount (CNY): ${o.amount}`,
      `Issued: ${issuedAt.toISOString().slice(0, 10)}`,
      'Issued in the demo mall: not a tax document.',
    ]);
    const id = fileId('DEMO', `invoice/${o.orderNo}`);
    await q.query(
      `INSERT INTO file_object (id, shop_id, content_type, byte_size, data, file_name, created_at, owner_user_id,
                                purpose, private)
       VALUES ($1, 'DEMO', 'application/pdf', $2, $3, $4, $5,
               (SELECT id FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'admin'), 'invoice', true)`,
      [id, pdf.length, pdf, `发票-${o.orderNo}.pdf`, issuedAt],
    );
    await q.query(
      `INSERT INTO invoice (shop_id, order_id, user_id, store_id, kind, title_type, title, taxpayer_id, content,
                            amount, status, file_id, invoice_no, invoiced_at, created_at)
       SELECT shop_id, id, user_id, store_id, 'electronicOrdinary', $2, $3, $4, '商品明细', $5, 'invoiced', $6, $7,
              $8, paid_at + interval '2 hours'
         FROM mall_order WHERE id = $1`,
      [
        o.orderId,
        unit ? 'unit' : 'personal',
        unit ? '北京京诚采购科技有限公司' : '个人',
        unit ? '91110108MA01ABCD2X' : '',
        o.amount,
        id,
        invoiceNo,
        issuedAt,
      ],
    );
  }
}

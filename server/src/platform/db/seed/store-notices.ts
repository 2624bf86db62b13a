import type { Queryable } from '../database.ts';
import { storesFor, type StoreDef } from './stores.ts';
import { TENANTS, type Tenant } from './tenants.ts';

interface StoreNotice {
  title: string;
  summary: string;
  paragraphs: (store: StoreDef, tenant: Tenant) => string[];
}

/** What sellers announce on their store pages; each store posts two to four of these. */
const NOTICES: StoreNotice[] = [
  {
    title: '春节期间发货安排',
    summary: '春节假期暂停发货，节前最后发货日为1月24日，节后2月4日起恢复。',
    paragraphs: (s) => [
      `尊敬的采购客户：${s.name}春节期间发货安排如下。`,
      '1月24日16:00前支付的订单将于当日发出；1月25日至2月3日暂停发货，期间可正常下单，节后按付款顺序依次发出。',
      `假期内如有紧急采购需求，请致电${s.phone}，值班人员将协助处理。`,
    ],
  },
  {
    title: '新品上架通知',
    summary: '本店新上架一批常用采购商品，欢迎选购。',
    paragraphs: (s) => [
      s.tops.length > 0
        ? `本店${s.tops.join('、')}类目新上架一批常用采购商品，均为现货，下单后48小时内发货。`
        : '本店各品类新上架一批常用采购商品，均为现货，下单后48小时内发货。',
      '新品均支持开具增值税专用发票，批量采购可联系客服获取阶梯报价。',
    ],
  },
  {
    title: '发票开具说明',
    summary: '订单确认收货后可申请开票，增值税专用发票5个工作日内寄出。',
    paragraphs: (s, t) => [
      `在${t.name}购买本店商品，均可开具增值税普通发票或增值税专用发票。`,
      '请在订单确认收货后于“个人中心—发票管理”提交开票申请，电子普通发票1个工作日内开具，专用发票5个工作日内寄出。',
      `开票信息有误需重开的，请在收到发票30日内联系${s.name}客服。`,
    ],
  },
  {
    title: '售后服务说明',
    summary: '支持7天无理由退货，质量问题15天内包换。',
    paragraphs: (s) => [
      '本店商品支持7天无理由退货（定制类商品除外），退货商品须保持完好、配件齐全。',
      '因质量问题申请退换货的，收货15天内可在订单详情申请售后，往返运费由本店承担。',
      `售后咨询电话：${s.phone}（工作日 8:30-17:30）。`,
    ],
  },
  {
    title: '大宗采购报价通道',
    summary: '单笔采购金额满5万元可申请专属报价。',
    paragraphs: (s) => [
      `为更好服务单位集中采购，${s.name}开通大宗采购报价通道。`,
      '单笔采购金额满5万元或同一商品数量较大的，可将采购清单发送给客服，我们将在1个工作日内给出专属报价和供货周期。',
    ],
  },
];

const LATEST = Date.UTC(2026, 10, 5, 1, 0); // 2026-11-05 09:00 China time
const DAY = 24 * 3600 * 1000;

/**
 * The notices of one store: two to four, chosen by the store's place in the tenant's list, newest
 * first, a week and a day apart (each store's latest a day earlier than the previous store's).
 */
function noticesOf(index: number): Array<{ notice: StoreNotice; publishedAt: string }> {
  const count = 2 + (index % 3);
  return Array.from({ length: count }, (_, i) => ({
    notice: NOTICES[(index + i) % NOTICES.length]!,
    publishedAt: new Date(LATEST - index * DAY - i * 8 * DAY).toISOString(),
  }));
}

/** Two to four notices for every store of every tenant (deterministic: same rows on every run). */
export async function seedStoreNotices(q: Queryable): Promise<void> {
  for (const tenant of TENANTS) {
    const rows = storesFor(tenant).flatMap((store, index) =>
      noticesOf(index).map(({ notice, publishedAt }) => ({
        store: store.name,
        title: notice.title,
        summary: notice.summary,
        paragraphs: JSON.stringify(notice.paragraphs(store, tenant)),
        publishedAt,
      })),
    );
    await q.query(
      `INSERT INTO store_notice (shop_id, store_id, title, summary, paragraphs, published_at)
       SELECT $1, st.id, n.title, n.summary,
              ARRAY(SELECT jsonb_array_elements_text(n.paragraphs::jsonb)), n.published_at::timestamptz
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
                WITH ORDINALITY AS n(store, title, summary, paragraphs, published_at, ord)
         JOIN store st ON st.shop_id = $1 AND st.name = n.store
        ORDER BY n.ord`,
      [
        tenant.shopId,
        rows.map((r) => r.store),
        rows.map((r) => r.title),
        rows.map((r) => r.summary),
        rows.map((r) => r.paragraphs),
        rows.map((r) => r.publishedAt),
      ],
    );
  }
}

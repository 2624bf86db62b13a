import type { FastifyInstance } from 'fastify';
import type { LOGISTICS_STEPS } from './fulfilment.service.ts';
import { advanceShipment, type LogisticsStatus } from './fulfilment.service.ts';

const STATUS_NAMES: Record<LogisticsStatus, string> = {
  received: '已揽收',
  inTransit: '运输中',
  reachedCity: '已到达目的城市',
  signed: '已签收',
  problem: '问题件',
};

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const SHOP_ID = /^[A-Z0-9]{2,20}$/;

function page(body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>沙箱物流</title><style>
body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;max-width:760px;margin:32px auto;padding:0 16px;color:#1f2937}
h1{font-size:20px}table{border-collapse:collapse;width:100%;font-size:14px}th,td{border-bottom:1px solid #e5e7eb;padding:8px;text-align:left}
.muted{color:#6b7280;font-size:14px}form{display:inline}button{font-size:13px;padding:4px 10px;margin:2px;border-radius:6px;border:1px solid #d1d5db;cursor:pointer}
</style></head><body>${body}</body></html>`;
}

interface ParcelRow {
  id: number;
  orderNo: string;
  courier: string;
  waybill: string;
  status: LogisticsStatus;
  shippedAt: Date;
}

/**
 * The sandbox logistics provider's page (DESIGN.md §4: providers are interfaces with a sandbox): the
 * tenant's parcels still on their way, each with buttons that move its tracking on by hand (the next
 * step, problem parcel, signed), as the sweeper does on a timer (base_config.logistics_step_seconds).
 * `/__sandbox/logistics?shopId=DEMO`. Registered only with the dev tools, so never in production.
 */
export async function registerLogisticsSandbox(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );

    scope.get<{ Querystring: { shopId?: string } }>('/__sandbox/logistics', async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const shopId = String(request.query.shopId ?? '');
      if (!SHOP_ID.test(shopId))
        return reply
          .code(400)
          .send(page('<h1>沙箱物流</h1><p role="alert">请在地址中给出商城编号，如 ?shopId=DEMO</p>'));
      const parcels = await app.db.tenant(
        shopId,
        async (q) =>
          (
            await q.query<ParcelRow>(
              `SELECT s.id, o.order_no AS "orderNo", s.courier, s.waybill, s.status, s.shipped_at AS "shippedAt"
               FROM shipment s JOIN mall_order o ON o.id = s.order_id
              WHERE s.status <> 'signed' ORDER BY s.id DESC LIMIT 50`,
            )
          ).rows,
      );
      const action = `/__sandbox/logistics/step?shopId=${encodeURIComponent(shopId)}`;
      const button = (id: number, to: string, label: string) =>
        `<form method="post" action="${action}"><input type="hidden" name="id" value="${id}"><input type="hidden" name="to" value="${to}"><button type="submit">${label}</button></form>`;
      const rows = parcels
        .map(
          (p) => `<tr><td>${escape(p.orderNo)}</td><td>${escape(p.courier)} ${escape(p.waybill)}</td>
<td>${STATUS_NAMES[p.status]}</td><td>${button(p.id, 'next', '下一步')}${button(p.id, 'problem', '问题件')}${button(p.id, 'signed', '已签收')}</td></tr>`,
        )
        .join('');
      return page(`<h1>沙箱物流（${escape(shopId)}）</h1>
<p class="muted">在途包裹按 揽收 → 运输中 → 到达目的城市 → 签收 自动推进；也可在此手动推进。</p>
${parcels.length ? `<table><thead><tr><th>订单号</th><th>快递与运单号</th><th>物流状态</th><th>操作</th></tr></thead><tbody>${rows}</tbody></table>` : '<p role="status">没有在途包裹</p>'}`);
    });

    scope.post<{ Querystring: { shopId?: string }; Body: unknown }>(
      '/__sandbox/logistics/step',
      async (request, reply) => {
        const shopId = String(request.query.shopId ?? '');
        const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
        const id = Number(form.get('id'));
        const to = form.get('to');
        if (
          !SHOP_ID.test(shopId) ||
          !Number.isSafeInteger(id) ||
          id < 1 ||
          !['next', 'problem', 'signed'].includes(to ?? '')
        )
          return reply.code(400).type('text/html; charset=utf-8').send(page('<h1>请求无效</h1>'));
        await app.db.tenant(shopId, (q) =>
          advanceShipment(
            q,
            id,
            to === 'next' ? undefined : (to as (typeof LOGISTICS_STEPS)[number] | 'problem'),
          ),
        );
        return reply.redirect(`/__sandbox/logistics?shopId=${encodeURIComponent(shopId)}`, 303);
      },
    );
  });
}

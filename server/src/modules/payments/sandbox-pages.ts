import type { FastifyInstance } from 'fastify';
import { sandboxPayment } from './payments.service.ts';
import type { SandboxProvider } from './sandbox.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The sandbox payment provider (DESIGN.md §4, §5), whose callbacks tests sign. Decorated only while
     * the sandbox is in use, which is never in production; the app itself goes through `app.payments`.
     */
    payProvider: SandboxProvider;
  }
}

const METHOD_NAMES = { alipay: '支付宝', wechat: '微信支付', balance: '余额', points: '积分' } as const;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>
body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#1f2937}
h1{font-size:20px}.amount{font-size:32px;font-weight:700;margin:12px 0}.muted{color:#6b7280;font-size:14px}
form{display:inline}button{font-size:16px;padding:10px 20px;margin:12px 12px 0 0;border-radius:6px;border:1px solid #d1d5db;cursor:pointer}
button.pay{background:#16a34a;color:#fff;border-color:#16a34a}</style></head><body>${body}</body></html>`;
}

/**
 * The sandbox provider's own pages, at the URL its QR codes encode (`/__sandbox/pay/<paymentId>`): the
 * payer sees the amount and chooses 确认支付 or 支付失败; the provider then posts its signed callback to
 * the mall's notify endpoint, exactly as a real gateway would. Not an OpenAPI operation of the mall.
 * Registered only when the sandbox is a configured provider (plugins/payments.ts); in production these
 * paths do not exist. Under the site's CSP the page's inline <style> is allowed by style-src
 * 'unsafe-inline' (plugins/security-headers.ts) and its forms post to this origin (form-action 'self').
 */
export async function registerPaySandbox(app: FastifyInstance, provider: SandboxProvider): Promise<void> {
  app.decorate('payProvider', provider);
  await app.register(async (scope) => sandboxRoutes(scope, app, provider));
}

function sandboxRoutes(scope: FastifyInstance, app: FastifyInstance, provider: SandboxProvider): void {
  // The pay page's forms post application/x-www-form-urlencoded; only these routes accept it.
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  scope.get<{ Params: { id: string } }>('/__sandbox/pay/:id', async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const p = /^P[0-9A-Za-z]{20,40}$/.test(request.params.id)
      ? await sandboxPayment(app.db, request.params.id)
      : null;
    if (!p) return reply.code(404).send(page('支付单不存在', '<h1>支付单不存在</h1>'));
    const method = METHOD_NAMES[p.method];
    const head = `<h1>${escape(method)}（沙箱）</h1><p class="muted">收款方：${escape(p.shopName)}</p>
<div class="amount">¥${escape(p.amount)}</div><p class="muted">支付单号：${escape(p.id)}</p>`;
    if (p.status !== 'pending') {
      const state = {
        paid: '该支付单已支付',
        failed: '该支付单已失败',
        expired: '二维码已过期，请重新下单',
        refunded: '订单已失效，款项已原路退回',
      }[p.status];
      return page(method, `${head}<p role="status">${state}</p>`);
    }
    if (p.expired) return page(method, `${head}<p role="status">二维码已过期，请重新下单</p>`);
    const action = `/__sandbox/pay/${encodeURIComponent(p.id)}/confirm`;
    return page(
      method,
      `${head}<form method="post" action="${action}"><input type="hidden" name="result" value="success"><button class="pay" type="submit">确认支付</button></form>
<form method="post" action="${action}"><input type="hidden" name="result" value="fail"><button type="submit">支付失败</button></form>`,
    );
  });

  scope.post<{ Params: { id: string }; Body: unknown }>(
    '/__sandbox/pay/:id/confirm',
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const raw = typeof request.body === 'string' ? new URLSearchParams(request.body).get('result') : null;
      const result = raw === 'success' || raw === 'fail' ? raw : null;
      const p = /^P[0-9A-Za-z]{20,40}$/.test(request.params.id)
        ? await sandboxPayment(app.db, request.params.id)
        : null;
      if (!p || !result) return reply.code(400).send(page('请求无效', '<h1>请求无效</h1>'));
      // Like a real gateway, the provider takes no payment on a QR code past its time (a page opened
      // before it expired and confirmed after must not pay).
      if (p.status === 'pending' && p.expired) {
        return page('支付结果', '<h1>支付结果</h1><p role="status">二维码已过期，请重新下单</p>');
      }
      // The provider's server calls the mall's notify URL with its signed callback.
      const response = await app.inject({
        method: 'POST',
        url: '/iiot/jcmall-pay/pay/notify/sandbox',
        payload: provider.callback(p.id, p.amount, result),
      });
      const envelope = response.json() as { success: boolean; message: string; data?: { outcome?: string } };
      const text = !envelope.success
        ? envelope.message
        : envelope.data?.outcome === 'refunded'
          ? '订单已失效，款项已原路退回，请返回商户页面重新下单'
          : result === 'success'
            ? '支付成功，请返回商户页面查看订单'
            : '已模拟支付失败，请返回商户页面重新选择支付方式';
      return page('支付结果', `<h1>支付结果</h1><p role="status">${escape(text)}</p>`);
    },
  );
}

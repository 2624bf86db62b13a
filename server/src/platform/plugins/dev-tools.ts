import type { FastifyInstance } from 'fastify';
import { localFailure } from '../i18n/translate.ts';
import { DevOutboxSmsProvider, type SmsProvider } from '../../modules/identity/sms-provider.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS gateway the identity routes send codes through. */
    sms: SmsProvider;
  }
}

/**
 * Sandbox providers and the developer routes that look into them (DESIGN.md §5). The sandbox SMS provider
 * is decorated whether or not the dev routes are on: it is the only gateway the mall has. With `enabled`,
 * it logs each code and `GET /__dev/sms?mobile=` answers the last code sent to a phone (any tenant), or a
 * 404 envelope. Without it (production) no code is logged or kept, and `/__dev/sms` does not exist. Not
 * an OpenAPI operation: it is no part of the upstream services the storefront calls.
 */
export function registerDevTools(app: FastifyInstance, enabled: boolean): void {
  const outbox = new DevOutboxSmsProvider(app.log, { outbox: enabled });
  app.decorate('sms', outbox);
  if (!enabled) return;
  app.get<{ Querystring: { mobile?: string } }>('/__dev/sms', async (request, reply) => {
    const mobile = typeof request.query.mobile === 'string' ? request.query.mobile.trim() : '';
    if (!/^1\d{10}$/.test(mobile))
      return reply.code(400).send(localFailure(request, 400, '请输入正确的手机号'));
    const entry = outbox.last(mobile);
    if (!entry) return reply.code(404).send(localFailure(request, 404, `没有发往 ${mobile} 的验证码`));
    return entry;
  });
}

import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { PaymentProviders, type PaymentProvider } from './provider.service.ts';
import { SandboxProvider } from './sandbox.service.ts';
import { registerPaySandbox } from './sandbox-pages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment providers behind Alipay and WeChat (none: those methods are not offered). */
    payments: PaymentProviders;
  }
}

/** The OpenAPI operation each provider's callback arrives at. */
const CALLBACK_OPERATIONS: Record<string, string> = {
  sandboxPayNotify: 'sandbox',
  sandboxRefundNotify: 'sandbox',
};

/** Answers exactly as an unknown path does, before the body is read or validated. */
const absent: onRequestAsyncHookHandler = async (_request, reply) => {
  reply.callNotFound();
  return reply;
};

/**
 * The payment providers (DESIGN.md §4). A provider's callback operation exists only while that provider
 * is configured: otherwise its route answers the plain 404 envelope of any unknown path. The sandbox's
 * own pay pages (`/__sandbox/pay/*`) are registered only when the sandbox is one of the providers.
 * Call before the operations are registered (the callback routes are marked as they are added).
 */
export async function registerPayments(
  app: FastifyInstance,
  providers: readonly PaymentProvider[],
): Promise<void> {
  const payments = new PaymentProviders(providers);
  app.decorate('payments', payments);
  app.addHook('onRoute', (route: RouteOptions) => {
    const operationId = route.config?.operation?.operationId;
    const provider = operationId ? CALLBACK_OPERATIONS[operationId] : undefined;
    if (provider === undefined || payments.named(provider)) return;
    const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [absent, ...hooks];
  });
  const sandbox = payments.named('sandbox');
  if (sandbox instanceof SandboxProvider) await registerPaySandbox(app, sandbox);
}

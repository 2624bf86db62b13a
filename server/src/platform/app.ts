import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/database.ts';
import { localFailure } from './i18n/translate.ts';
import { loadOperations, type Operation } from './openapi/operations.ts';
import { compileValidator } from './openapi/validation.ts';
import { checkHandlers, registerOperations } from './plugins/api.ts';
import { registerImageCertOutbox } from './plugins/dev-image-cert.ts';
import { registerDevTools } from './plugins/dev-tools.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { registerSessionCookies } from './plugins/session-cookie.ts';
import { registerPayments } from '../modules/payments/plugin.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { appVersionOf, registerSpa } from './plugins/spa.ts';
import { HANDLERS } from './handlers.ts';
import type { PaymentProvider } from '../modules/payments/provider.service.ts';
import { SandboxProvider } from '../modules/payments/sandbox.service.ts';
import { registerLogisticsSandbox } from '../modules/orders/logistics-sandbox.routes.ts';
import { registerChat } from '../modules/chat/plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    appVersion: string;
    operations: Operation[];
  }
  interface FastifyContextConfig {
    operation?: Operation;
  }
}

export interface AppOptions {
  db: Database;
  distDir: string;
  logger?: FastifyServerOptions['logger'];
  /** Dev outbox and SMS codes in the log (DESIGN.md §5); on unless told otherwise. */
  devTools?: boolean;
  /**
   * The payment providers serving Alipay and WeChat (app-options.ts says which a configuration has).
   * Unless told otherwise: the sandbox (with a random secret and QR codes under http://127.0.0.1:8080)
   * when devTools are on, none when they are off. The sandbox's /__sandbox/pay pages exist only with it.
   */
  payProviders?: readonly PaymentProvider[];
  /** Trust X-Forwarded-For from these proxies (TRUST_PROXY); off by default so clients cannot spoof their IP. */
  trustProxy?: string | boolean;
}

/** The log levels at which Fastify writes a line for every request (incoming, completed). */
const REQUEST_LINE_LEVELS = new Set(['trace', 'debug', 'info']);

/** Request bodies above this size are refused (file uploads have their own limit). */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Builds the whole server: external plugins, then app plugins (errors, operations), then the SPA.
 * Takes an open, migrated database; owns nothing it did not create.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? {
          ...(typeof options.logger === 'object' ? options.logger : {}),
          // Tokens may arrive as an `Authorization` query parameter: never write query strings to the log.
          serializers: {
            req: (req: { method: string; url: string; ip?: string }) => ({
              method: req.method,
              url: req.url.split('?')[0],
              ip: req.ip,
            }),
          },
        }
      : false,
    // A request logger bound to the request's id costs a pino child per request. It is needed only when
    // Fastify writes its per-request lines (level info or below); otherwise the few lines a request may
    // write (errors.ts) carry reqId themselves.
    childLoggerFactory: (logger, bindings, childOptions) =>
      REQUEST_LINE_LEVELS.has(logger.level) ? logger.child(bindings, childOptions) : logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A URL Fastify cannot route (a broken %-escape, an over-long path parameter) is bad input too.
    frameworkErrors: (error, request, reply) => {
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? '请求路径参数过长' : '请求网址格式不正确';
      void (reply as FastifyReply).code(400).send(localFailure(request, 400, message));
    },
    ajv: { customOptions: { strict: false } },
  });
  app.decorate('db', options.db);
  app.decorate('appVersion', appVersionOf(options.distDir));
  const operations = loadOperations();
  app.decorate('operations', operations);
  app.setValidatorCompiler(compileValidator);

  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  registerSecurityHeaders(app, options.distDir);
  await registerSessionCookies(app);
  registerErrorHandling(app);
  registerJsonBody(app);
  const devTools = options.devTools ?? true;
  // Before the operations: a provider's callback operation is marked absent as it is registered.
  await registerPayments(
    app,
    options.payProviders ?? (devTools ? [SandboxProvider.fromEnv('http://127.0.0.1:8080')] : []),
  );
  await registerChat(app);
  checkHandlers(operations, HANDLERS);
  // The multipart parser hooks every request of the context it is registered in (three async hooks and
  // a close listener), so it lives in a context of its own with the operations that take a form; the
  // others refuse a form body as an unsupported Content-Type.
  const forms = operations.filter((op) => op.bodyContentType === 'multipart/form-data');
  registerOperations(
    app,
    operations.filter((op) => !forms.includes(op)),
    HANDLERS,
  );
  await app.register(async (formScope) => {
    await formScope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: 2 * 1024 * 1024, files: 5, fields: 50, parts: 60 },
    });
    registerOperations(formScope, forms, HANDLERS);
  });
  registerDevTools(app, devTools);
  registerImageCertOutbox(app, devTools);
  if (devTools) await registerLogisticsSandbox(app);
  await registerSpa(app, options.distDir);
  return app;
}

import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/database.ts';
import { loadOperations, type Operation } from './openapi/operations.ts';
import { compileValidator } from './openapi/validation.ts';
import { registerOperations } from './plugins/api.ts';
import { registerDevTools } from './plugins/dev-tools.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerPaySandbox } from './plugins/pay-sandbox.ts';
import { appVersionOf, registerSpa } from './plugins/spa.ts';
import { HANDLERS } from './routes/index.ts';
import { SandboxProvider } from './services/payments/sandbox.ts';

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
  /** Dev outbox and other sandbox routes (DESIGN.md §5); on unless told otherwise. */
  devTools?: boolean;
  /** The payment provider (the sandbox unless told otherwise; tests pass one whose secret they know). */
  payProvider?: SandboxProvider;
  /** Trust X-Forwarded-For from these proxies (TRUST_PROXY); off by default so clients cannot spoof their IP. */
  trustProxy?: string | boolean;
}

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
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: { strict: false } },
  });
  app.decorate('db', options.db);
  app.decorate('appVersion', appVersionOf(options.distDir));
  const operations = loadOperations();
  app.decorate('operations', operations);
  app.setValidatorCompiler(compileValidator);

  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 2 * 1024 * 1024, files: 5, fields: 50, parts: 60 },
  });
  registerErrorHandling(app);
  registerOperations(app, operations, HANDLERS);
  registerDevTools(app, options.devTools ?? true);
  await registerPaySandbox(app, options.payProvider ?? SandboxProvider.fromEnv());
  await registerSpa(app, options.distDir);
  return app;
}

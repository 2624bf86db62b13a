import type { AppOptions } from './app.ts';
import type { ServerConfig } from './config.ts';
import type { PaymentProvider } from '../modules/payments/provider.service.ts';
import { SandboxProvider } from '../modules/payments/sandbox.service.ts';

/**
 * The payment providers a configuration has. Outside production the sandbox serves Alipay and WeChat;
 * production has no real gateway configured yet, so it has none and offers balance and points only.
 * A real gateway is added here, from its own settings.
 */
export function payProvidersFor(
  config: ServerConfig,
  publicBaseUrl: () => string,
  env: NodeJS.ProcessEnv = process.env,
): PaymentProvider[] {
  return config.devTools ? [SandboxProvider.fromEnv(publicBaseUrl, env)] : [];
}

/**
 * What `server.ts` builds the app with, from its configuration (a test booting the app "as the server
 * does" uses the same). `publicBaseUrl` answers the configured one, or the address the server listens at
 * when only that knows it (PORT=0).
 */
export function appOptionsFor(
  config: ServerConfig,
  publicBaseUrl: () => string = () => config.publicBaseUrl ?? '',
  env: NodeJS.ProcessEnv = process.env,
): Omit<AppOptions, 'db'> {
  return {
    distDir: config.distDir,
    devTools: config.devTools,
    trustProxy: config.trustProxy,
    logger: { level: config.logLevel },
    payProviders: payProvidersFor(config, publicBaseUrl, env),
  };
}

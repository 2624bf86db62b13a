import { resolve } from 'node:path';

/** Server settings from the environment (README "Configuration"). */
export interface ServerConfig {
  host: string;
  port: number;
  /** PostgreSQL when set; otherwise embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** PGlite data directory; null keeps the database in memory (DATA_DIR=:memory:, used by end-to-end tests). */
  dataDir: string | null;
  /** The built SPA (rsbuild output). */
  distDir: string;
  production: boolean;
  /**
   * Dev outbox (SMS codes in the log and at /__dev/sms) and the payment sandbox (DESIGN.md §5): on unless
   * NODE_ENV=production. Without the sandbox no provider serves Alipay or WeChat.
   */
  devTools: boolean;
  /** TRUST_PROXY: addresses (or `true`) of reverse proxies whose X-Forwarded-For is believed. */
  trustProxy: string | boolean;
  /** LOG_LEVEL; info in production, warn otherwise. */
  logLevel: string;
  /**
   * PUBLIC_BASE_URL: where payers' phones reach this server (payment QR codes encode URLs under it),
   * without a trailing slash. Defaults to http://HOST:PORT (127.0.0.1 for a wildcard HOST); null when
   * PORT=0 and it is unset, until the server knows its port.
   */
  publicBaseUrl: string | null;
  /**
   * SWEEP_INTERVAL_MS: how often the sweeps run (unpaid orders expire, sales roll up, parcels move on,
   * receipts and after-sales deadlines pass). 30 s; tests of several nodes run them faster.
   */
  sweepEveryMs: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The origin a listening server is reached at, from its HOST and port. */
export function baseUrlOf(host: string, port: number): string {
  const name = host === '' || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

function publicBaseUrlOf(raw: string | undefined, host: string, port: number): string | null {
  if (!raw) return port === 0 ? null : baseUrlOf(host, port);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_BASE_URL must be an http(s) URL, got ${raw}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username)
    throw new Error(`PUBLIC_BASE_URL must be an http(s) URL without query or credentials, got ${raw}`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0–65535, got ${env.PORT}`);
  const production = env.NODE_ENV === 'production';
  const host = env.HOST ?? '127.0.0.1';
  const logLevel = env.LOG_LEVEL || (production ? 'info' : 'warn');
  if (!LOG_LEVELS.includes(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${logLevel}`);
  const sweepEveryMs = Number(env.SWEEP_INTERVAL_MS ?? 30_000);
  if (!Number.isInteger(sweepEveryMs) || sweepEveryMs < 100 || sweepEveryMs > 3_600_000)
    throw new Error(`SWEEP_INTERVAL_MS must be 100–3600000, got ${env.SWEEP_INTERVAL_MS}`);
  return {
    host,
    port,
    sweepEveryMs,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR === ':memory:' ? null : resolve(env.DATA_DIR ?? '.data/pglite'),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    production,
    devTools: !production,
    trustProxy: env.TRUST_PROXY === 'true' ? true : (env.TRUST_PROXY ?? false),
    logLevel,
    publicBaseUrl: publicBaseUrlOf(env.PUBLIC_BASE_URL, host, port),
  };
}

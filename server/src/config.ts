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
  /** Dev outbox and payment sandbox (DESIGN.md §5): on unless NODE_ENV=production. */
  devTools: boolean;
  /** TRUST_PROXY: addresses (or `true`) of reverse proxies whose X-Forwarded-For is believed. */
  trustProxy: string | boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0–65535, got ${env.PORT}`);
  const production = env.NODE_ENV === 'production';
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR === ':memory:' ? null : resolve(env.DATA_DIR ?? '.data/pglite'),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    production,
    devTools: !production,
    trustProxy: env.TRUST_PROXY === 'true' ? true : (env.TRUST_PROXY ?? false),
  };
}

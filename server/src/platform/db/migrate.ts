import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  version: string;
  sql: string;
}

/** The migrations shipped with the server, in order. Files are `NNNN_name.sql` and never edited once landed. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: readFileSync(dir + f, 'utf8') }));
}

/** Applies every migration not yet applied, each in its own transaction. Forward only. */
export async function migrate(db: Database, migrations = loadMigrations()): Promise<string[]> {
  const applied: string[] = [];
  await db.owner(async (q) => {
    await q.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  });
  for (const m of migrations) {
    const done = await db.owner(async (q) => {
      // Serialise concurrent migrators of the same database (several server processes starting at once).
      if (db.kind === 'postgres') await q.query(`SELECT pg_advisory_xact_lock(hashtext('mall.migrate'))`);
      const { rows } = await q.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (rows.length > 0) return false;
      await q.exec(m.sql);
      await q.query('INSERT INTO schema_migrations (version) VALUES ($1)', [m.version]);
      return true;
    });
    if (done) applied.push(m.version);
  }
  return applied;
}

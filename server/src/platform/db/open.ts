import type { ServerConfig } from '../config.ts';
import { openDatabase, type Database } from './database.ts';
import { migrate } from './migrate.ts';
import { retokenize } from './retokenize.ts';
import { isSeeded, seed } from './seed/index.ts';

/**
 * Opens the configured database, applies pending migrations, seeds an empty one, makes the search
 * lexemes again when they come from an older tokenizer, and vacuums an embedded one after those writes.
 */
export async function openMigratedDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
  log: (message: string) => void = () => undefined,
): Promise<Database> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : (config.dataDir ?? undefined),
  });
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log(`applied migrations: ${applied.join(', ')}`);
    if (!(await isSeeded(db))) {
      const started = Date.now();
      await seed(db);
      log(`seeded the demo data in ${Date.now() - started} ms`);
    } else {
      const started = Date.now();
      const made = await retokenize(db);
      if (made > 0) log(`made the search lexemes of ${made} SKUs again in ${Date.now() - started} ms`);
    }
    await db.vacuum();
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

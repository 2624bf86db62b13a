/** `npm run db:migrate` and `npm run db:seed` against the configured database (README "Configuration"). */
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { retokenize } from './retokenize.ts';
import { isSeeded, seed } from './seed/index.ts';

const command = process.argv[2];
const config = loadConfig();
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : (config.dataDir ?? undefined),
});
try {
  const applied = await migrate(db);
  console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'No pending migrations.');
  if (command === 'seed') {
    if (await isSeeded(db)) {
      console.log('The database already holds data; the seed only fills an empty database.');
    } else {
      await seed(db);
      console.log('Seeded the demo tenants and accounts.');
    }
  } else if (command === 'migrate') {
    if (await isSeeded(db)) {
      const made = await retokenize(db);
      if (made > 0) console.log(`Made the search lexemes of ${made} SKUs again.`);
    }
  } else {
    console.error('usage: cli.ts migrate|seed');
    process.exitCode = 2;
  }
} finally {
  await db.close();
}

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (client code, machines, pure helpers) and `server` (the real app through
 * app.inject on a fresh database per file: in-memory PGlite, or PostgreSQL when DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    // One file per core. Vitest's default leaves a core idle (cores - 1), which on a 2-core machine
    // runs the server suite one file at a time while the main process mostly waits.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/fixtures/global-setup.ts'],
          setupFiles: ['tests/server/fixtures/no-overlapping-queries.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

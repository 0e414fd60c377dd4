import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const database = process.env.DATABASE_URL ? 'postgres' : 'sqlite';

export default defineConfig({
  test: {
    // SQLite: one test file per core. (Vitest's default leaves one core to itself, which on
    // these two-core machines means one file at a time while the main process mostly waits.)
    // Every file has an in-memory database of its own. PostgreSQL keeps the default: its files
    // share one database, and Kysely's migrator reads every schema's tables while another file
    // drops its schema, which fails now and then ("schema ... does not exist").
    maxWorkers: database === 'sqlite' ? availableParallelism() : undefined,
    // The shared rules and the web app's component tests never touch a database: they run in
    // the SQLite pass only. With DATABASE_URL set, the API tests run again on PostgreSQL.
    projects:
      database === 'postgres' ? ['apps/server'] : ['packages/shared', 'apps/server', 'apps/web'],
    reporters: [
      'default',
      ['json', { outputFile: `test-results/summary/${database}-vitest.json` }],
    ],
  },
});

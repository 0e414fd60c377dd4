import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const database = process.env.DATABASE_URL ? 'postgres' : 'sqlite';

export default defineConfig({
  test: {
    // One test file per core. (Vitest's default leaves one core to itself, which on these
    // two-core machines means one file at a time while the main process mostly waits.) Every
    // file has a database of its own: in memory on SQLite, a new database on PostgreSQL.
    maxWorkers: availableParallelism(),
    // The shared rules and the web app's component tests never touch a database: they run in
    // the SQLite pass only. With DATABASE_URL set, the API tests run again on PostgreSQL.
    projects:
      database === 'postgres'
        ? ['apps/server']
        : [
            'packages/shared',
            'apps/server',
            'apps/web/vitest.config.ts',
            'apps/web/vitest.isolated.config.ts',
          ],
    reporters: [
      'default',
      ['json', { outputFile: `test-results/summary/${database}-vitest.json` }],
    ],
  },
});

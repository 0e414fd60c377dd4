import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.DATABASE_URL ? 'server (postgres)' : 'server (sqlite)',
    environment: 'node',
    // The app's modules are loaded once per worker, not once per file: loading them was more
    // than half of the suite's time (SQLite: 508 s with isolation, 138 s without). Each file
    // still builds its own app on a database of its own (helpers/test-app.ts), so no file may
    // keep state in a module of its own that another file could meet.
    isolate: false,
    include: ['test/**/*.test.ts'],
    // Backing up and restoring the SQLite file (npm run backup/restore) is SQLite's own: on
    // PostgreSQL those commands only print pg_dump guidance. Those files run in the SQLite pass,
    // rather than being counted as skipped in the PostgreSQL one. So do the files that never
    // open a database (the lint rules, the architecture and docs checks, the catalogues): they
    // cannot differ between the two, and running them twice only made CI longer.
    exclude: process.env.DATABASE_URL
      ? [
          'test/backups/restore.test.ts',
          'test/backups/backup-under-load.test.ts',
          'test/platform/lint-*.test.ts',
          'test/architecture/*.test.ts',
          'test/i18n/catalogues.test.ts',
        ]
      : [],
    // On PostgreSQL: one migrated database that each test file's database copies.
    globalSetup: ['test/postgres-template.ts'],
    // Argon2 hashing makes sign-up and sign-in deliberately slow.
    testTimeout: 30_000,
    // A file's set-up copies a PostgreSQL database and builds the app: on two busy cores
    // (CI runs one file per core) that can pass vitest's default 10 s.
    hookTimeout: 30_000,
  },
});

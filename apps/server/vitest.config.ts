import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.DATABASE_URL ? 'server (postgres)' : 'server (sqlite)',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // On PostgreSQL: one migrated database that each test file's database copies.
    globalSetup: ['test/postgres-template.ts'],
    // Argon2 hashing makes sign-up and sign-in deliberately slow.
    testTimeout: 30_000,
    // A file's set-up copies a PostgreSQL database and builds the app: on two busy cores
    // (CI runs one file per core) that can pass vitest's default 10 s.
    hookTimeout: 30_000,
  },
});

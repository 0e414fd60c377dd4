import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDb } from '../src/db/connection.js';
import { onPostgres } from './helpers/postgres-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each PostgreSQL test database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Vitest's global set-up on PostgreSQL: one database migrated to the latest, which every test
 * file's database copies (helpers/postgres-database.ts). Dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    project.provide('postgresTemplate', '');
    return;
  }
  const name = `test_template_${randomUUID().replaceAll('-', '')}`;
  await onPostgres(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDb({ databaseUrl: url.toString() });
  try {
    await migrateToLatest(handle);
  } finally {
    await handle.db.destroy();
  }
  project.provide('postgresTemplate', name);
  return () => onPostgres(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

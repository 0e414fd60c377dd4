// A throwaway database for a test or benchmark server: a temporary SQLite folder, or, when a
// PostgreSQL URL is given, a new database on that server. `drop()` removes it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import SQLite from 'better-sqlite3';

async function onPostgres(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(postgresUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-test-'));
  if (!postgresUrl) {
    const file = path.join(dataDir, 'rental.db');
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      /** Runs one SQL statement directly (seeding what the API cannot do yet). */
      execute: async (sql) => {
        const db = new SQLite(file);
        try {
          db.exec(sql);
        } finally {
          db.close();
        }
      },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `test_${Date.now()}_${process.pid}`;
  await onPostgres(postgresUrl, `CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    execute: (sql) => onPostgres(url.toString(), sql),
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await onPostgres(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

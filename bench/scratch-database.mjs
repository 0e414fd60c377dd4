// A database of the benches' own baselines, gone afterwards: a SQLite file in a temporary
// folder (WAL), or a schema of its own on PostgreSQL (the client's search_path set to it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

export async function withScratchSqlite(name, use) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const db = new SQLite(path.join(dir, 'bench.db'));
  try {
    db.pragma('journal_mode = WAL');
    return await use(db);
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `use(client, schema)`: a connected client whose search_path is the new schema. */
export async function withScratchSchema(postgresUrl, name, use) {
  const schema = `${name}_${process.pid}`;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`create schema ${schema}`);
    await client.query(`set search_path = ${schema}`);
    return await use(client, schema);
  } finally {
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  }
}

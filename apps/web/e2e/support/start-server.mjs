// Starts the built server for the browser tests on a database of its own: a temporary SQLite
// folder, or a new PostgreSQL database when DATABASE_URL is set. Both are removed on exit.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverEntry = fileURLToPath(new URL('../../../server/dist/server.js', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-e2e-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Every test signs in; the per-IP limit is covered by the API tests.
  LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
};

async function onPostgres(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

let databaseName;
if (process.env.DATABASE_URL) {
  databaseName = `e2e_${Date.now()}_${process.pid}`;
  await onPostgres(process.env.DATABASE_URL, `CREATE DATABASE ${databaseName}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${databaseName}`;
  env.DATABASE_URL = url.toString();
}

const server = spawn(process.execPath, [serverEntry], { env, stdio: 'inherit' });

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((resolve) =>
    server.exitCode === null ? server.once('exit', resolve) : resolve(),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseName) {
    await onPostgres(
      process.env.DATABASE_URL,
      `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`,
    );
  }
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  if (!stopping) {
    console.error(`The server stopped unexpectedly (exit code ${code}).`);
    process.exit(1);
  }
});

// Starts the built server for the browser tests on a database of its own: a temporary SQLite
// folder, or a new PostgreSQL database when DATABASE_URL is set. Both are removed on exit.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from './test-database.mjs';

const serverEntry = fileURLToPath(new URL('../apps/server/dist/server.js', import.meta.url));
const database = await createTestDatabase(process.env.DATABASE_URL);
const env = {
  ...process.env,
  ...database.env,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Every test signs in; the per-IP limit is covered by the API tests.
  LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
  // A schedule made today is billed, and its SMS handled, within a second or two.
  INVOICE_RUN_INTERVAL_MS: '1000',
  SMS_SENDER_INTERVAL_MS: '500',
};

const server = spawn(process.execPath, [serverEntry], { env, stdio: 'inherit' });

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((resolve) =>
    server.exitCode === null ? server.once('exit', resolve) : resolve(),
  );
  await database.drop();
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

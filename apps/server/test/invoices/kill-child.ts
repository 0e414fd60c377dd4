/**
 * The child process of invoice-run-kill.test.ts: an invoice run, as the server's timer or
 * `npm run invoices:run` runs it, that stops in the middle of a billing date's transaction
 * (after PAUSE_AT batches) and waits there to be killed. Not a test file itself.
 */
import { openDb } from '../../src/db/connection.js';
import { runDueInvoices } from '../../src/modules/invoices/run-service.js';

const env = process.env;
const handle = openDb(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { sqliteFile: env.KILL_TEST_SQLITE_FILE },
);
const pauseAt = Number(env.PAUSE_AT);
let batches = 0;

await runDueInvoices(
  { db: handle.db, clock: () => new Date() },
  {
    today: env.RUN_DATE,
    onProgress: async (progress) => {
      batches += 1;
      process.stdout.write(`${JSON.stringify({ batch: batches, ...progress })}\n`);
      // Hold the transaction open, invoices and SMS half written, until SIGKILL arrives.
      if (batches === pauseAt) await new Promise(() => {});
    },
  },
);
process.stdout.write('finished\n');
await handle.db.destroy();

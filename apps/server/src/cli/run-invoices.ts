/**
 * Runs the invoice run by hand: `npm run invoices:run -- --date YYYY-MM-DD`. The same code
 * as the server's timer (runDueInvoices), on the database the server uses, so it is just as
 * idempotent: a date already billed bills nothing again. Without --date it bills today
 * (Africa/Nairobi); a date after today is refused, as by `POST /api/invoice/run`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isCalendarDate } from '@rental/shared/dates';
import { ConfigError, loadConfig } from '../config.js';
import { migrateToLatest, openDb } from '../db/connection.js';
import { AppError } from '../lib/app-error.js';
import { systemClock } from '../lib/clock.js';
import { loadSecretsKey } from '../lib/secrets.js';
import { runDateByHand, runDueInvoices } from '../modules/invoices/index.js';

class UsageError extends Error {}

function requestedDate(argv: string[]): string | undefined {
  let date: string | undefined;
  try {
    ({ date } = parseArgs({ args: argv, options: { date: { type: 'string' } } }).values);
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\nUsage: invoices:run [--date YYYY-MM-DD]`);
  }
  if (date !== undefined && !isCalendarDate(date)) {
    throw new UsageError(`--date must be a calendar date written YYYY-MM-DD, not "${date}"`);
  }
  return date;
}

async function main() {
  // Checked before the database is opened: a refused date touches nothing.
  const date = runDateByHand(requestedDate(process.argv.slice(2)), systemClock());
  const config = loadConfig();
  const handle = openDb({
    databaseUrl: config.databaseUrl,
    pooler: config.databasePooler,
    sqliteFile: path.join(config.dataDir, 'rental.db'),
  });
  try {
    await migrateToLatest(handle);
    const tenantLinks = {
      secretsKey: loadSecretsKey(config.secretsKey, config.dataDir),
      publicUrl: config.publicUrl,
    };
    const result = await runDueInvoices(
      { db: handle.db, clock: systemClock, tenantLinks },
      { today: date },
    );
    console.log(JSON.stringify(result));
  } finally {
    await handle.db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof AppError) {
    console.error(error.message);
  } else {
    console.error('The invoice run failed:', error);
  }
  process.exit(1);
});

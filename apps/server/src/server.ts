import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { claimDataDir, DataDirInUseError } from './db/backups/data-dir-claims.js';
import { jitLeftOn, migrateToLatest, openDb } from './db/connection.js';
import { holdSingleServerLock } from './db/backups/single-server-lock.js';
import { openSqliteReader } from './db/sqlite-reader.js';
import { checkpointStartupWrites, startWalCheckpointer } from './db/wal-checkpointer.js';
import { startBackgroundJobs } from './jobs/background-jobs.js';
import { systemClock } from './lib/clock.js';
import { createJobMonitor } from './lib/job-monitor.js';
import { etimsOptionsFromConfig } from './integrations/etims/options.js';
import { mpesaOptionsFromConfig } from './integrations/mpesa/options.js';
import { loadSecretsKey } from './lib/secrets.js';
import { whatsappBillDocument } from './modules/bills/index.js';
import { smsOptionsFromConfig } from './modules/sms/index.js';
import { sealIdentityNumbers } from './modules/tenants/index.js';
import { stkOptionsFromConfig } from './modules/stk/index.js';
import { shutDownOnSignals } from './shutdown.js';

/** Where account messages go without a platform SMS account (integrations/sms/account-messages.ts). */
const accountMessagesFile = (dataDir: string) => path.join(dataDir, 'account-messages.txt');

async function main() {
  const config = loadConfig();
  // Before the database is opened: `npm run restore` must not replace it under a server.
  if (!config.databaseUrl) {
    claimDataDir(config.dataDir, 'server');
    holdSingleServerLock(config.dataDir);
  }
  const sqliteFile = path.join(config.dataDir, 'rental.db');
  const handle = openDb({
    databaseUrl: config.databaseUrl,
    pooler: config.databasePooler,
    sqliteFile,
    walCheckpoints: 'background',
  });
  await migrateToLatest(handle);
  const { db, dialect } = handle;
  // SQLite: the reports read on a thread of their own (db/sqlite-reader.ts).
  const reader = dialect === 'sqlite' ? openSqliteReader(sqliteFile) : db;
  // Read once here: the modules get their options and never read the environment themselves.
  const secretsKey = loadSecretsKey(config.secretsKey, config.dataDir);
  // Tenants' ID numbers and KRA PINs stored before migration 0026 are encrypted now that the
  // key is known (migrations do not have it); at later starts this finds nothing to do.
  await sealIdentityNumbers(db, secretsKey);
  // WhatsApp invoices and receipts carry their PDF, made by bills (above sms: passed in).
  const sms = { ...smsOptionsFromConfig(config, secretsKey), billDocument: whatsappBillDocument };
  const mpesa = mpesaOptionsFromConfig(config, secretsKey);
  const stk = stkOptionsFromConfig(config, mpesa);
  const etims = etimsOptionsFromConfig(config, secretsKey);
  const jobs = createJobMonitor(systemClock);
  const app = await buildApp({
    db,
    reader,
    logger: { level: config.logLevel },
    loginAttemptsPerMinute: config.loginRateLimitPerMinute,
    publicUrl: config.publicUrl,
    sms,
    mpesa,
    etims,
    stk,
    platformSms: config.platformSms,
    accountMessagesFile: accountMessagesFile(config.dataDir),
    trustProxy: config.trustProxy,
    tenantSmsHours: config.tenantSmsHours,
    operatorPhones: config.operatorPhones,
    readiness: { jobs, migrationTableSchema: handle.schema },
  });
  if (config.databasePooler === 'pgbouncer' && (await jitLeftOn(handle))) {
    app.log.warn(
      'PostgreSQL JIT is on and cannot be turned off per session through PgBouncer: ' +
        'ALTER DATABASE <name> SET jit = off (docs/operations.md, "PgBouncer in front")',
    );
  }
  if (!config.platformSms) {
    app.log.warn(
      'No platform SMS account is set (PLATFORM_SMS_USERNAME, PLATFORM_SMS_API_KEY): ' +
        `one-time codes and invitations are written to ${accountMessagesFile(config.dataDir)} ` +
        'instead of being sent by SMS',
    );
  }

  // SQLite: the WAL is copied back into the file on a thread of its own, not by the commits
  // of the thread that answers requests (db/wal-checkpointer.ts). What start-up itself wrote
  // (migrations: 4.7 MB on a new database) is copied now, before any request: else it alone
  // would start that thread on a server that stays quiet.
  if (dialect === 'sqlite') await checkpointStartupWrites(db);
  const checkpointer =
    dialect === 'sqlite'
      ? startWalCheckpointer(sqliteFile, {
          onError: (error) => app.log.error({ err: error }, 'WAL checkpoint failed'),
        })
      : undefined;
  const stopBackgroundJobs = startBackgroundJobs({
    db,
    clock: systemClock,
    onError: (job, error) => app.log.error({ err: error }, `${job} failed`),
    invoiceRunIntervalMs: config.invoiceRunIntervalMs,
    invoiceRunStartDelayMs: config.invoiceRunStartDelayMs,
    collectionsIntervalMs: config.collectionsIntervalMs,
    smsSenderIntervalMs: config.smsSenderIntervalMs,
    etimsSenderIntervalMs: config.etimsSenderIntervalMs,
    tenantSmsHours: config.tenantSmsHours,
    sms,
    publicUrl: config.publicUrl,
    stk,
    mpesa,
    etims,
    monitor: jobs,
    backups:
      dialect === 'sqlite'
        ? {
            dataDir: config.dataDir,
            ...config.backups,
            onWritten: (file) => app.log.info(`Backup written to ${file}`),
          }
        : undefined,
  });

  const stopJobs = async () => {
    await stopBackgroundJobs();
    await checkpointer?.stop();
  };
  shutDownOnSignals({ app, stopJobs, db, reader });

  await app.listen({ port: config.port, host: config.host });
  const where =
    dialect === 'sqlite' ? `SQLite at ${path.join(config.dataDir, 'rental.db')}` : 'PostgreSQL';
  app.log.info(`Rental Manager is running on http://localhost:${config.port} (${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});

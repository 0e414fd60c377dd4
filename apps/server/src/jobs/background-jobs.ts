import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import type { EtimsOptions } from '../integrations/etims/options.js';
import type { MpesaOptions } from '../integrations/mpesa/options.js';
import type { JobMonitor } from '../lib/job-monitor.js';
import type { SendingHours } from '../lib/sending-hours.js';
import type { SmsOptions } from '../modules/sms/index.js';
import type { StkOptions } from '../modules/stk/index.js';
import { startC2bRecovery } from './c2b-recovery.js';
import { startCollectionsJob } from './collections.js';
import { startEtimsSender } from './etims-sender.js';
import { startInvoiceScheduler } from './invoice-scheduler.js';
import type { StopJob } from './periodic-job.js';
import { startPullJob, startTransactionStatusJob } from './mpesa-verification.js';
import { startSessionCleanup } from './session-cleanup.js';
import { startSmsSender } from './sms-sender.js';
import { type BackupSchedule, startSqliteBackups } from './sqlite-backups.js';
import { startStkSettler, stkSettlerIntervalMs } from './stk-settler.js';
import { startWhatsappFallback } from './whatsapp-fallback.js';

export interface JobDeps {
  db: Db;
  clock: Clock;
  /** Where a job reports a failure it will retry; it never stops the server. */
  onError: (job: string, error: unknown) => void;
  /** How often the invoice run looks for due schedules (default: every minute). */
  invoiceRunIntervalMs?: number;
  /** How long after start-up the invoice run first looks (default: at once). */
  invoiceRunStartDelayMs?: number;
  /** How often late fees and reminders due are looked for (default: every 10 minutes). */
  collectionsIntervalMs?: number;
  /** How often the SMS sender looks for due messages (default: every second). */
  smsSenderIntervalMs?: number;
  /** When tenants may be texted about money (reminders). */
  tenantSmsHours?: SendingHours;
  sms: SmsOptions;
  /** Where tenants' page links point (PUBLIC_URL), for invoice messages with {tenantlink}. */
  publicUrl?: string;
  /** STK push settings: pending pushes are settled by the status query when the app is set. */
  stk?: StkOptions;
  /** M-PESA options: payments are verified with Transaction Status and Pull when given. */
  mpesa?: MpesaOptions;
  /** KRA eTIMS: when given, invoices of the chosen tenants are queued and sent to KRA. */
  etims?: EtimsOptions;
  /** How often the eTIMS sender looks for documents (default: every 10 seconds). */
  etimsSenderIntervalMs?: number;
  /** SQLite only: the server's own backups of DATA_DIR/rental.db. */
  backups?: BackupSchedule;
  /** Told of every job's runs, for readiness (GET /api/health/ready). */
  monitor?: JobMonitor;
}

/**
 * The jobs that run inside the server process on timers (docs/architecture.md §5). Each claims
 * its work through the database, so two server processes on one PostgreSQL can run them at
 * once. Returns a function that stops them all: it settles once each has finished the unit
 * of work it was doing (a billing date, a message), so shutdown leaves nothing half done.
 */
export function startBackgroundJobs(deps: JobDeps): () => Promise<void> {
  const { monitor } = deps;
  const stops: StopJob[] = [
    startSessionCleanup(
      deps.db,
      deps.clock,
      (error) => deps.onError('session cleanup', error),
      monitor,
    ),
    startSmsSender({
      db: deps.db,
      clock: deps.clock,
      sms: deps.sms,
      sendingHours: deps.tenantSmsHours,
      intervalMs: deps.smsSenderIntervalMs,
      onError: (error) => deps.onError('SMS sender', error),
      monitor,
    }),
    startWhatsappFallback(
      deps.db,
      deps.clock,
      deps.tenantSmsHours,
      (error) => deps.onError('WhatsApp fallback', error),
      monitor,
    ),
    startInvoiceScheduler({
      db: deps.db,
      clock: deps.clock,
      onError: (error) => deps.onError('invoice run', error),
      intervalMs: deps.invoiceRunIntervalMs,
      startUpDelayMs: deps.invoiceRunStartDelayMs,
      tenantLinks: deps.publicUrl
        ? { secretsKey: deps.sms.secretsKey, publicUrl: deps.publicUrl }
        : undefined,
      monitor,
    }),
    startC2bRecovery({
      db: deps.db,
      clock: deps.clock,
      onError: (error) => deps.onError('M-PESA confirmation recovery', error),
      monitor,
    }),
    startCollectionsJob({
      db: deps.db,
      clock: deps.clock,
      sendingHours: deps.tenantSmsHours,
      intervalMs: deps.collectionsIntervalMs,
      onError: (error) => deps.onError('late fees and reminders', error),
      monitor,
    }),
  ];
  if (deps.stk?.product) {
    stops.push(
      startStkSettler({
        db: deps.db,
        clock: deps.clock,
        stk: deps.stk,
        onError: (error) => deps.onError('STK settle', error),
        monitor,
      }),
    );
  } else {
    // No product Daraja app configured: nothing to settle, and readiness says so.
    monitor?.off('stk-settler', stkSettlerIntervalMs);
  }
  if (deps.mpesa) {
    const mpesa = deps.mpesa;
    stops.push(
      startTransactionStatusJob({
        db: deps.db,
        clock: deps.clock,
        mpesa,
        onError: (error) => deps.onError('M-PESA transaction status', error),
        monitor,
      }),
      startPullJob({
        db: deps.db,
        clock: deps.clock,
        mpesa,
        onError: (error) => deps.onError('M-PESA pull transactions', error),
        monitor,
      }),
    );
  }
  if (deps.etims) {
    stops.push(
      startEtimsSender({
        db: deps.db,
        clock: deps.clock,
        etims: deps.etims,
        intervalMs: deps.etimsSenderIntervalMs,
        onError: (error) => deps.onError('KRA eTIMS sender', error),
        monitor,
      }),
    );
  }
  if (deps.backups) {
    stops.push(
      startSqliteBackups({
        schedule: deps.backups,
        clock: deps.clock,
        onError: (error) => deps.onError('SQLite backup', error),
        monitor,
      }),
    );
  }
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

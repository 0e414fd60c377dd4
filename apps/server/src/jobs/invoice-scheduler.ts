import type { InvoiceRunResult } from '@rental/shared/schemas/invoices';
import type { Db } from '../db/connection.js';
import { isPostgres } from '../db/dialect.js';
import type { Clock } from '../lib/clock.js';
import type { JobMonitor } from '../lib/job-monitor.js';
import { runDueInvoices, type InvoiceRunDeps } from '../modules/invoices/index.js';
import type { TenantLinkKeys } from '../modules/tenants/index.js';
import { startPeriodicJob, type StopJob } from './periodic-job.js';

const everyMinuteMs = 60_000;
/**
 * Organizations the timer bills at once on PostgreSQL: a few, since each holds one of the
 * server's 10 connections for its transaction while the M-PESA answers and the SMS sender
 * need theirs (benchmarks.md, session 31).
 */
const organizationsAtOnceOnPostgres = 4;
/**
 * Organizations billed in one transaction on PostgreSQL (runDueInvoices): on the 1st,
 * thousands of small ones are due. SQLite bills one at a time, so that a C2B confirmation
 * never waits on a long transaction for its single writer.
 */
const organizationsPerTransactionOnPostgres = 16;

export interface InvoiceSchedulerDeps {
  db: Db;
  clock: Clock;
  onError: (error: unknown) => void;
  /** Time between the end of one run and the start of the next. */
  intervalMs?: number;
  /** How long after start-up the first run begins (server.ts: INVOICE_RUN_START_DELAY_MS); 0. */
  startUpDelayMs?: number;
  /** For messages with {tenantlink}: the secrets key and public URL of tenants' links. */
  tenantLinks?: TenantLinkKeys;
  /** The run itself; tests replace it. It stops between billing dates once `signal` aborts. */
  run?: (deps: InvoiceRunDeps, signal: AbortSignal) => Promise<InvoiceRunResult>;
  monitor?: JobMonitor;
}

/** A schedule's failure as the log shows it: which schedule, and why. */
function scheduleFailure(scheduleId: string, error: unknown): Error {
  const why = error instanceof Error ? error.message : String(error);
  return new Error(`invoice schedule ${scheduleId} could not be billed: ${why}`, { cause: error });
}

/**
 * Bills due schedules at start-up (catching up on dates missed while the server was down)
 * and then every minute. In the server the start-up run waits INVOICE_RUN_START_DELAY_MS
 * (15 s; decision 0084): a process that has just started runs its code unoptimised and its
 * caches empty, and if it restarts on the 1st (a deploy, a crash) M-PESA's confirmations are
 * already arriving. On the rent-day bench (100,000 tenants, two servers, 1,000 confirmations
 * a second) a run begun with the servers kept the answers' p99 at 5-10 s for 13-20 s; begun
 * once they were warm, at 0.3-1 s while it ran. The dates are billed all the same, later.
 * The next run is timed from the end of the last one, so runs never overlap in one process;
 * across processes the run's locks and unique keys keep them apart.
 * Stopping lets the billing date in progress commit and leaves the others to the next start.
 */
export function startInvoiceScheduler(deps: InvoiceSchedulerDeps): StopJob {
  const run =
    deps.run ??
    ((runDeps, signal) =>
      runDueInvoices(runDeps, {
        // Reported one by one, the others billed meanwhile.
        onScheduleError: (scheduleId, error) => deps.onError(scheduleFailure(scheduleId, error)),
        signal,
        skipBusy: true,
        // SQLite writes one transaction at a time: more at once would only queue.
        organizationsAtOnce: isPostgres(runDeps.db) ? organizationsAtOnceOnPostgres : 1,
        organizationsPerTransaction: isPostgres(runDeps.db)
          ? organizationsPerTransactionOnPostgres
          : 1,
      }));
  return startPeriodicJob(
    {
      name: 'invoice-run',
      intervalMs: deps.intervalMs ?? everyMinuteMs,
      runAtStart: true,
      startUpDelayMs: deps.startUpDelayMs,
      onError: deps.onError,
      run: async (signal) => {
        await run({ db: deps.db, clock: deps.clock, tenantLinks: deps.tenantLinks }, signal);
      },
    },
    deps.monitor,
  );
}

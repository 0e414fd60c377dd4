import type { Db } from '../db/connection.js';
import type { MpesaOptions } from '../integrations/mpesa/options.js';
import type { Clock } from '../lib/clock.js';
import type { JobMonitor } from '../lib/job-monitor.js';
import { pullRecentTransactions, askTransactionStatuses } from '../modules/c2b/index.js';
import { startPeriodicJob, type StopJob } from './periodic-job.js';

export const transactionStatusIntervalMs = 5 * 60_000;
export const pullIntervalMs = 10 * 60_000;

interface VerificationJobDeps {
  db: Db;
  clock: Clock;
  mpesa: MpesaOptions;
  onError: (error: unknown) => void;
  monitor?: JobMonitor;
}

/**
 * Every five minutes, asks M-PESA's Transaction Status about the unverified paybill payments
 * of the last week of each organization with an initiator (a few per organization a pass;
 * each receipt at most once an hour, across servers). The answers arrive on the
 * organization's result URL (modules/c2b/status-routes.ts).
 */
export function startTransactionStatusJob(deps: VerificationJobDeps): StopJob {
  return startPeriodicJob(
    {
      name: 'mpesa-transaction-status',
      intervalMs: transactionStatusIntervalMs,
      runAtStart: false,
      onError: deps.onError,
      run: async (signal) => {
        await askTransactionStatuses(deps, { signal });
      },
    },
    deps.monitor,
  );
}

/**
 * Every ten minutes, lists each Pull-registered organization's last 48 hours from M-PESA:
 * payments found verify the recorded ones, and confirmations that never arrived are stored
 * for the C2B recovery job (c2b-recovery.ts) to apply within seconds.
 */
export function startPullJob(deps: VerificationJobDeps): StopJob {
  return startPeriodicJob(
    {
      name: 'mpesa-pull',
      intervalMs: pullIntervalMs,
      runAtStart: true,
      onError: deps.onError,
      run: async (signal) => {
        await pullRecentTransactions(deps, { signal });
      },
    },
    deps.monitor,
  );
}

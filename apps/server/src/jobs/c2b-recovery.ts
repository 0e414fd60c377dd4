import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import type { JobMonitor } from '../lib/job-monitor.js';
import { processStoredConfirmations } from '../modules/c2b/index.js';
import { startPeriodicJob, type StopJob } from './periodic-job.js';

const everyTenSecondsMs = 10_000;

/**
 * Every ten seconds, applies M-PESA confirmations stored but not applied: the process that
 * stored them died before its pipeline (modules/c2b/pipeline.ts) got to them, or a database
 * failure left them. The pipeline applies its own within moments; this catches the rest.
 */
export function startC2bRecovery(deps: {
  db: Db;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
  monitor?: JobMonitor;
}): StopJob {
  const failing = new Map<string, number>();
  return startPeriodicJob(
    {
      name: 'c2b-recovery',
      intervalMs: deps.intervalMs ?? everyTenSecondsMs,
      runAtStart: true,
      onError: deps.onError,
      run: async (signal) => {
        await processStoredConfirmations(deps, { signal, failing });
      },
    },
    deps.monitor,
  );
}

import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import type { JobMonitor } from '../lib/job-monitor.js';
import { recoverStoredConfirmations } from '../modules/c2b/recovery.js';
import { startPeriodicJob, type StopJob } from './periodic-job.js';

const everyMinuteMs = 60_000;

/** Every minute, processes M-PESA confirmations that were stored but left unprocessed. */
export function startC2bRecovery(deps: {
  db: Db;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
  monitor?: JobMonitor;
}): StopJob {
  return startPeriodicJob(
    {
      name: 'c2b-recovery',
      intervalMs: deps.intervalMs ?? everyMinuteMs,
      runAtStart: false,
      onError: deps.onError,
      run: async (signal) => {
        await recoverStoredConfirmations(deps, { signal });
      },
    },
    deps.monitor,
  );
}

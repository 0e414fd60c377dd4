import type { JobMonitor } from '../lib/job-monitor.js';
import { settlePendingStkRequests, type StkDeps } from '../modules/stk/index.js';
import { startPeriodicJob, type StopJob } from './periodic-job.js';

export const stkSettlerIntervalMs = 20_000;

/**
 * Settles STK pushes left pending over a minute (no callback came) by the status query, so
 * a payment is recorded even when nobody watches the waiting screen. Safe with several
 * server processes: settling is a conditional update, applied once.
 */
export function startStkSettler(
  deps: StkDeps & {
    intervalMs?: number;
    onError: (error: unknown) => void;
    monitor?: JobMonitor;
  },
): StopJob {
  return startPeriodicJob(
    {
      name: 'stk-settler',
      intervalMs: deps.intervalMs ?? stkSettlerIntervalMs,
      runAtStart: false,
      onError: deps.onError,
      run: async (signal) => {
        await settlePendingStkRequests({ ...deps, log: deps.onError }, { signal });
      },
    },
    deps.monitor,
  );
}

import type { JobMonitor } from '../lib/job-monitor.js';
import {
  drainTransmissions,
  queuePostedDocuments,
  type EtimsDeps,
} from '../modules/etims/index.js';
import { startPeriodicJob, type StopJob } from './periodic-job.js';

export interface EtimsSenderDeps extends EtimsDeps {
  onError: (error: unknown) => void;
  /** How often to look for posted documents and due transmissions; 10 s. */
  intervalMs?: number;
  /** Transmissions claimed per round. */
  batchSize?: number;
  monitor?: JobMonitor;
}

export const etimsSenderIntervalMs = 10_000;

/**
 * The KRA eTIMS sender (decision 0063): every interval, queues the documents posted for the
 * chosen tenants of organizations with an initialised device, then sends what is due
 * (modules/etims/sender.ts). Several processes on one PostgreSQL queue each document once and
 * claim disjoint rows.
 */
export function startEtimsSender(deps: EtimsSenderDeps): StopJob {
  const batchSize = deps.batchSize ?? 100;
  return startPeriodicJob(
    {
      name: 'etims-sender',
      intervalMs: deps.intervalMs ?? etimsSenderIntervalMs,
      runAtStart: true,
      onError: deps.onError,
      run: async (signal) => {
        await queuePostedDocuments(deps);
        const summary = await drainTransmissions(deps, { limit: batchSize, signal });
        return summary.claimed >= batchSize && !signal.aborted;
      },
    },
    deps.monitor,
  );
}

import type { JobMonitor } from '../lib/job-monitor.js';
import { drainOutbox, type SmsDeps } from '../modules/sms/index.js';
import { startPeriodicJob, type StopJob } from './periodic-job.js';

export { drainOutbox };

export interface SmsSenderDeps extends SmsDeps {
  onError: (error: unknown) => void;
  /** How often to look for due messages (server.ts passes SMS_SENDER_INTERVAL_MS); 1 s. */
  intervalMs?: number;
  /** Messages claimed per round. */
  batchSize?: number;
  monitor?: JobMonitor;
}

/**
 * The SMS outbox sender (docs/architecture.md §5): every interval, claims due messages and sends
 * them through each organization's provider (modules/sms/dispatch.ts has the rules that keep a
 * message from going out twice). Rounds never overlap within a process; several processes on
 * one PostgreSQL claim disjoint messages. Stopping lets the messages being sent finish and
 * puts the rest of the round back in the queue.
 */
export function startSmsSender(deps: SmsSenderDeps): StopJob {
  const batchSize = deps.batchSize ?? 500;
  return startPeriodicJob(
    {
      name: 'sms-sender',
      intervalMs: deps.intervalMs ?? 1000,
      runAtStart: true,
      onError: deps.onError,
      run: async (signal) => {
        const summary = await drainOutbox(deps, { limit: batchSize, signal });
        // A full batch means more are waiting (an invoice run queues thousands): go on at once.
        return summary.claimed >= batchSize;
      },
    },
    deps.monitor,
  );
}

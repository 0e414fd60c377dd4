import { drainOutbox } from '../modules/sms/dispatch.js';
import type { SmsDeps } from '../modules/sms/sms-options.js';

export { drainOutbox };

export interface SmsSenderDeps extends SmsDeps {
  onError: (error: unknown) => void;
  /** How often to look for due messages (server.ts passes SMS_SENDER_INTERVAL_MS); 1 s. */
  intervalMs?: number;
  /** Messages claimed per round. */
  batchSize?: number;
}

/**
 * The SMS outbox sender (DESIGN.md section 5): every interval, claims due messages and sends
 * them through each organization's provider (modules/sms/dispatch.ts has the rules that keep a
 * message from going out twice). Rounds never overlap within a process; several processes on
 * one PostgreSQL claim disjoint messages. Returns a function that stops it.
 */
export function startSmsSender(deps: SmsSenderDeps): () => void {
  const intervalMs = deps.intervalMs ?? 1000;
  const batchSize = deps.batchSize ?? 500;
  let running = false;
  let stopped = false;

  const round = async () => {
    if (running || stopped) return;
    running = true;
    try {
      // A full batch means more are waiting (an invoice run queues thousands): go on at once.
      for (;;) {
        const summary = await drainOutbox(deps, { limit: batchSize });
        if (stopped || summary.claimed < batchSize) break;
      }
    } catch (error) {
      deps.onError(error);
    } finally {
      running = false;
    }
  };

  const timer = setInterval(() => void round(), intervalMs);
  timer.unref();
  void round();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

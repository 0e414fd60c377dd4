import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import { recoverStoredConfirmations } from '../modules/c2b/recovery.js';

const everyMinuteMs = 60_000;

/** Every minute, processes M-PESA confirmations that were stored but left unprocessed. */
export function startC2bRecovery(deps: {
  db: Db;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
}) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await recoverStoredConfirmations(deps);
    } catch (error) {
      deps.onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), deps.intervalMs ?? everyMinuteMs);
  timer.unref();
  return () => clearInterval(timer);
}

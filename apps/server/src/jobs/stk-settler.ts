import { settlePendingStkRequests } from '../modules/stk/stk-settle.js';
import type { StkDeps } from '../modules/stk/stk-types.js';

/**
 * Settles STK pushes left pending over a minute (no callback came) by the status query, so
 * a payment is recorded even when nobody watches the waiting screen. Safe with several
 * server processes: settling is a conditional update, applied once.
 */
export function startStkSettler(
  deps: StkDeps & { intervalMs?: number; onError: (error: unknown) => void },
) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await settlePendingStkRequests({ ...deps, log: deps.onError });
    } catch (error) {
      deps.onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), deps.intervalMs ?? 20_000);
  timer.unref();
  return () => clearInterval(timer);
}

import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import type { SendingHours } from '../lib/sending-hours.js';
import { chargeLateFees } from '../modules/late-fees/charge.js';
import { queueDueReminders } from '../modules/reminders/queue.js';

const everyTenMinutesMs = 10 * 60_000;

export interface CollectionsJobDeps {
  db: Db;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
  sendingHours?: SendingHours;
}

/**
 * Chases the money on a timer, from start-up on: late fees due today, then the reminders
 * due now (those only in the day's sending hours). Each step decides "once only" in the
 * database, so a restart or a second server process never charges or reminds twice.
 */
export function startCollectionsJob(deps: CollectionsJobDeps): () => void {
  const intervalMs = deps.intervalMs ?? everyTenMinutesMs;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      await chargeLateFees({ db: deps.db, clock: deps.clock });
      await queueDueReminders({
        db: deps.db,
        clock: deps.clock,
        sendingHours: deps.sendingHours,
      });
    } catch (error) {
      deps.onError(error);
    }
    if (stopped) return;
    timer = setTimeout(() => void tick(), intervalMs);
    timer.unref();
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

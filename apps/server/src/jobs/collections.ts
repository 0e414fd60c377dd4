import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import type { JobMonitor } from '../lib/job-monitor.js';
import type { SendingHours } from '../lib/sending-hours.js';
import { chargeLateFees } from '../modules/late-fees/index.js';
import { queueDueReminders } from '../modules/reminders/index.js';
import { alertLongVacancies } from '../modules/reports/index.js';
import { startPeriodicJob, type StopJob } from './periodic-job.js';

const everyTenMinutesMs = 10 * 60_000;

export interface CollectionsJobDeps {
  db: Db;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
  sendingHours?: SendingHours;
  monitor?: JobMonitor;
}

/**
 * Chases the money on a timer, from start-up on: late fees due today, then the reminders
 * due now (those only in the day's sending hours), and units vacant too long (an alert to the
 * landlord once per unit and vacancy: a vacant unit is rent lost). Each step decides "once only" in the
 * database, so a restart or a second server process never charges or reminds twice.
 */
export function startCollectionsJob(deps: CollectionsJobDeps): StopJob {
  return startPeriodicJob(
    {
      name: 'collections',
      intervalMs: deps.intervalMs ?? everyTenMinutesMs,
      runAtStart: true,
      onError: deps.onError,
      run: async (signal) => {
        await chargeLateFees({ db: deps.db, clock: deps.clock }, { signal });
        await queueDueReminders(
          { db: deps.db, clock: deps.clock, sendingHours: deps.sendingHours },
          { signal },
        );
        await alertLongVacancies({ db: deps.db, clock: deps.clock }, { signal });
      },
    },
    deps.monitor,
  );
}

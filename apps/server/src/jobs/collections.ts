import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import type { JobMonitor } from '../lib/job-monitor.js';
import type { SendingHours } from '../lib/sending-hours.js';
import { chargeLateFees } from '../modules/late-fees/index.js';
import { runLeaseDay } from '../modules/leases/index.js';
import { nairobiDate } from '@rental/shared/dates';
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
 * landlord once per unit and vacancy, on the bell and by SMS: a vacant unit is rent lost). Each step decides "once only" in the
 * database, so a restart or a second server process never charges or reminds twice.
 */
export function startCollectionsJob(deps: CollectionsJobDeps): StopJob {
  // Leases and long vacancies are looked at once a day per process (at start-up, then on the
  // first run of each new day): their once-only keys make a second process's look harmless.
  let leaseDay: string | null = null;
  return startPeriodicJob(
    {
      name: 'collections',
      intervalMs: deps.intervalMs ?? everyTenMinutesMs,
      runAtStart: true,
      onError: deps.onError,
      run: async (signal) => {
        await chargeLateFees(
          { db: deps.db, clock: deps.clock, sendingHours: deps.sendingHours },
          { signal },
        );
        await queueDueReminders(
          { db: deps.db, clock: deps.clock, sendingHours: deps.sendingHours },
          { signal },
        );
        const today = nairobiDate(deps.clock());
        if (leaseDay !== today) {
          await runLeaseDay(
            { db: deps.db, clock: deps.clock, sendingHours: deps.sendingHours },
            { signal },
          );
          await alertLongVacancies(
            { db: deps.db, clock: deps.clock, sendingHours: deps.sendingHours },
            { signal },
          );
          leaseDay = today;
        }
      },
    },
    deps.monitor,
  );
}

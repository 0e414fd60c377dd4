import type { Db } from '../db/connection.js';
import { deleteOldRateWindows } from '../db/rate-windows.js';
import { type Clock } from '../lib/clock.js';
import { addDaysToInstant } from '@rental/shared/dates';
import type { JobMonitor } from '../lib/job-monitor.js';
import {
  deleteStaleGuards,
  deleteExpiredSessions,
  deleteOldSignupRequests,
  deleteExpiredPhoneCodes,
} from '../modules/auth/index.js';
import { deleteOldResetCodes } from '../modules/users/index.js';
import { startPeriodicJob, type StopJob } from './periodic-job.js';

const everyHourMs = 60 * 60 * 1000;

/**
 * Deletes sessions that expired unused, wrong-PIN counts untouched for a day (never a running
 * lock), Forgot PIN codes long dead and rate windows a day old (no limit spans a day). Expired tokens and codes are refused anyway; this only
 * keeps the tables small (a guard row exists for every phone anyone typed). Safe with several
 * server processes: each delete is idempotent.
 */
export async function runSessionCleanup(db: Db, clock: Clock) {
  const now = clock();
  const dayAgo = addDaysToInstant(now, -1).toISOString();
  await deleteExpiredSessions(db, now.toISOString());
  await deleteStaleGuards(db, now.toISOString(), dayAgo);
  await deleteOldResetCodes(db, dayAgo);
  await deleteOldRateWindows(db, dayAgo);
  // Sign-ups never verified and phone codes never used, a day after their code expired.
  await deleteOldSignupRequests(db, dayAgo);
  await deleteExpiredPhoneCodes(db, dayAgo);
}

/** Runs the cleanup now and every hour (four quick deletes: one unit of work). */
export function startSessionCleanup(
  db: Db,
  clock: Clock,
  log: (error: unknown) => void,
  monitor?: JobMonitor,
): StopJob {
  return startPeriodicJob(
    {
      name: 'session-cleanup',
      intervalMs: everyHourMs,
      runAtStart: true,
      onError: log,
      run: () => runSessionCleanup(db, clock),
    },
    monitor,
  );
}

import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import { deleteExpiredSessions } from '../modules/auth/session-repository.js';

const everyHourMs = 60 * 60 * 1000;

/**
 * Deletes sessions that expired unused. Expired tokens are refused anyway; this only keeps the
 * table small. Safe with several server processes: each delete is idempotent.
 */
export function startSessionCleanup(db: Db, clock: Clock, log: (error: unknown) => void) {
  const run = () => deleteExpiredSessions(db, clock().toISOString()).catch(log);
  void run();
  const timer = setInterval(run, everyHourMs);
  timer.unref();
  return () => clearInterval(timer);
}

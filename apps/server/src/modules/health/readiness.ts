import type { MigrationProvider } from 'kysely';
import type { Db } from '../../db/connection.js';
import {
  confirmationsWaitingSince,
  etimsQueueStuckSince,
  pendingMigrations,
  pingDatabase,
} from '../../db/readiness-checks.js';
import type { Clock } from '../../lib/clock.js';
import type { JobMonitor, JobReport } from '../../lib/job-monitor.js';
import { withinTime } from '../../lib/time-limit.js';
import type { ReadinessReport } from './schemas.js';

export interface ReadinessDeps {
  db: Db;
  /** The background jobs of this process; none when the app runs without them (tests). */
  jobs?: JobMonitor;
  /** The migrations the code knows. */
  migrations: MigrationProvider;
  /** The PostgreSQL schema of the migration table. */
  migrationTableSchema?: string;
  /** How long each database check may take before it counts as failed. */
  checkTimeoutMs: number;
  clock: Clock;
}

/** Confirmations unapplied for longer than this mean the books are behind M-PESA. */
const paymentsBehindMs = 5 * 60_000;

/** A KRA eTIMS document due for longer than this and not taken means its sender is stuck. */
const etimsStuckMs = 60 * 60_000;

function jobOnWire(job: JobReport): ReadinessReport['jobs'][number] {
  return {
    name: job.name,
    status: job.status,
    intervalseconds: job.intervalMs / 1000,
    lastrunat: job.lastRunAt?.toISOString() ?? null,
    lastrunfailed: job.lastRunFailed,
  };
}

/**
 * Whether this instance should get traffic: the database answers, its schema is the code's,
 * no M-PESA confirmation has waited more than five minutes to be applied, every job that is
 * on has run lately, and the process is not shutting down. A KRA eTIMS document due for an
 * hour that no sender took is reported (`checks.etims`, decision 0063) but does not take the
 * instance out: the queue is shared by every server, and landlords' rent and payments must go
 * on while KRA's side is mended. Both database
 * checks run at once, each within the time limit, so a hung database answers "not ready"
 * quickly instead of holding the probe.
 */
export async function readiness(
  deps: ReadinessDeps,
  /** Asked after the checks: a shutdown that began meanwhile already counts. */
  shuttingDown: () => boolean,
): Promise<ReadinessReport> {
  const limit = deps.checkTimeoutMs;
  const now = deps.clock().getTime();
  const before = new Date(now - paymentsBehindMs).toISOString();
  const etimsBefore = new Date(now - etimsStuckMs).toISOString();
  const [database, pending, behind, stuck] = await Promise.all([
    withinTime(pingDatabase(deps.db), limit).then(
      () => 'ok' as const,
      () => 'unreachable' as const,
    ),
    withinTime(pendingMigrations(deps.db, deps.migrations, deps.migrationTableSchema), limit).catch(
      () => null,
    ),
    withinTime(confirmationsWaitingSince(deps.db, before), limit).catch(() => null),
    withinTime(etimsQueueStuckSince(deps.db, etimsBefore), limit).catch(() => null),
  ]);
  const payments = behind === null ? 'unknown' : behind ? 'behind' : 'ok';
  const etims = stuck === null ? 'unknown' : stuck ? 'stuck' : 'ok';
  const migrations = pending === null ? 'unknown' : pending.length > 0 ? 'pending' : 'ok';
  const jobs = (deps.jobs?.report() ?? []).map(jobOnWire);
  const closing = shuttingDown();
  const ready =
    !closing &&
    database === 'ok' &&
    migrations === 'ok' &&
    payments === 'ok' &&
    jobs.every((job) => job.status !== 'late');
  return {
    status: ready ? 'ready' : 'not_ready',
    shuttingdown: closing,
    checks: { database, migrations, payments, etims },
    pendingmigrations: pending ?? [],
    jobs,
  };
}

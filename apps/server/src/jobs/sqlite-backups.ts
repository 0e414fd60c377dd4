import { dataDirFiles } from '../db/backups/file-names.js';
import { takeSqliteBackup } from '../db/backups/take-backup.js';
import type { Clock } from '../lib/clock.js';
import type { JobMonitor } from '../lib/job-monitor.js';
import { startPeriodicJob, type StopJob } from './periodic-job.js';

/** The server's own SQLite backups (BACKUP_INTERVAL_HOURS, BACKUP_KEEP). */
export interface BackupSchedule {
  dataDir: string;
  /** 0: no backups by the server. */
  intervalHours: number;
  keep: number;
  /** Told the file each backup wrote. */
  onWritten?: (file: string) => void;
}

const name = 'sqlite-backup';

/**
 * Takes a backup every `intervalHours`, the first one interval after start: a server that
 * restarts often (a deploy, a crash loop) does not churn out copies of one database and push
 * the older, different ones out. Only on SQLite; PostgreSQL has pg_dump. One backup is one
 * unit of work: a shutdown waits for the one under way.
 */
export function startSqliteBackups(deps: {
  schedule: BackupSchedule;
  clock: Clock;
  onError: (error: unknown) => void;
  monitor?: JobMonitor;
}): StopJob {
  const { schedule, clock, monitor } = deps;
  const intervalMs = schedule.intervalHours * 3_600_000;
  if (intervalMs === 0) {
    monitor?.off(name, 0);
    return async () => {};
  }
  const { database, backups } = dataDirFiles(schedule.dataDir);
  return startPeriodicJob(
    {
      name,
      intervalMs,
      runAtStart: false,
      onError: deps.onError,
      run: async () => {
        const file = await takeSqliteBackup({
          sqliteFile: database,
          backupDir: backups,
          keep: schedule.keep,
          now: clock(),
        });
        schedule.onWritten?.(file);
      },
    },
    monitor,
  );
}

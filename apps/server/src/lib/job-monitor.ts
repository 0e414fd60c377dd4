import type { Clock } from './clock.js';

/**
 * What this process knows of its background jobs, kept in memory for readiness: each job's
 * interval and when its last run ended. A job that stops finishing runs (stuck on a request,
 * its timer lost) makes the instance not ready, so a load balancer stops sending to it.
 */

/** A job counts as late after this many intervals without finishing a run... */
const lateAfterIntervals = 3;
/**
 * ...and never sooner than this: the SMS sender looks every second, yet one round of 500
 * messages through a provider takes longer than a few seconds without anything being wrong.
 */
const minimumGraceMs = 60_000;
/** The first run may also wait for the process to start (migrations, other jobs' first runs). */
const startUpGraceMs = 60_000;

export type JobStatus = 'ok' | 'late' | 'off';

export interface JobReport {
  name: string;
  status: JobStatus;
  intervalMs: number;
  /** When the last run ended (whether or not it succeeded); null before the first. */
  lastRunAt: Date | null;
  lastRunFailed: boolean | null;
}

interface JobRecord {
  name: string;
  intervalMs: number;
  off: boolean;
  startedAt: Date;
  lastRunAt: Date | null;
  lastRunFailed: boolean | null;
}

export interface JobMonitor {
  /** A job started its timer. */
  started(name: string, intervalMs: number): void;
  /** A job turned off by configuration: listed, never late. */
  off(name: string, intervalMs: number): void;
  /** A job finished a run. */
  ran(name: string, outcome: { failed: boolean }): void;
  /** Every job in the order they started, with whether it is late now. */
  report(): JobReport[];
}

function statusOf(job: JobRecord, now: Date): JobStatus {
  if (job.off) return 'off';
  const grace = Math.max(lateAfterIntervals * job.intervalMs, minimumGraceMs);
  const since = job.lastRunAt?.getTime() ?? job.startedAt.getTime() + startUpGraceMs;
  return now.getTime() - since > grace ? 'late' : 'ok';
}

export function createJobMonitor(clock: Clock): JobMonitor {
  const jobs = new Map<string, JobRecord>();
  const add = (name: string, intervalMs: number, off: boolean) =>
    jobs.set(name, {
      name,
      intervalMs,
      off,
      startedAt: clock(),
      lastRunAt: null,
      lastRunFailed: null,
    });
  return {
    started: (name, intervalMs) => add(name, intervalMs, false),
    off: (name, intervalMs) => add(name, intervalMs, true),
    ran(name, { failed }) {
      const job = jobs.get(name);
      if (!job) return;
      job.lastRunAt = clock();
      job.lastRunFailed = failed;
    },
    report() {
      const now = clock();
      return [...jobs.values()].map((job) => ({
        name: job.name,
        status: statusOf(job, now),
        intervalMs: job.intervalMs,
        lastRunAt: job.lastRunAt,
        lastRunFailed: job.lastRunFailed,
      }));
    },
  };
}

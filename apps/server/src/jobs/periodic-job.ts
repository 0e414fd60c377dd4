import type { JobMonitor } from '../lib/job-monitor.js';

/**
 * Stops a job: no run starts after it is called, and the promise settles once the run in
 * progress (if any) has finished the unit of work it was doing.
 */
export type StopJob = () => Promise<void>;

export interface PeriodicJob {
  /** The job's name in readiness and in the log (kebab-case: invoice-run, sms-sender...). */
  name: string;
  /** Time from the end of one run to the start of the next: runs never overlap. */
  intervalMs: number;
  /** Runs once at start-up (catching up on what was missed), rather than after an interval. */
  runAtStart: boolean;
  /** With `runAtStart`: how long after start-up that first run begins (0 by default). */
  startUpDelayMs?: number;
  /**
   * One run. It checks `signal` between units of work (a schedule's date, a message, a
   * confirmation) and returns once it is aborted, never leaving a unit half done. Answers
   * true when more work is already waiting, to run again at once.
   */
  run: (signal: AbortSignal) => Promise<boolean | void>;
  /** A run that failed; the job keeps going and tries again at the next run. */
  onError: (error: unknown) => void;
}

/**
 * Starts a job on its timer inside the server process (docs/architecture.md §5), telling the
 * monitor when each run ends. The timer does not keep the process alive.
 */
export function startPeriodicJob(job: PeriodicJob, monitor?: JobMonitor): StopJob {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  monitor?.started(job.name, job.intervalMs);

  const runOnce = async (): Promise<boolean> => {
    let failed = false;
    let again = false;
    try {
      again = (await job.run(stopping.signal)) === true;
    } catch (error) {
      failed = true;
      job.onError(error);
    }
    monitor?.ran(job.name, { failed });
    return again;
  };
  const next = (delayMs: number) => {
    timer = setTimeout(() => {
      running = runOnce().then((again) => {
        running = undefined;
        if (!stopping.signal.aborted) next(again ? 0 : job.intervalMs);
      });
    }, delayMs);
    timer.unref();
  };
  next(job.runAtStart ? (job.startUpDelayMs ?? 0) : job.intervalMs);

  return async () => {
    stopping.abort();
    clearTimeout(timer);
    await running;
  };
}

import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import type { JobMonitor } from '../lib/job-monitor.js';
import type { SendingHours } from '../lib/sending-hours.js';
import { fallBackUndeliveredWhatsapp } from '../modules/sms/index.js';
import { startPeriodicJob, type StopJob } from './periodic-job.js';

const everyMinuteMs = 60_000;

/**
 * WhatsApp's safety net (decision 0061): every minute, a message of a tenant on WhatsApp with
 * SMS that WhatsApp has not delivered within 10 minutes is queued again as an SMS, once (one
 * conditional UPDATE: safe with several server processes); the SMS sender sends it, within
 * the tenants' sending hours (at night it waits for the morning; decision 0068).
 */
export function startWhatsappFallback(
  db: Db,
  clock: Clock,
  sendingHours: SendingHours | undefined,
  log: (error: unknown) => void,
  monitor?: JobMonitor,
): StopJob {
  return startPeriodicJob(
    {
      name: 'whatsapp-fallback',
      intervalMs: everyMinuteMs,
      runAtStart: true,
      onError: log,
      run: async () => {
        await fallBackUndeliveredWhatsapp(db, clock(), sendingHours);
      },
    },
    monitor,
  );
}

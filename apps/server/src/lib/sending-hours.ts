import { nairobiHour } from '@rental/shared/dates';

/** Hours of the day (Nairobi) from `from`:00 up to, not including, `to`:00. */
export interface SendingHours {
  from: number;
  to: number;
}

/** Tenants are texted about money from 08:00 to 17:59 Nairobi time (docs/architecture.md §8). */
export const defaultSendingHours: SendingHours = { from: 8, to: 18 };

export function withinSendingHours(now: Date, hours: SendingHours = defaultSendingHours): boolean {
  const hour = nairobiHour(now);
  return hour >= hours.from && hour < hours.to;
}

/**
 * When a message queued at `now` may go: now within the hours, else the next hour they begin
 * (a notice written at 21:00 goes at 08:00). Checked hour by hour, so it holds across midnight
 * and whatever the hours are.
 */
export function nextSendingTime(now: Date, hours: SendingHours = defaultSendingHours): Date {
  if (withinSendingHours(now, hours)) return now;
  const hour = new Date(now);
  hour.setUTCMinutes(0, 0, 0);
  for (let i = 1; i <= 24; i++) {
    const next = new Date(hour.getTime() + i * 3_600_000);
    if (withinSendingHours(next, hours)) return next;
  }
  return now;
}

import { billingTimeZone } from '@rental/shared/dates';

/** Hours of the day (Nairobi) from `from`:00 up to, not including, `to`:00. */
export interface SendingHours {
  from: number;
  to: number;
}

/** Tenants are texted about money from 08:00 to 17:59 Nairobi time (docs/architecture.md §8). */
export const defaultSendingHours: SendingHours = { from: 8, to: 18 };

const nairobiHour = new Intl.DateTimeFormat('en-GB', {
  hour: 'numeric',
  hourCycle: 'h23',
  timeZone: billingTimeZone,
});

export function withinSendingHours(now: Date, hours: SendingHours = defaultSendingHours): boolean {
  const hour = Number(nairobiHour.format(now));
  return hour >= hours.from && hour < hours.to;
}

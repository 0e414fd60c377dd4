import { nairobiWallClock } from '@rental/shared/dates';

/**
 * A time as typed, on the 24-hour clock, as 'HH:mm': "14:30", "9:05", "9.05" and "1430" are
 * taken; null for anything else (no hour 24, no minute 60). Both languages type it alike.
 */
export function typedTime(text: string): string | null {
  const match = /^(\d{1,2})[:.]?(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** An instant as the form shows it in Nairobi: its day ('YYYY-MM-DD') and time ('HH:mm'). */
export function nairobiDayAndTime(instant: string): { date: string; time: string } {
  const local = nairobiWallClock(new Date(instant)).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/**
 * What PUT /api/repairs/{id} takes as `scheduledfor`: 'YYYY-MM-DDTHH:mm', Nairobi's time, or
 * null when neither is given (the form checks that both are, or neither).
 */
export function scheduledForOf(date: string, time: string): string | null {
  const hhmm = typedTime(time);
  return date && hhmm ? `${date}T${hhmm}` : null;
}

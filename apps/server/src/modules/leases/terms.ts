import { addCalendarMonths, addDays, daysBetween } from '@rental/shared/dates';
import { percentOfCents } from '@rental/shared/percent';
import type { LeasesTable } from '../../db/types.js';

// The lease's calendar and its arithmetic: no database, so the rules are tested alone.

type LeaseTerms = Pick<
  LeasesTable,
  'start_date' | 'end_date' | 'escalation_type' | 'escalation_value'
> & { escalation_tell_days: number };

/** fixed until the end; month-to-month once the end passes unrenewed; open with no end. */
export function leaseStatus(lease: Pick<LeaseTerms, 'end_date'>, today: string) {
  if (lease.end_date === null) return 'open' as const;
  return lease.end_date >= today ? ('fixed' as const) : ('monthtomonth' as const);
}

/** The anniversaries of the start (one year on, two years on, ...) up to `through`. */
export function anniversariesThrough(startDate: string, through: string): string[] {
  const dates: string[] = [];
  for (let years = 1; ; years += 1) {
    const date = addCalendarMonths(startDate, 12 * years);
    if (date > through) return dates;
    dates.push(date);
  }
}

/** The first anniversary after `date`. */
export function nextAnniversary(startDate: string, date: string): string {
  for (let years = 1; ; years += 1) {
    const anniversary = addCalendarMonths(startDate, 12 * years);
    if (anniversary > date) return anniversary;
  }
}

/**
 * The anniversaries whose rise is due to be made by `today`: those on or before today plus
 * the days the tenant is told ahead. A rise is made (and told) once, when it first falls due.
 */
export function anniversariesDue(lease: LeaseTerms, today: string): string[] {
  if (lease.escalation_type === null) return [];
  const horizon = addDays(today, lease.escalation_tell_days);
  return anniversariesThrough(lease.start_date, horizon);
}

/**
 * The rent after one yearly rise: a percentage of the rent (to the whole shilling, as rents
 * are quoted) or a fixed amount added.
 */
export function escalatedCents(
  rentCents: number,
  lease: Pick<LeaseTerms, 'escalation_type' | 'escalation_value'>,
): number {
  const value = lease.escalation_value ?? 0;
  if (lease.escalation_type === 'amount') return rentCents + value;
  const raised = rentCents + percentOfCents(rentCents, value);
  return Math.round(raised / 100) * 100;
}

/** Which reminder an end date calls for today: 30 days ahead, 60, passed, or none yet. */
export function endReminderKind(endDate: string, today: string) {
  const left = daysBetween(today, endDate);
  if (left < 0) return 'lapsed' as const;
  if (left <= 30) return 'expiry30' as const;
  if (left <= 60) return 'expiry60' as const;
  return null;
}

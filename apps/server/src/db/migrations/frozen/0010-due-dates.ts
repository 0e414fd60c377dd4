/**
 * Migration 0010's due-date rule, frozen as packages/shared/src/due-dates.ts and
 * billing-dates.ts had it when 0010 was written (commit 55951e6): existing invoices get the
 * due date of the default rule, the 5th of the month on or after the billing date. A later
 * change to the live rule must not change what 0010 wrote.
 */
export interface DueRule {
  rule: 'day_of_month' | 'days_after';
  days: number;
}

export const defaultDueRule: DueRule = { rule: 'day_of_month', days: 5 };

/** `days` calendar days after a YYYY-MM-DD date. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/** The same day `months` later (YYYY-MM-DD), clamped to the month's last day. */
function addCalendarMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The due date of an invoice billed on `billingDate` under `rule`. */
export function dueDateOf(rule: DueRule, billingDate: string): string {
  if (rule.rule === 'days_after') return addDays(billingDate, rule.days);
  const day = String(rule.days).padStart(2, '0');
  const sameMonth = `${billingDate.slice(0, 8)}${day}`;
  if (sameMonth >= billingDate) return sameMonth;
  return `${addCalendarMonths(`${billingDate.slice(0, 8)}01`, 1).slice(0, 8)}${day}`;
}

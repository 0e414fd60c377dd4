import { addCalendarMonths, addDays } from './dates.js';

/**
 * When an invoice is due (docs/architecture.md §8: due dates are Africa/Nairobi calendar dates).
 * day_of_month: the first such day (1–28, so every month has it) on or after the invoice's
 * billing date; days_after: that many days after the billing date (0 = due at once).
 */
export const dueRules = ['day_of_month', 'days_after'] as const;
export type DueRuleKind = (typeof dueRules)[number];

export interface DueRule {
  rule: DueRuleKind;
  days: number;
}

/** The 5th of the month: a common Kenyan rent due date. */
export const defaultDueRule: DueRule = { rule: 'day_of_month', days: 5 };

export const maxDueDayOfMonth = 28;
export const maxDueDaysAfter = 90;

/** The due date of an invoice billed on `billingDate` under `rule`. */
export function dueDateOf(rule: DueRule, billingDate: string): string {
  if (rule.rule === 'days_after') return addDays(billingDate, rule.days);
  const day = String(rule.days).padStart(2, '0');
  const sameMonth = `${billingDate.slice(0, 8)}${day}`;
  if (sameMonth >= billingDate) return sameMonth;
  return `${addCalendarMonths(`${billingDate.slice(0, 8)}01`, 1).slice(0, 8)}${day}`;
}

import type { DueRule } from '@rental/shared/due-dates';
import type { TFunction } from 'i18next';

/** A schedule's due rule in words: "Day 5 of the month", "7 days after the invoice date". */
export function dueRuleWords(t: TFunction<'invoices'>, { rule, days }: DueRule): string {
  if (rule === 'day_of_month') return t('dueWords.day_of_month', { days });
  if (days === 0) return t('dueWords.sameDay');
  return t('dueWords.days_after', { count: days });
}

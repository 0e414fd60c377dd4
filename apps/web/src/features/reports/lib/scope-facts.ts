import type { TFunction } from 'i18next';
import type { Fact } from '../../../components/fact-list';
import { formatCalendarDate, formatMonth } from '../../../lib/format-date';
import type { PeriodRange, PeriodUnit } from './report-period';
import type { ReportFilters } from './use-report-filters';
import type { ScopeChoices } from './use-scope-choices';

/** The days or months a report covers, in words: "1 Nov 2026 – 30 Nov 2026", "March 2026". */
export function describeRange(range: PeriodRange, unit: PeriodUnit, t: TFunction<'reports'>) {
  if (unit === 'days') {
    return t('scope.days', {
      from: formatCalendarDate(range.from),
      to: formatCalendarDate(range.to),
    });
  }
  if (range.from === range.to) return t('scope.oneMonth', { month: formatMonth(range.from) });
  return t('scope.months', { from: formatMonth(range.from), to: formatMonth(range.to) });
}

/**
 * What a report covers, as label and value: its period (or the day of a report of today),
 * its rentals and, for an agent who chose one, the landlord. Printed at the top of its PDF.
 */
export function scopeFacts(
  filters: ReportFilters,
  choices: Pick<ScopeChoices, 'rentalName' | 'landlordName'>,
  t: TFunction<'reports'>,
): Fact[] {
  const { range, unit, today, rentalid, landlordid } = filters;
  const when: Fact =
    range && unit
      ? [t('scope.period'), describeRange(range, unit, t)]
      : [t('scope.asOf'), formatCalendarDate(today)];
  const rentals = rentalid ? (choices.rentalName ?? rentalid) : t('controls.allRentals');
  return [
    when,
    ...(landlordid ? [[t('scope.landlord'), choices.landlordName ?? landlordid] as const] : []),
    [t('scope.rentals'), rentals],
  ];
}

/**
 * The same in one line, for a phone where the controls are folded: "1 Nov 2026 – 30 Nov 2026
 * · All rentals", "As of today, 5 Dec 2026 · Jua Court".
 */
export function scopeLine(
  filters: ReportFilters,
  choices: Pick<ScopeChoices, 'rentalName' | 'landlordName'>,
  t: TFunction<'reports'>,
): string {
  const [[, when], ...rest] = scopeFacts(filters, choices, t) as [Fact, ...Fact[]];
  const period = filters.range ? when : t('controls.asOf', { date: when });
  return [period, ...rest.map(([, value]) => value)].join(' · ');
}

import { formatKes } from '@rental/shared/money';
import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import type { TFunction } from 'i18next';
import type { Fact } from '../../../components/fact-list';
import { formatLongCalendarDate, formatMonth } from '../../../lib/format-date';

/**
 * The return's figures in the order iTax asks for them: the screen shows them to copy field by
 * field and the PDF prints the same list.
 */
export function mriReturnFacts(report: KraMriReport, t: TFunction<'tax'>): Fact[] {
  return [
    [t('summary.month'), formatMonth(report.month)],
    [t('summary.properties'), String(report.properties.length)],
    [t('summary.gross'), formatKes(report.totalgross)],
    [t('summary.rate'), t('summary.rateValue', { rate: report.rate })],
    [t('summary.tax'), formatKes(report.tax)],
    [t('summary.due'), t('summary.dueBy', { date: formatLongCalendarDate(report.duedate) })],
  ];
}

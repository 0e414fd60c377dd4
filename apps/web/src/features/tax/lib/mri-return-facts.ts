import { formatKes } from '@rental/shared/money';
import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import type { TFunction } from 'i18next';
import type { Fact } from '../../../components/fact-list';
import { formatLongCalendarDate, formatMonth } from '../../../lib/format-date';

/**
 * The return's figures in the order iTax asks for them: the screen shows them to copy field by
 * field and the PDF prints the same list. An agent's return of one landlord names them first,
 * with the KRA PIN it is filed under.
 */
export function mriReturnFacts(report: KraMriReport, t: TFunction<'tax'>): Fact[] {
  const { landlord } = report;
  return [
    ...(landlord
      ? [
          [t('summary.landlord'), landlord.name] as const,
          [t('summary.krapin'), landlord.krapin ?? t('summary.noKrapin')] as const,
        ]
      : []),
    [t('summary.month'), formatMonth(report.month)],
    [t('summary.properties'), String(report.properties.length)],
    [t('summary.gross'), formatKes(report.totalgross)],
    [t('summary.rate'), t('summary.rateValue', { rate: report.rate })],
    [t('summary.tax'), formatKes(report.tax)],
    [t('summary.due'), t('summary.dueBy', { date: formatLongCalendarDate(report.duedate) })],
  ];
}

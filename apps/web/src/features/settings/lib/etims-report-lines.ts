import { formatKesFigure } from '@rental/shared/money';
import type { EtimsReport, EtimsReportRow } from '@rental/shared/schemas/etims';
import type { TFunction } from 'i18next';
import { formatCalendarDate, formatDayTime } from '../../../lib/format-date';
import type { ExportColumn } from '../../../lib/table-export';

/**
 * The monthly eTIMS report's columns, as the CSV writes them: every fact KRA's portal shows
 * of a document, to match line by line. A totals line fills the first column and the figures.
 */
export type ReportLine = Partial<EtimsReportRow> & { label?: string };

type T = TFunction<'settings'>;

export const kindText = (row: Pick<EtimsReportRow, 'kind'>, t: T) =>
  t(`etims.report.kinds.${row.kind}`);

/** "Invoice INV-000012", or "Credit note on invoice INV-000012" (as the Sent to KRA list). */
export const documentTitle = (
  row: Pick<EtimsReportRow, 'kind' | 'number' | 'originalnumber'>,
  t: T,
) =>
  t(`etims.transmissions.kinds.${row.kind}`, {
    number: row.kind === 'refund' ? (row.originalnumber ?? '') : row.number,
  });

export const statusText = (row: Pick<EtimsReportRow, 'status'>, t: T) =>
  t(`etims.transmissions.statuses.${row.status}`);

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const money = (value: number | undefined) => (value === undefined ? '' : formatKesFigure(value));

/** Every column, for the CSV (the PDF leaves out the long ones). */
export function reportColumns(t: T): ExportColumn<ReportLine>[] {
  const inKes = (column: string) => t('etims.report.inKes', { column });
  return [
    {
      header: t('etims.report.columns.date'),
      value: (line) => line.label ?? (line.date ? formatCalendarDate(line.date) : ''),
    },
    { header: t('etims.report.columns.number'), value: (line) => text(line.number) },
    {
      header: t('etims.report.columns.kind'),
      value: (l) => (l.kind ? kindText({ kind: l.kind }, t) : ''),
    },
    { header: t('etims.report.columns.original'), value: (line) => text(line.originalnumber) },
    {
      header: t('etims.report.columns.documentnumber'),
      value: (line) => text(line.documentnumber),
    },
    {
      header: t('etims.report.columns.originaldocumentnumber'),
      value: (line) => text(line.originaldocumentnumber),
    },
    { header: t('etims.report.columns.tenant'), value: (line) => text(line.tenantname) },
    { header: t('etims.report.columns.house'), value: (line) => text(line.housenumber) },
    { header: t('etims.report.columns.rental'), value: (line) => text(line.rentalname) },
    { header: t('etims.report.columns.taxtype'), value: (line) => text(line.taxtype) },
    {
      header: inKes(t('etims.report.columns.taxable')),
      value: (line) => money(line.taxable),
      numeric: true,
    },
    {
      header: inKes(t('etims.report.columns.vat')),
      value: (line) => money(line.vat),
      numeric: true,
    },
    {
      header: inKes(t('etims.report.columns.total')),
      value: (line) => money(line.total),
      numeric: true,
    },
    { header: t('etims.report.columns.controlnumber'), value: (line) => text(line.controlnumber) },
    { header: t('etims.report.columns.signature'), value: (line) => text(line.signature) },
    {
      header: t('etims.report.columns.status'),
      value: (l) => (l.status ? statusText({ status: l.status }, t) : ''),
    },
    {
      header: t('etims.report.columns.sentat'),
      value: (line) => (line.sentat ? formatDayTime(line.sentat) : ''),
    },
  ];
}

/** The PDF's columns: what fits a landscape page, the signature and ids left to the CSV. */
const pdfColumnIndexes = [0, 1, 2, 4, 6, 7, 9, 10, 11, 12, 13, 15];
export function pdfColumns(t: T): ExportColumn<ReportLine>[] {
  const all = reportColumns(t);
  return pdfColumnIndexes.map((index) => all[index]!);
}

/**
 * The totals as lines: what KRA took (overall and per tax type), and what is dated this month
 * but not at KRA yet.
 */
export function totalLines(report: EtimsReport, t: T): ReportLine[] {
  const { sent, waiting } = report.totals;
  return [
    { label: t('etims.report.totalSent', { count: sent.count }), ...figures(sent) },
    ...sent.bytaxtype.map((sums) => ({
      label: t('etims.report.totalTaxType', {
        type: t(`etims.report.taxTypes.${sums.taxtype}`),
        count: sums.count,
      }),
      taxtype: sums.taxtype,
      ...figures(sums),
    })),
    ...(waiting.count > 0
      ? [{ label: t('etims.report.totalWaiting', { count: waiting.count }), ...figures(waiting) }]
      : []),
  ];
}

const figures = (sums: { taxable: number; vat: number; total: number }) => ({
  taxable: sums.taxable,
  vat: sums.vat,
  total: sums.total,
});

import { formatKesFigure } from '@rental/shared/money';
import type { EtimsReport } from '@rental/shared/schemas/etims';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../components/export-buttons';
import { getPayee } from '../../../entities/organization/payee';
import { formatMonth } from '../../../lib/format-date';
import { exportRowsToCsv, exportRowsToPdf } from '../../../lib/table-export';
import { pdfColumns, reportColumns, totalLines } from '../lib/etims-report-lines';

/**
 * The month's eTIMS report as CSV (every row, then the totals lines) and as PDF (the rows
 * without the signature, the totals above them), titled with the month; off while it loads.
 */
export function EtimsReportExport({ report }: { report: EtimsReport | undefined }) {
  const { t } = useTranslation('settings');
  if (!report) {
    return (
      <ExportButtons record={{ what: 'etims-report' }} onCsv={() => 0} onPdf={() => 0} disabled />
    );
  }
  const fileName = t('etims.report.fileName', { month: report.month });
  const title = t('etims.report.documentTitle', { month: formatMonth(report.month) });
  const totals = totalLines(report, t);

  const exportCsv = async () => {
    await exportRowsToCsv(fileName, reportColumns(t), [...report.rows, ...totals]);
    return report.rows.length;
  };

  const exportPdf = async () =>
    exportRowsToPdf(title, fileName, pdfColumns(t), report.rows, {
      issuer: await getPayee(),
      facts: totals.map((line) => [
        line.label ?? '',
        t('etims.report.totalFigures', {
          taxable: formatKesFigure(line.taxable ?? 0),
          vat: formatKesFigure(line.vat ?? 0),
          total: formatKesFigure(line.total ?? 0),
        }),
      ]),
      notes: [t('etims.report.note')],
    });

  return <ExportButtons record={{ what: 'etims-report' }} onCsv={exportCsv} onPdf={exportPdf} />;
}

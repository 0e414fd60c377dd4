import type { RepairCostRow, RepairsReport } from '@rental/shared/schemas/repair-reports';
import { useTranslation } from 'react-i18next';
import type { Fact } from '../../../components/fact-list';
import { ExportButtons } from '../../../components/export-buttons';
import { getPayee } from '../../../entities/organization/payee';
import { formatMonth } from '../../../lib/format-date';
import { exportRowsToCsv, exportRowsToPdf, type ExportColumn } from '../../../lib/table-export';
import type { PeriodRange } from '../lib/report-period';

/**
 * The repair costs (off while they load) as CSV and PDF: a row per rental and month with the
 * totals row; the open repairs by age go in the PDF's facts.
 */
export function RepairsExportButtons({
  report,
  scope,
  range,
}: {
  report: RepairsReport | undefined;
  scope: readonly Fact[];
  range: PeriodRange;
}) {
  const { t } = useTranslation('reports');
  const column = (name: string) => t(`repairs.columns.${name}`);
  const kes = (name: 'repairs' | 'chargedtotenants' | 'otherexpenses' | 'totalexpenses') => ({
    header: t('inKes', { column: column(name) }),
    kes: (row: RepairCostRow) => row[name],
  });
  const columns: ExportColumn<RepairCostRow>[] = [
    { header: column('month'), value: (row) => formatMonth(row.month) },
    { header: column('rental'), value: (row) => row.rentalname },
    {
      header: column('repaircount'),
      value: (row) => String(row.repaircount),
      numeric: true,
      total: report ? String(report.costs.reduce((sum, row) => sum + row.repaircount, 0)) : '',
    },
    kes('repairs'),
    kes('chargedtotenants'),
    kes('otherexpenses'),
    kes('totalexpenses'),
  ];
  const rows = report?.costs ?? [];
  const fileName = t('repairs.fileName', { ...range });
  const ages: Fact[] = report
    ? [
        [t('repairs.age.under7'), String(report.openbyage.under7)],
        [t('repairs.age.days7to30'), String(report.openbyage.days7to30)],
        [t('repairs.age.over30'), String(report.openbyage.over30)],
      ]
    : [];

  return (
    <ExportButtons
      record={{ what: 'repairs' }}
      disabled={rows.length === 0}
      onCsv={() => exportRowsToCsv(fileName, columns, rows, { totals: true })}
      onPdf={async () =>
        exportRowsToPdf(t('repairs.exportTitle'), fileName, columns, rows, {
          issuer: await getPayee(),
          facts: [...scope, ...ages],
        })
      }
    />
  );
}

import type { Collections } from '@rental/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import type { Fact } from '../../../components/fact-list';
import { ExportButtons } from '../../../components/export-buttons';
import { formatMonth } from '../../../lib/format-date';
import { getPayee } from '../../../entities/organization/payee';
import { exportRowsToCsv, exportRowsToPdf, type ExportColumn } from '../../../lib/table-export';
import { collectionRows, type CollectionRow } from '../lib/collection-rows';
import type { PeriodRange } from '../lib/report-period';
import { useRateText } from '../lib/use-rate-text';

/**
 * Collections (off while they load) as CSV and PDF: a row per month and rental (per month for
 * one rental) and the totals row, whose rate is the period's.
 */
export function CollectionsExportButtons({
  report,
  scope,
  range,
}: {
  report: Collections | undefined;
  scope: readonly Fact[];
  range: PeriodRange;
}) {
  const { t } = useTranslation('reports');
  const rate = useRateText();
  const column = (name: string) => t(`collections.columns.${name}`);
  const columns: ExportColumn<CollectionRow>[] = [
    { header: column('month'), value: (row) => formatMonth(row.month) },
    { header: column('rental'), value: (row) => row.rentalname },
    { header: t('inKes', { column: column('invoiced') }), kes: (row) => row.invoiced },
    { header: t('inKes', { column: column('collected') }), kes: (row) => row.collected },
    {
      header: column('rate'),
      value: (row) => rate(row.rate),
      numeric: true,
      total: report ? rate(report.totals.rate) : '',
    },
    {
      header: t('inKes', { column: column('keptfromdeposits') }),
      kes: (row) => row.keptfromdeposits,
    },
  ];
  const rows = report ? collectionRows(report) : [];
  const fileName = t('collections.fileName', { ...range });

  return (
    <ExportButtons
      record={{ what: 'collections' }}
      disabled={rows.length === 0}
      onCsv={() => exportRowsToCsv(fileName, columns, rows, { totals: true })}
      onPdf={async () =>
        exportRowsToPdf(t('collections.exportTitle'), fileName, columns, rows, {
          issuer: await getPayee(),
          facts: scope,
        })
      }
    />
  );
}

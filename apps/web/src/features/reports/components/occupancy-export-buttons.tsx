import type { Occupancy } from '@rental/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import type { Fact } from '../../../components/fact-list';
import { ExportButtons } from '../../../components/export-buttons';
import { formatShortMonth } from '../../../lib/format-date';
import { getPayee } from '../../../entities/organization/payee';
import { exportRowsToCsv, exportRowsToPdf, type ExportColumn } from '../../../lib/table-export';
import { formatPercent } from '../../../lib/format-percent';

type Rental = Occupancy['rentals'][number];

/**
 * Occupancy (off while it loads) as CSV and PDF: a row per rental and the totals row (its
 * vacancy rate the report's own, not a sum); the PDF adds the 12 months in words.
 */
export function OccupancyExportButtons({
  report,
  scope,
  today,
}: {
  report: Occupancy | undefined;
  scope: readonly Fact[];
  today: string;
}) {
  const { t } = useTranslation('reports');
  const column = (name: string) => t(`occupancy.columns.${name}`);
  const count = (name: 'units' | 'occupied' | 'vacant'): ExportColumn<Rental> => ({
    header: column(name),
    value: (rental) => String(rental[name]),
    numeric: true,
    total: report ? String(report.totals[name]) : '',
  });
  const columns: ExportColumn<Rental>[] = [
    { header: column('rental'), value: (rental) => rental.rentalname },
    count('units'),
    count('occupied'),
    count('vacant'),
    {
      header: column('vacancyrate'),
      value: (rental) => formatPercent(rental.vacancyrate),
      numeric: true,
      total: report ? formatPercent(report.totals.vacancyrate) : '',
    },
    { header: t('inKes', { column: column('vacancyloss') }), kes: (rental) => rental.vacancyloss },
  ];
  const rentals = report?.rentals ?? [];
  const fileName = t('occupancy.fileName', { date: today });
  const trend = (report?.trend ?? [])
    .map((month) => `${formatShortMonth(month.month)} ${formatPercent(month.occupancyrate)}`)
    .join(', ');

  return (
    <ExportButtons
      record={{ what: 'occupancy' }}
      disabled={rentals.length === 0}
      onCsv={() => exportRowsToCsv(fileName, columns, rentals, { totals: true })}
      onPdf={async () =>
        exportRowsToPdf(t('occupancy.exportTitle'), fileName, columns, rentals, {
          issuer: await getPayee(),
          facts: scope,
          notes: [t('occupancy.exportTrend', { months: trend })],
        })
      }
    />
  );
}

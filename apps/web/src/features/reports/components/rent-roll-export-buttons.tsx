import type { RentRoll, RentRollUnit } from '@rental/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import type { Fact } from '../../../components/fact-list';
import { ExportButtons } from '../../../components/export-buttons';
import { formatCalendarDate } from '../../../lib/format-date';
import { getPayee } from '../../../entities/organization/payee';
import { exportRowsToCsv, exportRowsToPdf, type ExportColumn } from '../../../lib/table-export';
import { roomTypeLabel } from '../../../lib/type-labels';

/**
 * The rent roll (off while it loads) as CSV and PDF: a row per unit, a vacant one saying so in
 * the tenant column, and the totals row; the PDF headed by what it covers and whose it is.
 */
export function RentRollExportButtons({
  report,
  scope,
  today,
}: {
  report: RentRoll | undefined;
  scope: readonly Fact[];
  today: string;
}) {
  const { t } = useTranslation('reports');
  const units = report?.units ?? [];
  const column = (name: string) => t(`rentRoll.columns.${name}`);
  const kes = (name: string) => t('inKes', { column: column(name) });
  const occupied = (unit: RentRollUnit) => unit.status === 'occupied';
  const columns: ExportColumn<RentRollUnit>[] = [
    { header: column('rental'), value: (unit) => unit.rentalname },
    { header: column('house'), value: (unit) => unit.housenumber ?? '' },
    { header: column('roomtype'), value: (unit) => roomTypeLabel(t, unit.roomtype) },
    {
      header: column('tenant'),
      value: (unit) => unit.tenantname ?? t('rentRoll.vacant'),
      total: t('rentRoll.units', { count: units.length }),
    },
    { header: kes('monthlyrent'), kes: (unit) => unit.monthlyrent },
    { header: kes('depositheld'), kes: (unit) => (occupied(unit) ? unit.depositheld : 0) },
    { header: kes('balance'), kes: (unit) => (occupied(unit) ? unit.balance : 0) },
    {
      header: column('moveindate'),
      value: (unit) => (unit.moveindate ? formatCalendarDate(unit.moveindate) : ''),
    },
  ];
  const fileName = t('rentRoll.fileName', { date: today });

  return (
    <ExportButtons
      record={{ what: 'rent-roll' }}
      disabled={units.length === 0}
      onCsv={() => exportRowsToCsv(fileName, columns, units, { totals: true })}
      onPdf={async () =>
        exportRowsToPdf(t('rentRoll.exportTitle'), fileName, columns, units, {
          issuer: await getPayee(),
          facts: scope,
        })
      }
    />
  );
}

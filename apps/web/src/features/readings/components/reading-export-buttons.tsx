import { todayInNairobi } from '@rental/shared/dates';
import type { Reading } from '@rental/shared/schemas/readings';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../components/export-buttons';
import { exportRowsToCsv, exportRowsToPdf, type ExportColumn } from '../../../lib/table-export';
import { formatDay } from '../../../lib/format-date';
import { formatUnits } from '../../../lib/format-reading';

/** CSV and PDF of the readings the list shows (after its search), newest first. */
export function ReadingExportButtons({ readings }: { readings: readonly Reading[] }) {
  const { t } = useTranslation('readings');
  const columns: ExportColumn<Reading>[] = [
    { header: t('columns.housenumber'), value: (row) => row.housenumber },
    { header: t('columns.tenantname'), value: (row) => row.readingdata.tenantname },
    { header: t('columns.meternumber'), value: (row) => row.meternumber },
    {
      header: t('columns.readingdate'),
      value: (row) => formatDay(row.readingdata.readingdate),
    },
    { header: t('columns.previousreading'), value: (row) => formatUnits(row.previousreading) },
    {
      header: t('columns.meterreading'),
      value: (row) => formatUnits(row.readingdata.meterreading),
    },
    { header: t('columns.waterusage'), value: (row) => formatUnits(row.readingdata.waterusage) },
    // Amounts export as plain numbers, so the header names the currency.
    { header: t('columns.costKes'), kes: (row) => row.readingdata.currentcost },
  ];
  const fileName = `water-readings-${todayInNairobi()}`;
  return (
    <ExportButtons
      record={{ what: 'readings' }}
      disabled={readings.length === 0}
      onCsv={() => exportRowsToCsv(fileName, columns, readings)}
      onPdf={() => exportRowsToPdf(t('list.title'), fileName, columns, readings)}
    />
  );
}

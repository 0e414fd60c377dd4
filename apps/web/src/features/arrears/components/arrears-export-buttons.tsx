import { todayInNairobi } from '@rental/shared/dates';
import type { ArrearsTenant } from '@rental/shared/schemas/arrears';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../components/export-buttons';
import { exportRowsToCsv, exportRowsToPdf, type ExportColumn } from '../../../lib/table-export';
import { bucketKeys } from '../lib/arrears-rows';

/** CSV and PDF of the arrears the screen shows (after its search and rental filter). */
export function ArrearsExportButtons({ tenants }: { tenants: readonly ArrearsTenant[] }) {
  const { t } = useTranslation('arrears');
  const columns: ExportColumn<ArrearsTenant>[] = [
    { header: t('columns.tenant'), value: (row) => row.name },
    { header: t('columns.house'), value: (row) => row.housenumber },
    { header: t('columns.rental'), value: (row) => row.rentalname },
    { header: t('columns.phone'), value: (row) => row.phonenumber },
    { header: `${t('columns.balance')} (KES)`, kes: (row) => row.balance },
    { header: `${t('columns.overdue')} (KES)`, kes: (row) => row.overdue },
    ...bucketKeys.map((key): ExportColumn<ArrearsTenant> => ({
      header: `${t(`columns.${key}`)} (KES)`,
      kes: (row) => row.buckets[key],
    })),
    { header: t('columns.overduesince'), value: (row) => row.overduesince ?? '' },
    { header: t('columns.oldestdue'), value: (row) => row.oldestdue },
  ];
  const fileName = `arrears-${todayInNairobi()}`;
  return (
    <ExportButtons
      record={{ what: 'arrears' }}
      disabled={tenants.length === 0}
      onCsv={() => exportRowsToCsv(fileName, columns, tenants)}
      onPdf={() => exportRowsToPdf(t('title'), fileName, columns, tenants)}
    />
  );
}

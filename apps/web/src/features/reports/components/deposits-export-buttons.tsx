import { todayInNairobi } from '@rental/shared/dates';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../components/export-buttons';
import { exportRowsToCsv, exportRowsToPdf, type ExportColumn } from '../../../lib/table-export';
import type { DepositRow } from '../lib/deposit-rows';

/** CSV and PDF of the deposits held, one row per tenant. */
export function DepositsExportButtons({ rows }: { rows: readonly DepositRow[] }) {
  const { t } = useTranslation('reports');
  const columns: ExportColumn<DepositRow>[] = [
    { header: t('deposits.columns.tenant'), value: (row) => row.name },
    { header: t('deposits.columns.house'), value: (row) => row.housenumber },
    { header: t('deposits.columns.rental'), value: (row) => row.rentalname },
    { header: t('deposits.columns.status'), value: (row) => t(`deposits.statuses.${row.status}`) },
    { header: `${t('deposits.columns.held')} (KES)`, kes: (row) => row.held },
  ];
  const fileName = `deposits-${todayInNairobi()}`;
  return (
    <ExportButtons
      record={{ what: 'deposits' }}
      disabled={rows.length === 0}
      onCsv={() => exportRowsToCsv(fileName, columns, rows)}
      onPdf={() => exportRowsToPdf(t('deposits.title'), fileName, columns, rows)}
    />
  );
}

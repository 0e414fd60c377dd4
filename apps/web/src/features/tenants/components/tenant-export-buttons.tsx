import { todayInNairobi } from '@rental/shared/dates';
import type { Tenant } from '@rental/shared/schemas/tenants';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../components/export-buttons';
import { exportRowsToCsv, exportRowsToPdf, type ExportColumn } from '../../../lib/table-export';
import { roomTypeLabel } from '../../../lib/type-labels';

/**
 * CSV and PDF of the tenants the list shows (after its search): current tenants with the day
 * they moved in, former ones with the day they moved out as well.
 */
export function TenantExportButtons({
  tenants,
  former = false,
}: {
  tenants: readonly Tenant[];
  former?: boolean;
}) {
  const { t } = useTranslation('tenants');
  const columns: ExportColumn<Tenant>[] = [
    { header: t('columns.firstname'), value: (row) => row.tenantdata.firstname },
    { header: t('columns.lastname'), value: (row) => row.tenantdata.lastname },
    // A business tenant's name and whom to ask for there: empty for a person.
    { header: t('columns.businessname'), value: (row) => row.tenantdata.businessname ?? '' },
    { header: t('columns.contactperson'), value: (row) => row.tenantdata.contactperson ?? '' },
    { header: t('columns.phonenumber'), value: (row) => row.tenantdata.phonenumber },
    { header: t('columns.rentalname'), value: (row) => row.rentalname },
    { header: t('columns.roomtype'), value: (row) => roomTypeLabel(t, row.roomtype) },
    { header: t('columns.housenumber'), value: (row) => row.tenantdata.housenumber },
    { header: t('columns.meternumber'), value: (row) => row.tenantdata.meternumber },
    {
      header: `${t('columns.balance')} (KES)`,
      kes: (row) => row.tenantdata.balance ?? 0,
    },
    {
      header: `${t('columns.openingrentbalance')} (KES)`,
      kes: (row) => row.tenantdata.openingrentbalance ?? 0,
    },
    {
      header: `${t('columns.openingwaterbalance')} (KES)`,
      kes: (row) => row.tenantdata.openingwaterbalance ?? 0,
    },
    { header: t('columns.moveindate'), value: (row) => row.tenantdata.moveindate ?? '' },
    ...(former
      ? [
          {
            header: t('columns.moveoutdate'),
            value: (row: Tenant) => row.tenantdata.moveoutdate ?? '',
          },
        ]
      : []),
  ];
  const fileName = `${former ? 'former-tenants' : 'tenants'}-${todayInNairobi()}`;
  return (
    <ExportButtons
      record={{ what: 'tenants' }}
      disabled={tenants.length === 0}
      onCsv={() => exportRowsToCsv(fileName, columns, tenants)}
      onPdf={() =>
        exportRowsToPdf(t(former ? 'list.formerTitle' : 'list.title'), fileName, columns, tenants)
      }
    />
  );
}

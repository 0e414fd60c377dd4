import { formatKesFigure } from '@rental/shared/money';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DepositsReport } from '@rental/shared/schemas/tenancy';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupHeaderRow } from '../../../components/group-header-row';
import { TenantLink } from '../../../components/tenant-link';
import { TotalFooter } from '../../../components/total-footer';

function Amount({ kes, strong = false }: { kes: number; strong?: boolean }) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: strong ? 600 : undefined }}>
      {formatKesFigure(kes)}
    </TableCell>
  );
}

/** Tablets and wider: the tenants by rental, each rental's subtotal, and the total held. */
export function DepositsTable({ report }: { report: DepositsReport }) {
  const { t } = useTranslation('reports');
  const several = report.rentals.length > 1;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('deposits.listLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('deposits.columns.tenant')}</TableCell>
            <TableCell>{t('deposits.columns.house')}</TableCell>
            <TableCell>{t('deposits.columns.status')}</TableCell>
            <TableCell align="right">
              {t('deposits.inKes', { column: t('deposits.columns.held') })}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rentals.map((rental) => (
            <Fragment key={rental.rentalid}>
              <GroupHeaderRow label={rental.rentalname} colSpan={4} />
              {rental.tenants.map((tenant) => (
                <TableRow key={tenant.tenantid} hover>
                  <TableCell component="th" scope="row">
                    <TenantLink
                      tenantId={tenant.tenantid}
                      name={tenant.name}
                      label={t('deposits.statement', { name: tenant.name })}
                    />
                  </TableCell>
                  <TableCell>{tenant.housenumber}</TableCell>
                  <TableCell>
                    {tenant.status === 'former' ? (
                      <Chip size="small" label={t('deposits.statuses.former')} />
                    ) : (
                      t('deposits.statuses.current')
                    )}
                  </TableCell>
                  <Amount kes={tenant.held} />
                </TableRow>
              ))}
              {several && (
                <TableRow>
                  <TableCell component="th" scope="row" colSpan={3}>
                    {t('deposits.subtotal', { rental: rental.rentalname })}
                  </TableCell>
                  <Amount kes={rental.held} strong />
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
        <TotalFooter label={t('deposits.total')} labelColSpan={3}>
          <Amount kes={report.totalheld} strong />
        </TotalFooter>
      </Table>
    </TableContainer>
  );
}

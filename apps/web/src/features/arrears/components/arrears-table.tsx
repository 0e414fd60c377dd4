import { formatKesFigure } from '@rental/shared/money';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ArrearsTotals } from '@rental/shared/schemas/arrears';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupHeaderRow } from '../../../components/group-header-row';
import { TenantLink } from '../../../components/tenant-link';
import { TotalFooter } from '../../../components/total-footer';
import { formatCalendarDate } from '../../../lib/format-date';
import { bucketKeys, type RentalGroup } from '../lib/arrears-rows';

/**
 * Amounts right-aligned, a zero bucket as a dash so what is owed stands out. The headings say
 * the currency once, so the cells fit nine columns on a laptop. Only overdue money is red.
 */
function Amount({
  kes,
  strong = false,
  overdue = false,
}: {
  kes: number;
  strong?: boolean;
  overdue?: boolean;
}) {
  return (
    <TableCell
      align="right"
      sx={{
        whiteSpace: 'nowrap',
        fontWeight: strong ? 600 : undefined,
        color: overdue && kes > 0 ? 'error.main' : undefined,
      }}
    >
      {kes === 0 ? '—' : formatKesFigure(kes)}
    </TableCell>
  );
}

function SumCells({ sum }: { sum: ArrearsTotals }) {
  return (
    <>
      <Amount kes={sum.balance} strong />
      <Amount kes={sum.overdue} strong overdue />
      {bucketKeys.map((key) => (
        <Amount key={key} kes={sum[key]} strong />
      ))}
      <TableCell />
    </>
  );
}

/** Tablets and wider: one row per tenant, grouped by rental with subtotals, and the totals. */
export function ArrearsTable({
  groups,
  totals,
}: {
  groups: readonly RentalGroup[];
  totals: ArrearsTotals;
}) {
  const { t } = useTranslation('arrears');
  return (
    <TableContainer>
      {/* Tight side padding: nine columns fit a 1366 px laptop beside the sidebar. */}
      <Table
        size="small"
        aria-label={t('listLabel')}
        sx={{
          '& .MuiTableCell-root': { px: 1 },
          '& .MuiTableCell-root:first-of-type': { pl: 2 },
          '& .MuiTableCell-root:last-of-type': { pr: 2 },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.tenant')}</TableCell>
            <TableCell align="right">{t('inKes', { column: t('columns.balance') })}</TableCell>
            <TableCell align="right">{t('columns.overdue')}</TableCell>
            {bucketKeys.map((key) => (
              <TableCell key={key} align="right">
                {t(`columns.${key}`)}
              </TableCell>
            ))}
            <TableCell>{t('columns.overduesince')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <Fragment key={group.rentalid}>
              <GroupHeaderRow label={group.rentalname} colSpan={9} />
              {group.tenants.map((row) => (
                <TableRow key={row.tenantid} hover>
                  <TableCell component="th" scope="row">
                    <TenantLink
                      tenantId={row.tenantid}
                      name={row.name}
                      label={t('statement', { name: row.name })}
                      // The name on its own line above the house (TenantLink is inline from sm).
                      sx={{ display: { xs: 'block', sm: 'block' }, whiteSpace: 'nowrap' }}
                    />
                    <Typography variant="body2" color="text.secondary" component="span">
                      {t('houseAndPhone', { house: row.housenumber, phone: row.phonenumber })}
                    </Typography>
                  </TableCell>
                  <Amount kes={row.balance} strong />
                  <Amount kes={row.overdue} strong overdue />
                  {bucketKeys.map((key) => (
                    <Amount key={key} kes={row.buckets[key]} />
                  ))}
                  {/* Only a date already past is "overdue since"; never a future one. */}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.overduesince ? formatCalendarDate(row.overduesince) : '—'}
                  </TableCell>
                </TableRow>
              ))}
              {groups.length > 1 && (
                <TableRow>
                  <TableCell component="th" scope="row">
                    {t('subtotal', { rental: group.rentalname })}
                  </TableCell>
                  <SumCells sum={group.subtotal} />
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
        <TotalFooter label={t('total')}>
          <SumCells sum={totals} />
        </TotalFooter>
      </Table>
    </TableContainer>
  );
}

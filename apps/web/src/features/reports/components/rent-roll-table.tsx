import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatKesFigure } from '@rental/shared/money';
import type { RentRollUnit } from '@rental/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { ScrollBox } from '../../../components/scroll-box';
import { TenantLink } from '../../../components/tenant-link';
import { TotalFooter } from '../../../components/total-footer';
import { formatCalendarDate } from '../../../lib/format-date';
import type { RentRollTotals } from '../lib/rent-roll-totals';
import { VacantChip } from './vacant-chip';
import { formatBalanceFigure } from '../../../lib/format-balance';
import { roomTypeLabel } from '../../../lib/type-labels';

const amountSx = { whiteSpace: 'nowrap' } as const;
const none = '—';

function Amount({
  kes,
  strong = false,
  balance = false,
}: {
  kes: number | null;
  strong?: boolean;
  /** A balance: a credit is said in words, not as a minus. */
  balance?: boolean;
}) {
  const figure = balance ? formatBalanceFigure : formatKesFigure;
  return (
    <TableCell align="right" sx={{ ...amountSx, fontWeight: strong ? 700 : undefined }}>
      {kes === null ? none : figure(kes)}
    </TableCell>
  );
}

/**
 * Tablets and wider: a row per unit in the API's order (rental, then room type, tenants
 * before the free units), vacant rows shaded and marked, and the totals in the footer.
 */
export function RentRollTable({
  units,
  totals,
}: {
  units: readonly RentRollUnit[];
  totals: RentRollTotals;
}) {
  const { t } = useTranslation('reports');
  const kes = (column: string) => t('inKes', { column: t(`rentRoll.columns.${column}`) });
  return (
    <ScrollBox label={t('rentRoll.label')}>
      <Table size="small" aria-label={t('rentRoll.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('rentRoll.columns.rental')}</TableCell>
            <TableCell>{t('rentRoll.columns.house')}</TableCell>
            <TableCell>{t('rentRoll.columns.roomtype')}</TableCell>
            <TableCell>{t('rentRoll.columns.tenant')}</TableCell>
            <TableCell align="right">{kes('monthlyrent')}</TableCell>
            <TableCell align="right">{kes('depositheld')}</TableCell>
            <TableCell align="right">{kes('balance')}</TableCell>
            <TableCell>{t('rentRoll.columns.moveindate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {units.map((unit, index) => {
            const vacant = unit.status === 'vacant';
            return (
              <TableRow
                key={unit.tenantid ?? `${unit.rentalid}-${unit.roomtype}-${index}`}
                sx={vacant ? { bgcolor: 'action.hover' } : undefined}
              >
                <TableCell>{unit.rentalname}</TableCell>
                <TableCell>{unit.housenumber ?? none}</TableCell>
                <TableCell>{roomTypeLabel(t, unit.roomtype)}</TableCell>
                <TableCell component="th" scope="row">
                  {unit.tenantid && unit.tenantname ? (
                    <TenantLink
                      tenantId={unit.tenantid}
                      name={unit.tenantname}
                      label={t('rentRoll.statement', { name: unit.tenantname })}
                    />
                  ) : (
                    <VacantChip />
                  )}
                </TableCell>
                <Amount kes={unit.monthlyrent} />
                <Amount kes={vacant ? null : unit.depositheld} />
                <Amount kes={vacant ? null : unit.balance} balance />
                <TableCell sx={amountSx}>
                  {unit.moveindate ? formatCalendarDate(unit.moveindate) : none}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TotalFooter
          label={`${t('rentRoll.total')} · ${t('rentRoll.units', { count: totals.units })}`}
          labelColSpan={4}
        >
          <Amount kes={totals.rent} strong />
          <Amount kes={totals.deposits} strong />
          <Amount kes={totals.balance} strong balance />
          <TableCell />
        </TotalFooter>
      </Table>
    </ScrollBox>
  );
}

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatKesFigure } from '@rental/shared/money';
import type { RepairCostRow, RepairsReport } from '@rental/shared/schemas/repair-reports';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { CardList, CardListItem } from '../../../components/card-list';
import { ScrollBox } from '../../../components/scroll-box';
import { TotalFooter } from '../../../components/total-footer';
import { formatMonth } from '../../../lib/format-date';
import { unbrokenKes } from '../lib/unbroken-kes';

const figures = ['repairs', 'chargedtotenants', 'otherexpenses', 'totalexpenses'] as const;

function FigureCells({
  row,
  strong = false,
}: {
  row: Pick<RepairCostRow, (typeof figures)[number]>;
  strong?: boolean;
}) {
  const cell = {
    align: 'right',
    sx: { whiteSpace: 'nowrap', fontWeight: strong ? 700 : undefined },
  } as const;
  return (
    <>
      {figures.map((name) => (
        <TableCell key={name} {...cell}>
          {formatKesFigure(row[name])}
        </TableCell>
      ))}
    </>
  );
}

/**
 * Tablets and wider: a row per rental and month (newest month first), what repairs cost the
 * landlord, what was charged to tenants, the other expenses and all of them; totals below.
 */
export function RepairCostsTable({ report }: { report: RepairsReport }) {
  const { t } = useTranslation('reports');
  const column = (name: string) => t(`repairs.columns.${name}`);
  return (
    <ScrollBox label={t('repairs.costs.label')}>
      <Table size="small" aria-label={t('repairs.costs.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{column('month')}</TableCell>
            <TableCell>{column('rental')}</TableCell>
            {figures.map((name) => (
              <TableCell key={name} align="right">
                {t('inKes', { column: column(name) })}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.costs.map((row) => (
            <TableRow key={`${row.month}-${row.rentalid}`}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {formatMonth(row.month)}
              </TableCell>
              <TableCell>{row.rentalname}</TableCell>
              <FigureCells row={row} />
            </TableRow>
          ))}
        </TableBody>
        <TotalFooter label={t('repairs.costs.total')} labelColSpan={2}>
          <FigureCells row={report.totals} strong />
        </TotalFooter>
      </Table>
    </ScrollBox>
  );
}

/** Phones, and an empty list: a card per rental and month. */
export function RepairCostsCards({ rows }: { rows: readonly RepairCostRow[] }) {
  const { t } = useTranslation('reports');
  return (
    <CardList label={t('repairs.costs.label')} emptyText={t('repairs.costs.empty')}>
      {rows.map((row) => (
        <CardListItem key={`${row.month}-${row.rentalid}`} sx={{ display: 'grid', gap: 0.5 }}>
          <CardHeadline
            title={`${formatMonth(row.month)} · ${row.rentalname}`}
            aside={unbrokenKes(row.totalexpenses)}
          />
          <Typography variant="body2" color="text.secondary">
            {t('repairs.cardCosts', {
              repairs: unbrokenKes(row.repairs),
              other: unbrokenKes(row.otherexpenses),
            })}
          </Typography>
          {row.chargedtotenants > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('repairs.cardCharged', { amount: unbrokenKes(row.chargedtotenants) })}
            </Typography>
          )}
        </CardListItem>
      ))}
    </CardList>
  );
}

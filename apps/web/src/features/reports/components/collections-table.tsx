import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatKesFigure } from '@rental/shared/money';
import type { Collections } from '@rental/shared/schemas/reports';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollBox } from '../../../components/scroll-box';
import { TotalFooter } from '../../../components/total-footer';
import { formatMonth } from '../../../lib/format-date';
import {
  coversSeveralRentals,
  rentalsWithMoney,
  type CollectionFigures,
} from '../lib/collection-rows';
import { useRateText } from '../lib/use-rate-text';

function FigureCells({
  figures,
  strong = false,
}: {
  figures: CollectionFigures;
  strong?: boolean;
}) {
  const rate = useRateText();
  const cell = {
    align: 'right',
    sx: { whiteSpace: 'nowrap', fontWeight: strong ? 700 : undefined },
  } as const;
  return (
    <>
      <TableCell {...cell}>{formatKesFigure(figures.invoiced)}</TableCell>
      <TableCell {...cell}>{formatKesFigure(figures.collected)}</TableCell>
      <TableCell {...cell}>{rate(figures.rate)}</TableCell>
      <TableCell {...cell}>{formatKesFigure(figures.keptfromdeposits)}</TableCell>
    </>
  );
}

/**
 * Tablets and wider: a row per month, and under it (when the report covers several rentals)
 * a row per rental that had money that month; the period's totals in the footer.
 */
export function CollectionsTable({ report }: { report: Collections }) {
  const { t } = useTranslation('reports');
  const several = coversSeveralRentals(report);
  const column = (name: string) => t(`collections.columns.${name}`);
  return (
    <ScrollBox label={t('collections.label')}>
      <Table size="small" aria-label={t('collections.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{several ? column('monthRental') : column('month')}</TableCell>
            <TableCell align="right">{t('inKes', { column: column('invoiced') })}</TableCell>
            <TableCell align="right">{t('inKes', { column: column('collected') })}</TableCell>
            <TableCell align="right">{column('rate')}</TableCell>
            <TableCell align="right">
              {t('inKes', { column: column('keptfromdeposits') })}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.months.map((month) => (
            <Fragment key={month.month}>
              <TableRow sx={several ? { bgcolor: 'action.hover' } : undefined}>
                <TableCell
                  component="th"
                  scope={several ? 'rowgroup' : 'row'}
                  sx={{ fontWeight: several ? 600 : undefined, whiteSpace: 'nowrap' }}
                >
                  {formatMonth(month.month)}
                </TableCell>
                <FigureCells figures={month} strong={several} />
              </TableRow>
              {several &&
                rentalsWithMoney(month).map((rental) => (
                  <TableRow key={rental.rentalid}>
                    <TableCell component="th" scope="row" sx={{ pl: 4 }}>
                      {rental.rentalname}
                    </TableCell>
                    <FigureCells figures={rental} />
                  </TableRow>
                ))}
            </Fragment>
          ))}
        </TableBody>
        <TotalFooter label={t('collections.total')}>
          <FigureCells figures={report.totals} strong />
        </TotalFooter>
      </Table>
    </ScrollBox>
  );
}

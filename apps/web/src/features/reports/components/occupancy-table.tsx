import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatKesFigure } from '@rental/shared/money';
import type { Occupancy } from '@rental/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { ScrollBox } from '../../../components/scroll-box';
import { TotalFooter } from '../../../components/total-footer';
import { formatPercent } from '../../../lib/format-percent';

type Figures = Occupancy['totals'];

/** A rental's (or the total's) figures, right-aligned so they line up by their digits. */
function FigureCells({ figures, strong = false }: { figures: Figures; strong?: boolean }) {
  const cell = {
    align: 'right',
    sx: { whiteSpace: 'nowrap', fontWeight: strong ? 700 : undefined },
  } as const;
  return (
    <>
      <TableCell {...cell}>{figures.units}</TableCell>
      <TableCell {...cell}>{figures.occupied}</TableCell>
      <TableCell {...cell}>{figures.vacant}</TableCell>
      <TableCell {...cell}>{formatPercent(figures.vacancyrate)}</TableCell>
      <TableCell {...cell}>{formatKesFigure(figures.vacancyloss)}</TableCell>
    </>
  );
}

/** Tablets and wider: a row per rental with its units, vacancies and loss, and the totals. */
export function OccupancyTable({ report }: { report: Occupancy }) {
  const { t } = useTranslation('reports');
  const column = (name: string) => t(`occupancy.columns.${name}`);
  return (
    <ScrollBox label={t('occupancy.label')}>
      <Table size="small" aria-label={t('occupancy.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{column('rental')}</TableCell>
            {(['units', 'occupied', 'vacant', 'vacancyrate'] as const).map((name) => (
              <TableCell key={name} align="right">
                {column(name)}
              </TableCell>
            ))}
            <TableCell align="right">{t('inKes', { column: column('vacancyloss') })}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rentals.map((rental) => (
            <TableRow key={rental.rentalid}>
              <TableCell component="th" scope="row">
                {rental.rentalname}
              </TableCell>
              <FigureCells figures={rental} />
            </TableRow>
          ))}
        </TableBody>
        <TotalFooter label={t('occupancy.total')}>
          <FigureCells figures={report.totals} strong />
        </TotalFooter>
      </Table>
    </ScrollBox>
  );
}

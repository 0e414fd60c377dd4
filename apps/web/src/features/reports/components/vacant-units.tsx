import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatKesFigure } from '@rental/shared/money';
import type { VacantUnit } from '@rental/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { CardList, CardListItem } from '../../../components/card-list';
import { ScrollBox } from '../../../components/scroll-box';
import { formatCalendarDate } from '../../../lib/format-date';
import { roomTypeLabel } from '../../../lib/type-labels';
import { unbrokenKes } from '../lib/unbroken-kes';

/** Tablets and wider: a row per vacant unit, longest vacant first. */
export function VacantUnitsTable({ units }: { units: readonly VacantUnit[] }) {
  const { t } = useTranslation('reports');
  const column = (name: string) => t(`vacancies.columns.${name}`);
  const figure = { align: 'right', sx: { whiteSpace: 'nowrap' } } as const;
  return (
    <ScrollBox label={t('vacancies.unitsLabel')}>
      <Table size="small" aria-label={t('vacancies.unitsLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{column('house')}</TableCell>
            <TableCell>{column('rental')}</TableCell>
            <TableCell>{column('roomtype')}</TableCell>
            <TableCell>{column('vacantsince')}</TableCell>
            <TableCell align="right">{column('daysvacant')}</TableCell>
            <TableCell align="right">{t('inKes', { column: column('rentlost') })}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {units.map((unit, i) => (
            <TableRow key={`${unit.rentalid}-${unit.housenumber ?? i}`}>
              <TableCell component="th" scope="row">
                {unit.housenumber ?? t('vacancies.unnamed')}
              </TableCell>
              <TableCell>{unit.rentalname}</TableCell>
              <TableCell>{roomTypeLabel(t, unit.roomtype)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatCalendarDate(unit.vacantsince)}
              </TableCell>
              <TableCell {...figure}>{unit.daysvacant}</TableCell>
              <TableCell {...figure}>{formatKesFigure(unit.rentlost)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollBox>
  );
}

/** Phones: a card per vacant unit, its days vacant beside its name. */
export function VacantUnitsCards({
  units,
  emptyText,
}: {
  units: readonly VacantUnit[];
  emptyText: string;
}) {
  const { t } = useTranslation('reports');
  return (
    <CardList label={t('vacancies.unitsLabel')} emptyText={emptyText}>
      {units.map((unit, i) => (
        <CardListItem
          key={`${unit.rentalid}-${unit.housenumber ?? i}`}
          sx={{ display: 'grid', gap: 0.5 }}
        >
          <CardHeadline
            title={`${unit.housenumber ?? t('vacancies.unnamed')} · ${unit.rentalname}`}
            aside={t('vacancies.days', { count: unit.daysvacant })}
          />
          <Typography variant="body2" color="text.secondary">
            {t('vacancies.cardDetails', {
              roomtype: roomTypeLabel(t, unit.roomtype),
              date: formatCalendarDate(unit.vacantsince),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('vacancies.cardLost', { amount: unbrokenKes(unit.rentlost) })}
          </Typography>
        </CardListItem>
      ))}
    </CardList>
  );
}

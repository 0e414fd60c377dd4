import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OpenRepairRow } from '@rental/shared/schemas/repair-reports';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { CardList, CardListItem } from '../../../components/card-list';
import { ScrollBox } from '../../../components/scroll-box';
import { formatDay } from '../../../lib/format-date';

function useRepairWords() {
  const { t } = useTranslation('reports');
  return {
    t,
    house: (row: OpenRepairRow) => row.housenumber ?? t('repairs.open.building'),
    category: (row: OpenRepairRow) => t(`repairs.categories.${row.category}`),
    priority: (row: OpenRepairRow) => t(`repairs.priorities.${row.priority}`),
    status: (row: OpenRepairRow) => t(`repairs.statuses.${row.status}`),
  };
}

/** Tablets and wider: a row per open repair, oldest first. */
export function OpenRepairsTable({ rows }: { rows: readonly OpenRepairRow[] }) {
  const { t, house, category, priority, status } = useRepairWords();
  const column = (name: string) => t(`repairs.columns.${name}`);
  return (
    <ScrollBox label={t('repairs.open.label')}>
      <Table size="small" aria-label={t('repairs.open.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{column('reference')}</TableCell>
            <TableCell>{column('rental')}</TableCell>
            <TableCell>{column('house')}</TableCell>
            <TableCell>{column('category')}</TableCell>
            <TableCell>{column('priority')}</TableCell>
            <TableCell>{column('status')}</TableCell>
            <TableCell>{column('reportedat')}</TableCell>
            <TableCell align="right">{column('agedays')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.repairid}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {row.reference}
              </TableCell>
              <TableCell>{row.rentalname}</TableCell>
              <TableCell>{house(row)}</TableCell>
              <TableCell>{category(row)}</TableCell>
              <TableCell>
                {row.priority === 'emergency' ? (
                  <Chip size="small" color="error" label={priority(row)} />
                ) : (
                  priority(row)
                )}
              </TableCell>
              <TableCell>{status(row)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(row.reportedat)}</TableCell>
              <TableCell align="right">{row.agedays}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollBox>
  );
}

/** Phones, and an empty list: a card per open repair. */
export function OpenRepairsCards({ rows }: { rows: readonly OpenRepairRow[] }) {
  const { t, house, category, priority, status } = useRepairWords();
  return (
    <CardList label={t('repairs.open.label')} emptyText={t('repairs.open.empty')}>
      {rows.map((row) => (
        <CardListItem key={row.repairid} sx={{ display: 'grid', gap: 0.5 }}>
          <CardHeadline
            title={`${row.reference} · ${category(row)}`}
            aside={t('repairs.days', { count: row.agedays })}
          />
          <Typography variant="body2">{`${row.rentalname} · ${house(row)}`}</Typography>
          <Typography variant="body2" color="text.secondary">
            {`${priority(row)} · ${status(row)} · ${formatDay(row.reportedat)}`}
          </Typography>
        </CardListItem>
      ))}
    </CardList>
  );
}

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatKes, formatKesFigure } from '@rental/shared/money';
import type { OwnerStatement } from '@rental/shared/schemas/landlords';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { CardList, CardListItem } from '../../../components/card-list';
import { TotalFooter } from '../../../components/total-footer';
import { usePhone } from '../../../lib/use-phone';

/** Rent collected on each of the landlord's rentals and its total: a table, cards on a phone. */
export function RentByRental({ statement }: { statement: OwnerStatement }) {
  const { t } = useTranslation('landlords');
  const phone = usePhone();
  const label = t('statement.collectedLabel');
  if (statement.rentals.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
        {t('statement.noRentals')}
      </Typography>
    );
  }
  if (phone) {
    return (
      <CardList label={label}>
        {[
          ...statement.rentals.map((rental) => (
            <CardListItem key={rental.rentalid}>
              <CardHeadline title={rental.rentalname} aside={formatKes(rental.collected)} />
            </CardListItem>
          )),
          <CardListItem key="total">
            <CardHeadline title={t('statement.total')} aside={formatKes(statement.collected)} />
          </CardListItem>,
        ]}
      </CardList>
    );
  }
  const amount = { align: 'right', sx: { whiteSpace: 'nowrap' } } as const;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('statement.rental')}</TableCell>
          <TableCell {...amount}>
            {t('statement.inKes', { column: t('statement.collected') })}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {statement.rentals.map((rental) => (
          <TableRow key={rental.rentalid}>
            <TableCell component="th" scope="row">
              {rental.rentalname}
            </TableCell>
            <TableCell {...amount}>{formatKesFigure(rental.collected)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TotalFooter label={t('statement.total')}>
        <TableCell {...amount} sx={{ ...amount.sx, fontWeight: 700 }}>
          {formatKesFigure(statement.collected)}
        </TableCell>
      </TotalFooter>
    </Table>
  );
}

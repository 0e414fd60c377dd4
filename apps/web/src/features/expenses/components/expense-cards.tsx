import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { Expense } from '@rental/shared/schemas/expenses';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import {
  cardActionsSx,
  cardWholeRow,
  CardList,
  CardListItem,
  headlineCardSx,
} from '../../../components/card-list';
import { formatCalendarDate } from '../../../lib/format-date';
import { rentalOf } from '../lib/expense-columns';
import { ExpenseActions } from './expense-actions';
import { paymentModeLabel } from '../../../lib/type-labels';

/** The expenses for phones: payee and amount first, then when, what for, where and how. */
export function ExpenseCards({ rows }: { rows: readonly Expense[] }) {
  const { t } = useTranslation('expenses');
  return (
    <CardList label={t('listLabel')}>
      {rows.map((row) => {
        const data = row.expensedata;
        return (
          <CardListItem key={row.expenseid} sx={headlineCardSx}>
            <Box sx={cardWholeRow}>
              <CardHeadline heading="h2" title={data.payee} aside={formatKes(data.amount)} />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {formatCalendarDate(data.date)} · {t(`categories.${data.category}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[rentalOf(row, t), paymentModeLabel(t, data.paymentmode), data.reference]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {data.note && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {data.note}
                </Typography>
              )}
            </Box>
            <Box sx={cardActionsSx}>
              <ExpenseActions row={row} />
            </Box>
          </CardListItem>
        );
      })}
    </CardList>
  );
}

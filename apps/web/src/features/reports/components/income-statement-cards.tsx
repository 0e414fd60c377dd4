import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { IncomeStatement } from '@rental/shared/schemas/reports';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { CardList, CardListItem } from '../../../components/card-list';
import {
  incomeKinds,
  spentCategories,
  totalColumn,
  type StatementColumn,
} from '../lib/income-statement-lines';

interface Line {
  label: string;
  kes: number;
  total?: boolean;
}

/** A card's statement: each line's label on the left and its amount on the right. */
function StatementLines({ lines }: { lines: readonly Line[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2 }}
    >
      {lines.map(({ label, kes, total }) => {
        const sx = { m: 0, fontWeight: total ? 700 : undefined };
        return (
          <Fragment key={label}>
            <Typography component="dt" variant="body2" sx={sx}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ ...sx, textAlign: 'right' }}>
              {formatKes(kes)}
            </Typography>
          </Fragment>
        );
      })}
    </Box>
  );
}

/**
 * Phones: the whole statement first (all rentals), then a card per rental; each with its net
 * in the headline, then its income by kind and its expenses by category with their totals.
 */
export function IncomeStatementCards({ report }: { report: IncomeStatement }) {
  const { t } = useTranslation('reports');
  const categories = spentCategories(report);
  const income = (column: StatementColumn): Line[] => [
    ...incomeKinds.map((kind) => ({
      label: t(`incomeStatement.kinds.${kind}`),
      kes: column.income[kind],
    })),
    { label: t('incomeStatement.totalIncome'), kes: column.income.total, total: true },
  ];
  const expenses = (column: StatementColumn): Line[] => [
    ...categories.map((category) => ({
      label: t(`incomeStatement.categories.${category}`),
      kes: column.expenses.bycategory[category] ?? 0,
    })),
    { label: t('incomeStatement.totalExpenses'), kes: column.expenses.total, total: true },
  ];
  const card = (key: string, name: string, column: StatementColumn) => (
    <CardListItem key={key} sx={{ display: 'grid', gap: 1 }}>
      <CardHeadline
        heading="h2"
        title={name}
        aside={`${t('incomeStatement.net')} ${formatKes(column.net)}`}
      />
      <StatementLines lines={income(column)} />
      <StatementLines lines={expenses(column)} />
    </CardListItem>
  );
  return (
    <CardList label={t('incomeStatement.label')}>
      {[
        card('total', t('incomeStatement.totalCard'), totalColumn(report)),
        ...report.rentals.map((rental) => card(rental.rentalid, rental.rentalname, rental)),
      ]}
    </CardList>
  );
}

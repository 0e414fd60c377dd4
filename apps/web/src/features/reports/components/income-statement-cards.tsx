import { formatKes } from '@rental/shared/money';
import type { IncomeStatement } from '@rental/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { CardList, CardListItem } from '../../../components/card-list';
import { FactList, type Fact } from '../../../components/fact-list';
import {
  incomeKinds,
  spentCategories,
  totalColumn,
  type StatementColumn,
} from '../lib/income-statement-lines';

/**
 * Phones: the whole statement first (all rentals), then a card per rental; each with its net
 * in the headline and its income by kind and expenses by category under it.
 */
export function IncomeStatementCards({ report }: { report: IncomeStatement }) {
  const { t } = useTranslation('reports');
  const categories = spentCategories(report);
  const facts = (column: StatementColumn): Fact[] => [
    ...incomeKinds.map((kind): Fact => [
      t(`incomeStatement.kinds.${kind}`),
      formatKes(column.income[kind]),
    ]),
    [t('incomeStatement.totalIncome'), formatKes(column.income.total)],
    ...categories.map((category): Fact => [
      t(`incomeStatement.categories.${category}`),
      formatKes(column.expenses.bycategory[category] ?? 0),
    ]),
    [t('incomeStatement.totalExpenses'), formatKes(column.expenses.total)],
  ];
  const card = (key: string, name: string, column: StatementColumn) => (
    <CardListItem key={key} sx={{ display: 'grid', gap: 1 }}>
      <CardHeadline
        heading="h2"
        title={name}
        aside={`${t('incomeStatement.net')} ${formatKes(column.net)}`}
      />
      <FactList facts={facts(column)} columns={{ xs: 'repeat(2, minmax(0, 1fr))' }} dense />
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

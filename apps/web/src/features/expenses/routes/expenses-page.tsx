import Box from '@mui/material/Box';
import type { ExpensePage } from '@rental/shared/schemas/expenses';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedList } from '../../../components/paged/paged-list';
import { titleWithRange } from '../../../components/paged/title-with-range';
import { useGridPages } from '../../../components/paged/use-grid-pages';
import { getAllExpenses, useExpenses } from '../api/get-expenses';
import { ExpenseCards } from '../components/expense-cards';
import { ExpenseFiltersForm } from '../components/expense-filters-form';
import { ExpenseTotals } from '../components/expense-totals';
import { ExpensesGrid } from '../components/expenses-grid';
import { NewExpenseButton } from '../components/new-expense-button';
import { expenseExportColumns } from '../lib/expense-columns';
import { expenseFilterParams, expenseFiltersFrom } from '../lib/expense-filters';
import { PageHeading } from '../../../components/page-heading';

const expensesOf = (page: ExpensePage) => page.expenses;

/**
 * /expenses: money paid out, filtered by days, rental and category (kept in the address), with
 * the total of everything the filters match and its exports.
 */
export function ExpensesPage() {
  const { t } = useTranslation('expenses');
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => expenseFiltersFrom(params), [params]);
  const expenses = useExpenses(applied);
  const pages = useGridPages(expenses, expensesOf);
  const first = expenses.data?.pages[0];
  const filtered = expenseFilterParams(applied).size > 0;
  const empty = t(filtered ? 'noMatch' : 'empty');

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeading title={t('title')} text={t('text')} />
      <PagedList
        pages={pages}
        filters={
          <ExpenseFiltersForm
            key={params.toString()}
            applied={applied}
            onApply={(filters) => {
              pages.toFirstPage();
              setParams(expenseFilterParams(filters));
            }}
          />
        }
        exportFile={{
          name: 'expenses',
          what: 'expenses',
          title: titleWithRange(t('exportTitle'), applied.from, applied.to),
          columns: expenseExportColumns(t),
          all: () => getAllExpenses(applied),
        }}
        action={<NewExpenseButton />}
        summary={
          first && first.count > 0 && <ExpenseTotals total={first.total} count={first.count} />
        }
        emptyText={empty}
        cards={<ExpenseCards rows={pages.rows} />}
        grid={
          <ExpensesGrid
            rows={pages.rows}
            paginationModel={pages.paginationModel}
            onPaginationModelChange={pages.setPaginationModel}
          />
        }
      />
    </Box>
  );
}

import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ExportedData } from '../../../lib/record-export';
import { getAllTransactions, useTransactions, type TransactionPage } from '../api/get-transactions';
import { titleWithRange } from '../../../components/paged/title-with-range';
import { transactionExportColumns } from '../lib/transaction-columns';
import {
  transactionFilterParams,
  transactionFiltersFrom,
  type TransactionTypeFilter,
} from '../lib/transaction-filters';
import { PagedList } from '../../../components/paged/paged-list';
import { TransactionCards } from './transaction-cards';
import { TransactionFiltersForm } from './transaction-filters-form';
import { TransactionsGrid } from './transactions-grid';
import { useGridPages } from '../../../components/paged/use-grid-pages';

const transactionsOf = (page: TransactionPage) => page.transactions;

/** How the activity log names each tab's export. */
const exportedDataOf = {
  all: 'transactions',
  tenant: 'payments',
  subscription: 'subscriptions',
} as const satisfies Record<TransactionTypeFilter, ExportedData>;

/**
 * A transactions tab: the filters (kept in the address), the grid a page at a time, and the
 * exports of everything the filters match. `fixedType` is the Payments or Subscriptions tab.
 */
export function TransactionsList({
  fixedType,
  exportName,
  exportTitle,
  action,
}: {
  fixedType?: Exclude<TransactionTypeFilter, 'all'>;
  exportName: string;
  exportTitle: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation('transactions');
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => {
    const filters = transactionFiltersFrom(params);
    return fixedType ? { ...filters, type: fixedType } : filters;
  }, [params, fixedType]);
  const transactions = useTransactions(applied);
  const pages = useGridPages(transactions, transactionsOf);

  return (
    <PagedList
      pages={pages}
      filters={
        <TransactionFiltersForm
          key={params.toString()}
          applied={applied}
          showType={!fixedType}
          onApply={(filters) => {
            pages.toFirstPage();
            setParams(transactionFilterParams(fixedType ? { ...filters, type: 'all' } : filters));
          }}
        />
      }
      exportFile={{
        name: exportName,
        what: exportedDataOf[fixedType ?? 'all'],
        title: titleWithRange(exportTitle, applied.from, applied.to),
        columns: transactionExportColumns(t),
        all: () => getAllTransactions(applied),
      }}
      action={action}
      emptyText={t('list.empty')}
      cards={<TransactionCards rows={pages.rows} />}
      grid={
        <TransactionsGrid
          rows={pages.rows}
          paginationModel={pages.paginationModel}
          onPaginationModelChange={pages.setPaginationModel}
        />
      }
    />
  );
}

import { useTranslation } from 'react-i18next';
import { NewTransactionButton } from '../components/new-transaction-button';
import { TransactionsList } from '../components/transactions-list';

/** /transactions/all: every transaction, filtered by date range, tenant and type. */
export function AllTransactionsPage() {
  const { t } = useTranslation('transactions');
  return (
    <TransactionsList
      exportName="transactions"
      exportTitle={t('exportTitles.all')}
      action={<NewTransactionButton />}
    />
  );
}

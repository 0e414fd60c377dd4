import { useTranslation } from 'react-i18next';
import { TransactionsList } from '../components/transactions-list';
import { NewTransactionButton } from '../components/new-transaction-button';

/** /transactions/payments: tenants' payments only. */
export function PaymentsPage() {
  const { t } = useTranslation('transactions');
  return (
    <TransactionsList
      fixedType="tenant"
      exportName="tenant-payments"
      exportTitle={t('exportTitles.payments')}
      action={<NewTransactionButton />}
    />
  );
}

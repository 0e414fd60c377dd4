import { useTranslation } from 'react-i18next';
import { TransactionsList } from '../components/transactions-list';

/** /transactions/subscriptions: the organization's payments for its plan. */
export function SubscriptionsPage() {
  const { t } = useTranslation('transactions');
  return (
    <TransactionsList
      fixedType="subscription"
      exportName="subscription-payments"
      exportTitle={t('exportTitles.subscriptions')}
    />
  );
}

import { useParams } from 'react-router';
import { TransactionDialog } from '../components/transaction-dialog';
import { AllTransactionsPage } from './all-transactions-page';
import { TransactionsLayout } from './transactions-layout';

/** /transaction/{id}: the details dialog over the transactions list. */
export function TransactionPage() {
  const { id = '' } = useParams();
  return (
    <>
      <TransactionsLayout>
        <AllTransactionsPage />
      </TransactionsLayout>
      <TransactionDialog key={id} transactionId={id} />
    </>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { formatKes } from '@rental/shared/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { ApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/current-user';
import { describeError } from '../../../lib/describe-error';
import { downloadReceiptPdf } from '../../../lib/pdf/receipt-pdf';
import { useDeleteTransaction } from '../api/delete-transaction';
import { useTransaction } from '../api/get-transaction';
import { TransactionFacts } from './transaction-facts';
import { useDownload } from './use-download';
import { usePhone } from '../../../lib/use-phone';
import { useCan } from '../../../lib/permissions';

const listPath = '/transactions/all';

/**
 * /transaction/{id}: the transaction's details over the list, its receipt, and DELETE. Only
 * the user who recorded it may delete it: anyone else is told so without asking the server
 * (which refuses too, with the same words).
 */
export function TransactionDialog({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation('transactions');
  const titleId = useId();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { showAlert, clearAlert } = useAlert();
  const user = useSignedInUser();
  const mayDelete = useCan()('payments.delete');
  const fullScreen = usePhone();
  const transaction = useTransaction(transactionId);
  const deleteTransaction = useDeleteTransaction(transactionId);
  const download = useDownload();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => void navigate(`${listPath}${search}`);

  const askToDelete = () => {
    if (!transaction.isSuccess) return;
    if (transaction.data.transactiondata.userid !== user.userid) {
      setRefusal(t('details.onlyRecorder'));
      return;
    }
    setRefusal(null);
    setConfirming(true);
  };

  const confirmDelete = async () => {
    clearAlert();
    try {
      await deleteTransaction.mutateAsync();
    } catch (error) {
      setConfirming(false);
      // The server has the last word on who recorded it.
      if (error instanceof ApiError && error.status === 403) setRefusal(t('details.onlyRecorder'));
      return;
    }
    // The spec shows deletions as a danger alert.
    showAlert(t('details.deleted'), 'error', listPath);
    await navigate(`${listPath}${search}`);
  };

  let body;
  if (transaction.isPending) body = <Skeleton variant="rounded" height={220} />;
  else if (transaction.isError) {
    body = (
      <Alert severity="warning">
        {transaction.error instanceof ApiError && transaction.error.status === 404
          ? t('details.notFound')
          : describeError(transaction.error, t)}
      </Alert>
    );
  } else if (confirming) {
    body = (
      <DialogContentText>
        {t('details.confirmText', {
          amount: formatKes(transaction.data.transactiondata.amount),
          tenant: transaction.data.tenantname || t('list.automatic'),
        })}
      </DialogContentText>
    );
  } else {
    body = <TransactionFacts transaction={transaction.data} />;
  }

  const failure =
    deleteTransaction.isError &&
    !(deleteTransaction.error instanceof ApiError && deleteTransaction.error.status === 403)
      ? describeError(deleteTransaction.error, t)
      : null;

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>
        {transaction.isSuccess
          ? t('details.title', { reference: transaction.data.reference })
          : t('details.loadingTitle')}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {refusal && (
            <Alert severity="warning" onClose={() => setRefusal(null)}>
              {refusal}
            </Alert>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          {body}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {confirming ? (
          <>
            <Button onClick={() => setConfirming(false)}>{t('details.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => void confirmDelete()}
              disabled={deleteTransaction.isPending}
            >
              {t('details.confirm')}
            </Button>
          </>
        ) : (
          <>
            {transaction.isSuccess && (
              <Button
                onClick={() => void download(() => downloadReceiptPdf(transaction.data))}
                sx={{ mr: 'auto' }}
              >
                {t('details.receipt')}
              </Button>
            )}
            <Button onClick={close}>{t('details.close')}</Button>
            {mayDelete && (
              <Button color="error" onClick={askToDelete} disabled={!transaction.isSuccess}>
                {t('details.delete')}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

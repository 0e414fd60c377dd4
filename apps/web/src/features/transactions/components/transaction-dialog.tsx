import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { ApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/current-user';
import { describeError } from '../../../lib/describe-error';
import { downloadReceiptPdf } from '../../../lib/pdf/receipt-pdf';
import { useReassignTransaction, useReverseTransaction } from '../api/reverse-transaction';
import { useTransaction } from '../api/get-transaction';
import { reverseErrors, ReversePaymentForm, type ReverseValues } from './reverse-payment-form';
import { TransactionFacts } from './transaction-facts';
import { useDownload } from './use-download';
import { usePhone } from '../../../lib/use-phone';
import { useCan } from '../../../lib/permissions';
import { paymentLabel } from '../../../lib/payment-reference';

const listPath = '/transactions/all';

type Mode = 'view' | 'reverse' | 'move';

/**
 * /transaction/{id}: the transaction's details over the list, its receipt, and "Reverse
 * payment" (issue 29: a payment is never deleted). Its recorder may reverse it, the owner any
 * payment; anyone else is told so without asking the server (which refuses too). The owner
 * may also move it to another tenant.
 */
export function TransactionDialog({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation('transactions');
  const titleId = useId();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { showAlert, clearAlert } = useAlert();
  const user = useSignedInUser();
  const can = useCan();
  const mayReverse = can('payments.delete');
  const mayMove = can('payments.move');
  const fullScreen = usePhone();
  const transaction = useTransaction(transactionId);
  const reverse = useReverseTransaction(transactionId);
  const reassign = useReassignTransaction(transactionId);
  const download = useDownload();
  const [mode, setMode] = useState<Mode>('view');
  const [values, setValues] = useState<ReverseValues>({ reason: '', tenantid: '' });
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => void navigate(`${listPath}${search}`);

  const data = transaction.isSuccess ? transaction.data : null;
  const isTenantPayment =
    data !== null &&
    data.transactiondata.transactiontype === 'Tenant Payment' &&
    data.transactiondata.tenantid !== '';
  const reversed = Boolean(data?.reversal);

  const ask = (next: Mode) => {
    if (!data) return;
    if (next === 'reverse' && !mayMove && data.transactiondata.userid !== user.userid) {
      setRefusal(t('details.onlyRecorderOrOwner'));
      return;
    }
    setRefusal(null);
    setTried(false);
    setValues({ reason: '', tenantid: '' });
    setMode(next);
  };

  const errors = tried && mode !== 'view' ? reverseErrors(mode, values) : {};
  const pending = reverse.isPending || reassign.isPending;
  const failed = mode === 'move' ? reassign : reverse;

  const confirm = async () => {
    if (mode === 'view') return;
    setTried(true);
    if (Object.keys(reverseErrors(mode, values)).length > 0) return;
    clearAlert();
    try {
      if (mode === 'reverse') await reverse.mutateAsync({ reason: values.reason });
      else await reassign.mutateAsync(values);
    } catch (error) {
      // The server has the last word on who may.
      if (error instanceof ApiError && error.status === 403) {
        setMode('view');
        setRefusal(t('details.onlyRecorderOrOwner'));
      }
      return;
    }
    showAlert(t(mode === 'reverse' ? 'reverse.done' : 'reverse.moved'), 'success', listPath);
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
  } else if (mode !== 'view') {
    body = (
      <ReversePaymentForm
        mode={mode}
        transaction={transaction.data}
        values={values}
        onChange={setValues}
        errors={errors}
      />
    );
  } else {
    body = <TransactionFacts transaction={transaction.data} />;
  }

  const failure =
    mode !== 'view' &&
    failed.isError &&
    !(failed.error instanceof ApiError && failed.error.status === 403)
      ? describeError(failed.error, t)
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
        {data ? t('details.title', { reference: paymentLabel(data) }) : t('details.loadingTitle')}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
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
        {mode !== 'view' ? (
          <>
            <Button onClick={() => setMode('view')}>{t('details.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => void confirm()}
              disabled={pending}
            >
              {mode === 'reverse' ? t('reverse.confirm') : t('reverse.confirmMove')}
            </Button>
          </>
        ) : (
          <>
            {data && (
              <Button
                onClick={() => void download(() => downloadReceiptPdf(data))}
                sx={{ mr: 'auto' }}
              >
                {t('details.receipt')}
              </Button>
            )}
            <Button onClick={close}>{t('details.close')}</Button>
            {mayMove && isTenantPayment && !reversed && (
              <Button onClick={() => ask('move')}>{t('reverse.move')}</Button>
            )}
            {mayReverse && isTenantPayment && !reversed && (
              <Button color="error" onClick={() => ask('reverse')}>
                {t('reverse.action')}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

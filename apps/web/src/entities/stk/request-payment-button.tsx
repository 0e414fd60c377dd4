import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestTenantPayment, useStkRequest } from './stk';
import { StkWaiting } from './stk-waiting';

/**
 * 'Request payment by M-PESA' on a tenant's page: sends the tenant an STK push for their
 * balance and shows how it ends (the payment and its SMS receipt are recorded by the server).
 */
export function RequestPaymentButton({
  tenantId,
  tenantName,
  phone,
}: {
  tenantId: string;
  tenantName: string;
  phone: string;
}) {
  const { t } = useTranslation('subscriptions');
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [requestId, setRequestId] = useState<string>();
  const send = useRequestTenantPayment();
  const request = useStkRequest(requestId);

  const close = () => {
    setOpen(false);
    setRequestId(undefined);
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('stk.requestPayment')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t('stk.requestTitle')}</DialogTitle>
        <DialogContent>
          {requestId ? (
            <StkWaiting request={request.data} />
          ) : (
            <DialogContentText>
              {t('stk.requestText', { name: tenantName, phone })}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('stk.close')}</Button>
          {!requestId && (
            <Button
              variant="contained"
              disabled={send.isPending}
              onClick={() =>
                void send
                  .mutateAsync({ tenantId })
                  .then((answer) => setRequestId(answer.requestid))
                  // The query client alerts the failure.
                  .catch(() => undefined)
              }
            >
              {t('stk.send')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}

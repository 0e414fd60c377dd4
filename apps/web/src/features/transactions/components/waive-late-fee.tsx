import MoneyOffOutlinedIcon from '@mui/icons-material/MoneyOffOutlined';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { SentInvoice } from '@rental/shared/schemas/invoices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { useCan } from '../../../lib/permissions';
import { describeError } from '../../../lib/describe-error';
import { useWaiveLateFee } from '../api/charges';

/** "Waive" on a late fee not yet settled (billing.setup, as the server asks): why, then a credit note. */
export function WaiveLateFeeButton({ row }: { row: SentInvoice }) {
  const { t } = useTranslation('transactions');
  const owner = useCan()('billing.setup');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  // Set by WAIVE only: the dialog's focus handling would blur the field as it opens.
  const [touched, setTouched] = useState(false);
  const waive = useWaiveLateFee();
  const { showAlert } = useAlert();
  const { invoicetype, status, invoicenumber, invoiceamount } = row.invoicedata;
  if (!owner || invoicetype !== 'Late Fee' || status === 'paid') return null;
  const missing = reason.trim() === '';
  const close = () => {
    setOpen(false);
    setReason('');
    setTouched(false);
    waive.reset();
  };
  const confirm = async () => {
    setTouched(true);
    if (missing) return;
    try {
      await waive.mutateAsync({ invoiceId: row.invoiceid, reason: reason.trim() });
      close();
      showAlert(t('waive.done'));
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <>
      <Tooltip title={t('waive.label', { number: invoiceNumberLabel(invoicenumber) })}>
        <IconButton
          size="small"
          aria-label={t('waive.label', { number: invoiceNumberLabel(invoicenumber) })}
          onClick={() => setOpen(true)}
        >
          <MoneyOffOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <DialogTitle>{t('waive.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography>
            {t('waive.text', { amount: formatKes(invoiceamount), name: tenantName(row) })}
          </Typography>
          <TextField
            label={t('waive.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={touched && missing}
            helperText={touched && missing ? t('waive.reasonRequired') : undefined}
            multiline
            minRows={2}
            autoFocus
          />
          {waive.isError && <Alert severity="error">{describeError(waive.error, t)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('waive.cancel')}</Button>
          <Button variant="contained" onClick={() => void confirm()} disabled={waive.isPending}>
            {t('waive.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function tenantName(row: SentInvoice) {
  // A business tenant's whole name is userfirstname; userlastname is empty.
  return `${row.invoicedata.userfirstname} ${row.invoicedata.userlastname}`.trim();
}

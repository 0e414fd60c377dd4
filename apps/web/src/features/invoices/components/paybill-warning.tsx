import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMpesaSettings } from '../../../lib/mpesa-settings';

/** Warns, before any invoice goes out, that the messages cannot name a paybill yet. */
export function PaybillWarning() {
  const { t } = useTranslation('invoices');
  const mpesa = useMpesaSettings({ errorAlert: false });
  if (!mpesa.isSuccess || mpesa.data) return null;
  return (
    <Alert
      severity="warning"
      role="note"
      action={
        <Button
          color="inherit"
          size="small"
          component={Link}
          sx={{ whiteSpace: 'nowrap' }}
          to="/settings?tab=mpesa"
        >
          {t('paybill.set')}
        </Button>
      }
    >
      {t('paybill.notSet')}
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotifications } from '../../../lib/notifications';

/**
 * Says plainly, while no SMS provider is set (or no test SMS went out), that invoices are kept
 * in Messages and not sent: the default provider is the outbox, which sends nothing.
 */
export function SmsProviderNote() {
  const { t } = useTranslation('invoices');
  const notifications = useNotifications();
  if (!notifications.data?.some((item) => item.kind === 'go_live_sms')) return null;
  return (
    <Alert
      severity="info"
      role="note"
      action={
        <Button
          color="inherit"
          size="small"
          component={Link}
          sx={{ whiteSpace: 'nowrap' }}
          to="/settings?tab=sms"
        >
          {t('smsProvider.set')}
        </Button>
      }
    >
      {t('smsProvider.notSet')}
    </Alert>
  );
}

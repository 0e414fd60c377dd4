import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../../entities/notifications/notifications';
import { SetupNote } from './setup-note';

/**
 * Says plainly, while no SMS provider is set (or no test SMS went out), that invoices are kept
 * in Messages and not sent: the default provider is the outbox, which sends nothing.
 */
export function SmsProviderNote() {
  const { t } = useTranslation('invoices');
  const notifications = useNotifications();
  if (!notifications.data?.some((item) => item.kind === 'go_live_sms')) return null;
  return (
    <SetupNote
      severity="info"
      text={t('smsProvider.notSet')}
      action={t('smsProvider.set')}
      to="/settings?tab=sms"
    />
  );
}

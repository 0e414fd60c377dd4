import { useTranslation } from 'react-i18next';
import { useMpesaSettings } from '../../../entities/organization/mpesa-settings';
import { SetupNote } from './setup-note';

/**
 * Warns, before any invoice goes out, that the messages cannot name a paybill yet; its button
 * opens `setPath`, where the paybill is set (Settings unless told).
 */
export function PaybillWarning({ setPath = '/settings?tab=mpesa' }: { setPath?: string }) {
  const { t } = useTranslation('invoices');
  const mpesa = useMpesaSettings({ errorAlert: false });
  if (!mpesa.isSuccess || mpesa.data) return null;
  return (
    <SetupNote
      severity="warning"
      text={t('paybill.notSet')}
      action={t('paybill.set')}
      to={setPath}
    />
  );
}

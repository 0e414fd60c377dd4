import Typography from '@mui/material/Typography';
import type { IncomingSms } from '@rental/shared/schemas/sms';
import { useTranslation } from 'react-i18next';
import { SmsStatusChip } from '../../../components/sms-status-chip';

/**
 * What was done with a message a tenant sent: answered (and where the answer is), or why not;
 * and that it came by WhatsApp, when it did (decision 0068).
 */
export function IncomingOutcome({ message }: { message: IncomingSms }) {
  const { t } = useTranslation('messages');
  return (
    <Typography
      component="span"
      variant="body2"
      color={message.outcome === 'answered' ? 'text.primary' : 'text.secondary'}
      sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      {t(`received.outcomes.${message.outcome}`)}
      {message.channel === 'whatsapp' && ` · ${t('received.byWhatsapp')}`}
      {message.replystatus && <SmsStatusChip status={message.replystatus} />}
    </Typography>
  );
}

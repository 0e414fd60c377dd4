import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SmsMessage } from '@rental/shared/schemas/sms';
import { useTranslation } from 'react-i18next';

/** Resend of a failed message; it waits while that message's resend is on its way. */
export function ResendButton({
  message,
  onResend,
  resendingId,
  sx,
}: {
  message: SmsMessage;
  onResend: (message: SmsMessage) => void;
  resendingId?: string;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('messages');
  return (
    <Button
      size="small"
      variant="outlined"
      aria-label={t('resendLabel', { recipient: message.recipient })}
      disabled={resendingId === message.messageid}
      onClick={() => onResend(message)}
      sx={sx}
    >
      {t('resend')}
    </Button>
  );
}

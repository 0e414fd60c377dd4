import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SmsMessage } from '@rental/shared/schemas/sms';
import { useTranslation } from 'react-i18next';

/** A message's text cut to two lines; pressing it opens the whole of it. */
export function MessageTextLink({
  message,
  onShowText,
  sx,
}: {
  message: SmsMessage;
  onShowText: (message: SmsMessage) => void;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('messages');
  return (
    <Link
      component="button"
      type="button"
      color="inherit"
      underline="hover"
      // Named by the text it shows (what is read out matches the screen); the title says
      // what pressing it does.
      title={t('showText', { recipient: message.recipient })}
      onClick={() => onShowText(message)}
      sx={[
        {
          textAlign: 'left',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          font: 'inherit',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {message.text}
    </Link>
  );
}

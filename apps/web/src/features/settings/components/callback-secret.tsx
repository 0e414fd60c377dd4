import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MpesaSettings, RotateSecretResponse } from '@rental/shared/schemas/mpesa-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayTime } from '../../../lib/format-date';
import { useRevokePreviousSecret, useRotateCallbackSecret } from '../api/callback-secret';

/**
 * The owner's control over the secret in the callback URLs: change it when the old URLs may
 * have been seen (a removed member, a shared screen), and stop the old one once M-PESA calls
 * the new one or if it never will. Production shortcodes may need Safaricom to accept a new
 * registration: the text says so before the button is pressed.
 */
export function CallbackSecret({ saved }: { saved: MpesaSettings }) {
  const { t } = useTranslation('settings');
  const rotate = useRotateCallbackSecret();
  const revoke = useRevokePreviousSecret();
  const [answer, setAnswer] = useState<RotateSecretResponse['registration'] | undefined>();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {t('mpesa.secretTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('mpesa.secretText')}
      </Typography>
      {saved.environment === 'production' && (
        <Alert severity="warning" role="note">
          {t('mpesa.secretProduction')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={rotate.isPending}
          onClick={async () => {
            setAnswer(undefined);
            setAnswer((await rotate.mutateAsync()).registration);
          }}
        >
          {t('mpesa.rotate')}
        </Button>
        {saved.previoussecretactive && (
          <Button
            variant="text"
            color="error"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate()}
          >
            {t('mpesa.revokePrevious')}
          </Button>
        )}
      </Box>
      {saved.previoussecretactive && (
        <Alert severity="info" role="status">
          {t('mpesa.previousActive', {
            at: saved.secretrotatedat ? formatDayTime(saved.secretrotatedat) : '',
          })}
        </Alert>
      )}
      {answer !== undefined && (
        <Alert severity={answer === null || answer.success ? 'success' : 'error'} role="status">
          {answer === null
            ? t('mpesa.rotatedNotRegistered')
            : t('mpesa.registerAnswer', {
                answer: answer.code ? `${answer.code} ${answer.message}` : answer.message,
              })}
        </Alert>
      )}
    </Box>
  );
}

import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { MpesaSettings, RegisterUrlsResponse } from '@rental/shared/schemas/mpesa-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDayTime } from '../../../lib/format-date';
import { useRegisterUrls } from '../api/register-urls';
import { CallbackSecret } from './callback-secret';

/**
 * A read-only URL with a copy button (callback URLs the landlord pastes elsewhere), and a line
 * under it saying what calls it when the section's text does not.
 */
export function CopyField({
  id,
  label,
  value,
  helperText,
}: {
  /**
   * The input's id, which ties the label to it. Given, not generated: with generated ids the
   * confirmation URL's field now and then lost its label on PostgreSQL's slower answers (the
   * label named another element), and a screen reader or a test could not find it.
   */
  id: string;
  label: string;
  value: string;
  helperText?: string;
}) {
  const { t } = useTranslation('settings');
  const [copied, setCopied] = useState(false);
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      helperText={helperText}
      fullWidth
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <Tooltip title={copied ? t('mpesa.copied') : t('mpesa.copy')}>
              <IconButton
                aria-label={`${t('mpesa.copy')} ${label}`}
                onClick={() => {
                  void navigator.clipboard?.writeText(value).then(() => setCopied(true));
                }}
                edge="end"
              >
                <ContentCopyIcon />
              </IconButton>
            </Tooltip>
          ),
        },
      }}
    />
  );
}

/**
 * The organization's callback URLs (their secret path is what `npm run mpesa:pay --secret`
 * needs; the server sends them to the owner only) and, for an own paybill, the CONNECT M-PESA
 * action with M-PESA's answer, and the owner's control over the secret.
 */
export function CallbackUrls({ saved, owner }: { saved: MpesaSettings; owner: boolean }) {
  const { t } = useTranslation('settings');
  const register = useRegisterUrls();
  const [answer, setAnswer] = useState<RegisterUrlsResponse | null>(null);
  const own = saved.collectionmode === 'own_paybill';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {own ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('mpesa.callbackText')}
          </Typography>
          {saved.confirmationurl && saved.validationurl ? (
            <>
              <CopyField
                id="mpesa-confirmation-url"
                label={t('mpesa.confirmationurl')}
                value={saved.confirmationurl}
              />
              <CopyField
                id="mpesa-validation-url"
                label={t('mpesa.validationurl')}
                value={saved.validationurl}
              />
            </>
          ) : (
            <Alert severity="info" role="note">
              {t('mpesa.urlsOwnerOnly')}
            </Alert>
          )}
          <Box>
            <Button
              variant="outlined"
              disabled={!owner || register.isPending}
              onClick={async () => {
                setAnswer(null);
                setAnswer(await register.mutateAsync());
              }}
            >
              {t('mpesa.register')}
            </Button>
          </Box>
          {answer ? (
            <Alert severity={answer.success ? 'success' : 'error'} role="status">
              {t('mpesa.registerAnswer', {
                answer: answer.code ? `${answer.code} ${answer.message}` : answer.message,
              })}
            </Alert>
          ) : (
            saved.registerresult && (
              <Alert severity="info" role="status">
                {t('mpesa.lastRegister', {
                  answer: saved.registerresult,
                  at: saved.registeredat ? formatDayTime(saved.registeredat) : '',
                })}
              </Alert>
            )
          )}
          {owner && <CallbackSecret saved={saved} />}
        </>
      ) : (
        <Alert severity="info" role="note">
          {t('mpesa.bankText')} <RouterLink to="/unallocated">{t('mpesa.importLink')}</RouterLink>
        </Alert>
      )}
      <Typography variant="body2">
        <RouterLink to="/unallocated">{t('mpesa.unallocatedLink')}</RouterLink>
      </Typography>
    </Box>
  );
}

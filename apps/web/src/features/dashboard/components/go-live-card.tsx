import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useNotifications } from '../../../entities/notifications/notifications';

/**
 * The steps before tenants get invoices that work: paybill, SMS provider and test SMS,
 * callback URLs, first schedule, first readings; and messages waiting to be sent (kept while
 * no provider was set, or held for the paybill), with their count. Shown while any is left;
 * the same notifications the bell lists, so the two never disagree.
 */
export function GoLiveCard() {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const notifications = useNotifications();
  const missing = (notifications.data ?? []).filter(
    (item) => item.kind.startsWith('go_live_') || item.kind === 'sms_waiting',
  );
  if (missing.length === 0) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderColor: 'warning.main', display: 'grid', gap: 1.5 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('goLive.title')}
      </Typography>
      <Typography color="text.secondary">{t('goLive.text')}</Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {missing.map((step) => (
          <Box component="li" key={step.notificationid} sx={{ display: 'flex', gap: 1 }}>
            <RadioButtonUncheckedIcon fontSize="small" color="warning" sx={{ mt: 0.25 }} />
            <Link component={RouterLink} to={step.link} underline="hover">
              {t(`layout:notificationTexts.${step.kind}`, step.params)}
            </Link>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 1 }}>
        <CheckCircleOutlinedIcon fontSize="small" color="success" />
        {t('goLive.after')}
      </Typography>
    </Paper>
  );
}

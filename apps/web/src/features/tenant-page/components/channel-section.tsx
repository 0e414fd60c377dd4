import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  tenantPageChannels,
  type PublicTenantPage,
  type TenantPageChannel,
} from '@rental/shared/schemas/tenant-page';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useChooseChannel } from '../api/choose-channel';

const isPageChannel = (value: string): value is TenantPageChannel =>
  (tenantPageChannels as readonly string[]).includes(value);

/**
 * How the tenant gets their bills, receipts and reminders (issue 34): SMS, or WhatsApp with SMS
 * if it does not arrive. Shown only when the landlord's WhatsApp is set up; saved as soon as
 * the tenant picks one.
 */
export function ChannelSection({ token, page }: { token: string; page: PublicTenantPage }) {
  const { t } = useTranslation('tenantPage');
  const choose = useChooseChannel(token);
  if (!page.whatsapp) return null;
  // The landlord may have set WhatsApp alone: neither choice of the page is on then.
  const value = isPageChannel(page.channel) ? page.channel : null;
  const error = choose.error;
  let refusal: string | null = null;
  if (error instanceof ApiError && error.status === 429) refusal = t('channel.rateLimited');
  else if (error) refusal = `${t('channel.failed')} ${describeError(error, t)}`;

  return (
    <Paper
      component="section"
      aria-labelledby="channel-title"
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 1 }}
    >
      <Typography id="channel-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('channel.title')}
      </Typography>
      <Typography id="channel-text" color="text.secondary">
        {t('channel.text')}
      </Typography>
      {page.channel === 'whatsapp' && (
        <Typography color="text.secondary">{t('channel.whatsappOnly')}</Typography>
      )}
      <RadioGroup
        aria-labelledby="channel-title"
        aria-describedby="channel-text"
        value={choose.isPending ? (choose.variables ?? value) : value}
        onChange={(event) => {
          if (isPageChannel(event.target.value)) choose.mutate(event.target.value);
        }}
      >
        {tenantPageChannels.map((channel) => (
          <FormControlLabel
            key={channel}
            value={channel}
            control={<Radio />}
            label={t(`channel.choices.${channel}`)}
            disabled={choose.isPending}
          />
        ))}
      </RadioGroup>
      {refusal ? (
        <Alert severity="error">{refusal}</Alert>
      ) : (
        choose.isSuccess && (
          <Alert severity="success" role="status">
            {t(`channel.saved.${choose.data.channel === 'sms' ? 'sms' : 'whatsapp_sms'}`)}
          </Alert>
        )
      )}
    </Paper>
  );
}

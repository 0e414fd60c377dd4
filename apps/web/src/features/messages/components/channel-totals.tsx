import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { centsToKes, formatKes } from '@rental/shared/money';
import type { MessageTotals } from '@rental/shared/schemas/sms';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../../../lib/format-date';

/**
 * This month's messages per channel, above the Sent list (decision 0068): how many went by
 * SMS and what Africa's Talking said they cost, and how many by WhatsApp, whose price Meta
 * does not report per message.
 */
export function ChannelTotals({ totals }: { totals: MessageTotals }) {
  const { t } = useTranslation('messages');
  const figures = [
    {
      key: 'sms',
      count: t('totals.sms', { count: totals.sms.count }),
      cost:
        totals.sms.costcents === null
          ? t('totals.costUnknown')
          : formatKes(centsToKes(totals.sms.costcents)),
    },
    {
      key: 'whatsapp',
      count: t('totals.whatsapp', { count: totals.whatsapp.count }),
      cost:
        totals.whatsapp.costcents === null
          ? t('totals.whatsappCostUnknown')
          : formatKes(centsToKes(totals.whatsapp.costcents)),
    },
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('totals.label', { month: formatMonth(totals.month) })}
      sx={{ p: 2 }}
    >
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('totals.label', { month: formatMonth(totals.month) })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {figures.map((figure) => (
          <Box key={figure.key} data-testid={`totals-${figure.key}`}>
            <Typography variant="body1">{figure.count}</Typography>
            <Typography variant="body2" color="text.secondary">
              {figure.cost}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

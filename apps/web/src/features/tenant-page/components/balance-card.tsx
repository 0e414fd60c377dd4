import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { PublicTenantPage } from '@rental/shared/schemas/tenant-page';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format-date';
import { balanceWords } from '../lib/balance-words';

/**
 * The first thing a tenant sees: who and where they are, then their balance in large figures,
 * what it means, the deposit held, and the way to pay it (`action`).
 */
export function BalanceCard({ page, action }: { page: PublicTenantPage; action?: ReactNode }) {
  const { t } = useTranslation('tenantPage');
  const { tenant, balance } = page;
  const former = tenant.status === 'former';
  const owing = balance > 0;
  return (
    <Paper
      component="section"
      aria-labelledby="balance-title"
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 3 },
        display: 'grid',
        gap: 2,
        borderTop: 4,
        borderTopColor: 'primary.main',
      }}
    >
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {t('hello', { name: tenant.name })}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('house', { house: tenant.housenumber, rental: tenant.rentalname })}
        </Typography>
        {former && tenant.moveoutdate && (
          <Typography color="text.secondary">
            {t('movedOut', { date: formatCalendarDate(tenant.moveoutdate) })}
          </Typography>
        )}
      </Box>
      <Box>
        <Typography
          id="balance-title"
          component="h2"
          color="text.secondary"
          sx={{ fontWeight: 600 }}
        >
          {t(former ? 'balance.finalTitle' : 'balance.title')}
        </Typography>
        <Typography
          component="p"
          sx={{
            fontSize: { xs: '2.125rem', sm: '3rem' },
            lineHeight: 1.15,
            fontWeight: 800,
            color: owing ? 'text.primary' : 'primary.main',
            overflowWrap: 'anywhere',
          }}
        >
          {formatKes(Math.abs(balance))}
        </Typography>
        <Typography sx={{ fontWeight: 600, color: owing ? 'warning.main' : 'primary.main' }}>
          {balanceWords(balance, t)}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          pt: 1.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography color="text.secondary">{t('balance.depositHeld')}</Typography>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {formatKes(page.depositheld)}
        </Typography>
      </Box>
      {action}
    </Paper>
  );
}

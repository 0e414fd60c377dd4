import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { PublicTenantPage } from '@rental/shared/schemas/tenant-page';
import { useTranslation } from 'react-i18next';
import { CopyField } from './copy-field';

/**
 * How to pay at the landlord's paybill, step by step, with the paybill and the account exactly
 * as the server gives them; and the landlord to call. A former tenant who owes nothing has
 * nothing to pay, so only the landlord shows.
 */
export function PayToCard({ page }: { page: PublicTenantPage }) {
  const { t } = useTranslation('tenantPage');
  const { payto, landlord, balance } = page;
  const showPayTo = page.tenant.status === 'current' || balance > 0;
  return (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      {showPayTo && (
        <Paper
          component="section"
          aria-labelledby="pay-to-title"
          variant="outlined"
          sx={{ p: { xs: 2.5, sm: 3 } }}
        >
          <Typography id="pay-to-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('payTo.title')}
          </Typography>
          {payto.paybill ? (
            <>
              <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
                {t('payTo.steps')}
              </Typography>
              <CopyField label={t('payTo.paybill')} value={payto.paybill} />
              <CopyField label={t('payTo.account')} value={payto.account} />
              {balance > 0 && (
                <Box sx={{ pt: 1.25 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('payTo.amount')}
                  </Typography>
                  <Typography sx={{ fontSize: '1.375rem', fontWeight: 700 }}>
                    {formatKes(balance)}
                  </Typography>
                </Box>
              )}
            </>
          ) : (
            <Typography sx={{ mt: 1 }}>{t('payTo.notSet')}</Typography>
          )}
        </Paper>
      )}
      <Paper
        component="section"
        aria-labelledby="landlord-title"
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 1 }}
      >
        <Typography id="landlord-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('landlord.title')}
        </Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{landlord.name}</Typography>
        {landlord.phone && (
          <Button
            component="a"
            href={`tel:${landlord.phone}`}
            variant="outlined"
            size="large"
            startIcon={<PhoneIcon />}
            aria-label={t('landlord.call', { phone: landlord.phone })}
            sx={{ justifySelf: 'start' }}
          >
            {landlord.phone}
          </Button>
        )}
      </Paper>
    </Box>
  );
}

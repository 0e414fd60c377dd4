import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useTenantPage } from '../api/get-tenant-page';
import { BalanceCard } from '../components/balance-card';
import { ChannelSection } from '../components/channel-section';
import { LanguageSwitch } from '../components/language-switch';
import { LinkExpired } from '../components/link-expired';
import { PageFrame } from '../components/page-frame';
import { PayButton } from '../components/pay-button';
import { PayToCard } from '../components/pay-to-card';
import { RepairsSection } from '../components/repairs-section';
import { StatementSection } from '../components/statement-section';
import { usePageLanguage } from '../lib/page-language';

/**
 * /t/{token}: the tenant's own page, without an account. Opened from an SMS on a phone, it
 * puts the balance first, then how to pay (M-PESA prompt or the paybill) and whom to call,
 * then their repairs ("Report a problem"), how they are messaged, and the statement with its PDFs; in the tenant's
 * language unless the visitor switches.
 */
export function TenantPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('tenantPage');
  const page = useTenantPage(token);
  const switchLanguage = usePageLanguage(page.data?.tenant.language);

  useEffect(() => {
    document.title = `${t('documentTitle')} · ${t('common:productName')}`;
  }, [t]);

  const expired = page.error instanceof ApiError && page.error.status === 404;
  let content;
  if (page.isPending) content = <LoadingScreen />;
  else if (expired) content = <LinkExpired />;
  else if (page.isError) {
    content = (
      <Box sx={{ maxWidth: 560, mx: 'auto' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('documentTitle')}
        </Typography>
        <LoadError
          message={`${t('loadFailed')} ${describeError(page.error, t)}`}
          onRetry={() => void page.refetch()}
        />
      </Box>
    );
  } else {
    const data = page.data;
    content = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <BalanceCard
            page={data}
            action={
              data.canpay && (
                <PayButton
                  token={token}
                  balance={data.balance}
                  payphones={data.payphones}
                  onRefresh={() => page.refetch()}
                />
              )
            }
          />
          <PayToCard page={data} />
        </Box>
        <RepairsSection token={token} page={data} />
        <ChannelSection token={token} page={data} />
        <StatementSection token={token} page={data} />
      </Box>
    );
  }

  return (
    <PageFrame switcher={!expired && <LanguageSwitch onChange={switchLanguage} />}>
      {content}
    </PageFrame>
  );
}

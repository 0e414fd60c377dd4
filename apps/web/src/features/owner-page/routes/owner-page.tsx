import DownloadIcon from '@mui/icons-material/Download';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { PublicOwnerPage } from '@rental/shared/schemas/owner-page';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AlertArea } from '../../../components/alert/alert-area';
import { Brand } from '../../../components/brand';
import { LanguageMenu } from '../../../components/language/language-menu';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { formatCalendarDate, formatMonth } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/language';
import { statementPdfUrl, useOwnerPage } from '../api/get-owner-page';
import { OwnerRepairs } from '../components/owner-repairs';
import { useLandlordLanguage } from '../lib/landlord-language';

/**
 * /o/{token}: a landlord's own read-only page, from the private link their agent shares. No
 * account: the link is the key. This month's sums first, then each rental's occupancy, the
 * repairs, the statements to download and what was paid to them. Rentals and sums only: no
 * tenant is named. In the landlord's language until the visitor switches.
 */
export function OwnerPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('ownerPage');
  const page = useOwnerPage(token);
  useLandlordLanguage(token, page.data?.language);

  useEffect(() => {
    document.title = `${t('documentTitle')} · ${t('common:productName')}`;
  }, [t]);

  const expired = page.error instanceof ApiError && page.error.status === 404;
  let content: ReactNode;
  if (page.isPending) content = <LoadingScreen />;
  else if (expired) content = <LinkExpired />;
  else if (page.isError) {
    content = (
      <LoadError
        message={`${t('loadFailed')} ${describeError(page.error, t)}`}
        onRetry={() => void page.refetch()}
      />
    );
  } else {
    content = <OwnerPageContent token={token} page={page.data} />;
  }

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          maxWidth: 960,
          mx: 'auto',
          px: 2,
          pt: { xs: 1.5, sm: 3 },
        }}
      >
        <Brand />
        <LanguageMenu compact />
      </Box>
      <Box
        component="main"
        sx={{ maxWidth: 960, mx: 'auto', px: 2, pt: 2, pb: { xs: 4, sm: 6 }, minWidth: 0 }}
      >
        <AlertArea />
        {content}
      </Box>
    </Box>
  );
}

function LinkExpired() {
  const { t } = useTranslation('ownerPage');
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, mx: 'auto', mt: { sm: 4 } }}
    >
      <LinkOffIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 2 }}>
        {t('expiredTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('expiredText')}
      </Typography>
    </Paper>
  );
}

/** A titled section of the page. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function OwnerPageContent({ token, page }: { token: string; page: PublicOwnerPage }) {
  const { t, i18n } = useTranslation('ownerPage');
  const language = currentLanguage(i18n.language);
  const figures = [
    ['collected', page.collected],
    ['arrears', page.arrears],
    ['expenses', page.expenses],
    ['due', page.due],
  ] as const;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {t('hello', { name: page.landlord.name })}
        </Typography>
        <Typography color="text.secondary">{t('managedBy', { agent: page.agent.name })}</Typography>
      </Box>

      <Section id="owner-month" title={t('month.title', { month: formatMonth(page.month) })}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {figures.map(([key, amount]) => (
            <Box key={key} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(`month.${key}`)}
              </Typography>
              <Typography
                component="dd"
                variant="h6"
                sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}
              >
                {formatKes(amount)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>

      <Section id="owner-occupancy" title={t('occupancy.title')}>
        {page.rentals.length === 0 ? (
          <Typography color="text.secondary">{t('occupancy.none')}</Typography>
        ) : (
          <Box
            component="ul"
            aria-labelledby="owner-occupancy"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {[
              ...page.rentals.map((rental) => ({
                key: rental.rentalid,
                name: rental.rentalname,
                ...rental,
              })),
              ...(page.rentals.length > 1
                ? [
                    {
                      key: 'total',
                      name: t('occupancy.total'),
                      ...page.totals,
                      collected: page.collected,
                    },
                  ]
                : []),
            ].map((row) => (
              <Box
                component="li"
                key={row.key}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}
              >
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {row.name}
                </Typography>
                <Typography variant="body2">
                  {t('occupancy.line', {
                    occupied: row.occupied,
                    units: row.units,
                    vacant: row.vacant,
                  })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('occupancy.collected')}: {formatKes(row.collected)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Section>

      <OwnerRepairs repairs={page.repairs} />

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Section id="owner-statements" title={t('statements.title')}>
          {page.statements.length === 0 ? (
            <Typography color="text.secondary">{t('statements.none')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {page.statements.map(({ month }) => (
                <li key={month}>
                  <Button
                    component="a"
                    href={statementPdfUrl(token, month, language)}
                    rel="noreferrer"
                    download
                    startIcon={<DownloadIcon />}
                    aria-label={t('statements.download', { month: formatMonth(month) })}
                    sx={{ textTransform: 'none' }}
                  >
                    {formatMonth(month)}
                  </Button>
                </li>
              ))}
            </Box>
          )}
        </Section>

        <Section id="owner-remittances" title={t('remittances.title')}>
          {page.remittances.length === 0 ? (
            <Typography color="text.secondary">{t('remittances.none')}</Typography>
          ) : (
            <Box
              component="ul"
              aria-labelledby="owner-remittances"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
            >
              {page.remittances.map((paid, at) => (
                <Box
                  component="li"
                  key={`${paid.date}-${at}`}
                  sx={{ borderBottom: 1, borderColor: 'divider', pb: 1, minWidth: 0 }}
                >
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 700 }}>{formatKes(paid.amount)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatCalendarDate(paid.date)}
                    </Typography>
                  </Box>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {t('remittances.month')} {formatMonth(paid.month)} · {paid.paymentmode}
                    {paid.reference ? ` · ${paid.reference}` : ''}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Section>
      </Box>
    </Box>
  );
}

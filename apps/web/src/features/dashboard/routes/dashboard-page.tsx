import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyCallLoadError } from '../../../components/lazy-call-load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { WhenVisible } from '../../../components/when-visible';
import { useSignedInUser } from '../../../lib/current-user';
import { usePhone } from '../../../lib/use-phone';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { CreateMenu } from '../components/create-menu';
import { DashboardSearch } from '../components/dashboard-search';
import { GoLiveCard } from '../components/go-live-card';
import { RecentTransactions } from '../components/recent-transactions';
import { SummaryTiles } from '../components/summary-tiles';

// The charts library is the heaviest part of the page: the figures show while it loads, and
// it loads only once the chart's place nears the screen (below the fold on a phone).
const RevenueChart = lazy(async () => ({
  default: (await import('../components/revenue-chart')).RevenueChart,
}));

/**
 * /dashboard: greeting, Create menu, the go-live steps left (until done), search, the four
 * tiles, the chart and recent payments. On a phone the recent payments come before the chart:
 * what was paid and who still owes matters more there than the year's trend.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  // The server says whether this user had signed in before this session: "Welcome" right
  // after sign-up or a member's first sign-in, "Welcome back" after that.
  const { userProfile, returning } = useSignedInUser();
  const summary = useDashboardSummary();
  const phone = usePhone();

  let figures;
  if (summary.isPending) figures = <LoadingScreen />;
  else if (summary.isError) {
    figures = <LazyCallLoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  } else {
    // Out of sight, an empty place of the chart's height (nothing loads, so nothing spins);
    // in sight, a skeleton while the library arrives.
    const chart = (
      <WhenVisible placeholder={<Box sx={{ height: 340 }} />}>
        <Suspense fallback={<Skeleton variant="rounded" height={340} />}>
          <RevenueChart chart={summary.data.chart} />
        </Suspense>
      </WhenVisible>
    );
    const recent = <RecentTransactions transactions={summary.data.recenttransactions} />;
    figures = (
      <>
        <SummaryTiles summary={summary.data} />
        {phone ? recent : chart}
        {phone ? chart : recent}
      </>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
          >
            {t(returning ? 'greetingBack' : 'greeting', { name: userProfile.firstname })}
          </Typography>
          <Typography color="text.secondary">{t('intro')}</Typography>
        </Box>
        <CreateMenu />
      </Box>
      <GoLiveCard />
      <DashboardSearch />
      {figures}
    </Box>
  );
}

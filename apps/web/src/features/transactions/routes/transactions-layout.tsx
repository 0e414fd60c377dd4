import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { ScrollableTabs } from '../../../components/scrollable-tabs';

/** The four tabs of /transactions; each is a link to its own address. */
const tabs = [
  { key: 'all', to: '/transactions/all' },
  { key: 'invoices', to: '/transactions/invoices' },
  { key: 'payments', to: '/transactions/payments' },
  { key: 'subscriptions', to: '/transactions/subscriptions' },
] as const;

/** /transactions/*: the title, the tabs, and the chosen tab (or `children`). */
export function TransactionsLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('transactions');
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname.startsWith(tab.to))?.key ?? 'all';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <ScrollableTabs
        value={current}
        label={t('tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={t(`tabs.${tab.key}`)}
            component={Link}
            to={tab.to}
          />
        ))}
      </ScrollableTabs>
      {/* The title and tabs stay while a tab's code loads. */}
      {children ?? (
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      )}
    </Box>
  );
}

export function TransactionsLayoutRoute() {
  return <TransactionsLayout />;
}

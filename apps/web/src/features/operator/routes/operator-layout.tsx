import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeading } from '../../../components/page-heading';
import { ScrollableTabs } from '../../../components/scrollable-tabs';

/** The console's tabs; each is a link to its own address. */
const tabs = [
  { key: 'organizations', to: '/operator/organizations' },
  { key: 'contactRequests', to: '/operator/contact-requests' },
  { key: 'subscriptionPayments', to: '/operator/subscription-payments' },
  { key: 'parkedConfirmations', to: '/operator/parked-confirmations' },
] as const;

/** /operator/*: the console's title, its tabs and the chosen tab. */
export function OperatorLayout() {
  const { t } = useTranslation('operator');
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname.startsWith(tab.to))?.key ?? 'organizations';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeading title={t('title')} text={t('text')} />
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
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}

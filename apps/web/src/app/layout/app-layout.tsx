import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AlertArea } from '../../components/alert/alert-area';
import { LoadingScreen } from '../../components/loading-screen';
import { PaySubscriptionBanner } from '../../entities/subscription/pay-subscription-banner';
import { PhoneConfirmBanner } from '../../features/users/components/phone-confirm-banner';
import { languageList } from '../../components/language/language-menu';
import { lazyPart, useWantedOnce } from '../../components/lazy-part/lazy-part';
import { prefetchWhenIdle } from '../../components/lazy-part/prefetch-when-idle';
import { AppSidebar } from './app-sidebar';
import { drawerWidth } from './nav-width';
import { notificationsMenu } from './notifications-button';
import { AppTopBar } from './app-top-bar';
import { SuspensionBanner } from './suspension-banner';
import { ScreenErrorBoundary } from '../screen-error-boundary';
import { usePageTitle } from './page-titles';

const phoneDrawer = lazyPart(async () => (await import('./phone-nav-drawer')).PhoneNavDrawer);
const PhoneNavDrawer = phoneDrawer.Part;

/**
 * The signed-in shell: sidebar (permanent on desktop, a drawer behind the menu button on
 * phones), top bar, the alert area and the page.
 */
export function AppLayout() {
  const { t } = useTranslation(['layout', 'common']);
  const title = usePageTitle();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerMounted = useWantedOnce(drawerOpen);

  // The frame's menus and the phone's drawer are not needed for the first screen: fetched
  // once the phone is idle after it, so they open at once when asked for.
  useEffect(
    () => prefetchWhenIdle([phoneDrawer.preload, languageList.preload, notificationsMenu.preload]),
    [],
  );

  useEffect(() => {
    document.title = `${title} · ${t('common:productName')}`;
  }, [title, t]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <AppTopBar drawerWidth={drawerWidth} onMenuClick={() => setDrawerOpen(true)} />
      <Box
        component="nav"
        aria-label={t('navLabel')}
        sx={{ width: { md: drawerWidth }, flexShrink: { md: 0 } }}
      >
        {drawerMounted && (
          <Suspense>
            <PhoneNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        )}
        {/* The sidebar on a wide screen: always there, so a plain box (no drawer code). */}
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            position: 'fixed',
            top: 0,
            left: 0,
            width: drawerWidth,
            height: '100%',
            overflowY: 'auto',
            bgcolor: 'background.paper',
            borderRight: 1,
            borderColor: 'divider',
            zIndex: (theme) => theme.zIndex.drawer,
          }}
        >
          <AppSidebar />
        </Box>
      </Box>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          px: { xs: 2, sm: 3 },
          pb: 4,
          bgcolor: 'background.default',
        }}
      >
        <Toolbar />
        <Box sx={{ maxWidth: 1200, mx: 'auto', pt: { xs: 2, sm: 3 } }}>
          {/* Sticky under the top bar, so an alert is seen wherever the button was. */}
          <Box
            sx={{
              position: 'sticky',
              top: { xs: 64, sm: 72 },
              zIndex: (theme) => theme.zIndex.appBar - 1,
            }}
          >
            <AlertArea />
          </Box>
          <SuspensionBanner />
          <PhoneConfirmBanner />
          <PaySubscriptionBanner />
          {/* The frame stays while a screen's code or texts load (Preact needs the boundary),
              and when they fail: the menu still leads elsewhere. */}
          <ScreenErrorBoundary resetKey={pathname}>
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}

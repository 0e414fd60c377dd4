import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AlertArea } from '../../components/alert/alert-area';
import { PaySubscriptionBanner } from '../../entities/subscription/pay-subscription-banner';
import { PhoneConfirmBanner } from '../../features/users/components/phone-confirm-banner';
import { AppSidebar } from './app-sidebar';
import { AppTopBar } from './app-top-bar';
import { SuspensionBanner } from './suspension-banner';
import { usePageTitle } from './page-titles';

const drawerWidth = 248;
const drawerPaper = { '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } };

/**
 * The signed-in shell: sidebar (permanent on desktop, a drawer behind the menu button on
 * phones), top bar, the alert area and the page.
 */
export function AppLayout() {
  const { t } = useTranslation(['layout', 'common']);
  const title = usePageTitle();
  const [drawerOpen, setDrawerOpen] = useState(false);

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
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          // The phone's menu is a dialog: it is named like the navigation it holds.
          slotProps={{ paper: { 'aria-label': t('navLabel') } }}
          sx={{ display: { xs: 'block', md: 'none' }, ...drawerPaper }}
        >
          <AppSidebar onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, ...drawerPaper }}
        >
          <AppSidebar />
        </Drawer>
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
          {/* The frame stays while a screen's texts load (Preact needs the boundary). */}
          <Suspense>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}

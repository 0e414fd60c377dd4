import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AlertArea } from '../../../components/alert/alert-area';
import { Brand } from '../../../components/brand';
import { LoadingScreen } from '../../../components/loading-screen';

/** The onboarding steps: a narrow page with the brand and the alert area, no sidebar. */
export function OnboardingLayout() {
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 3, sm: 6 } }}>
      <Box sx={{ mb: 3 }}>
        <Brand />
      </Box>
      <AlertArea />
      {/* The brand stays while a step's code loads. */}
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}

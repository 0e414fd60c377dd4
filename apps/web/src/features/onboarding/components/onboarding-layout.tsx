import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { AlertArea } from '../../../components/alert/alert-area';
import { Brand } from '../../../components/brand';

/** The onboarding steps: a narrow page with the brand and the alert area, no sidebar. */
export function OnboardingLayout() {
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 3, sm: 6 } }}>
      <Box sx={{ mb: 3 }}>
        <Brand />
      </Box>
      <AlertArea />
      <Outlet />
    </Box>
  );
}

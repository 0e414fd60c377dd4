import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertProvider } from '../components/alert/alert-provider';
import { useAlert } from '../components/alert/use-alert';
import { describeErrorLater } from '../components/lazy-call-load-error';
import { createQueryClient, failureAction, onCallFailure } from '../lib/query-client';
import { theme } from './theme';

/**
 * The query client; every failed call shows its message in the error alert, with the
 * upgrade link when a plan limit refused it.
 */
function QueryProvider({ children }: { children: ReactNode }) {
  const { showAlert } = useAlert();
  const { t } = useTranslation();
  const [queryClient] = useState(createQueryClient);
  useEffect(
    () =>
      onCallFailure(queryClient, (error) => {
        void describeErrorLater(error, t).then((message) =>
          showAlert(message, 'error', { action: failureAction(error, t) }),
        );
      }),
    [queryClient, showAlert, t],
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * Theme, alert and server state for every screen but the landing page (inside the router). The
 * date inputs bring their own language (DateInput's DateLocalization): the date pickers load
 * with the first form that has a date, not with the first screen.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AlertProvider>
        <QueryProvider>{children}</QueryProvider>
      </AlertProvider>
    </ThemeProvider>
  );
}

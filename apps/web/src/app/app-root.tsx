import { Outlet } from 'react-router';
import { AppProviders } from './app-providers';

/**
 * Root of every screen but the landing page. Loaded lazily: the landing page is plain React
 * and CSS so its first load stays within the 150 KB budget (bench/landing-bundle).
 */
export function AppRoot() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}

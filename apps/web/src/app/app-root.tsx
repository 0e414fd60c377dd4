import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { AppProviders } from './app-providers';

/**
 * Root of every screen but the landing page. Loaded lazily: the landing page is plain React
 * and CSS (its own entry, src/landing) so its first load stays within the 100 KB budget
 * (bench/landing-bundle).
 */
export function AppRoot() {
  return (
    <AppProviders>
      {/* A screen whose texts are still loading waits here (Preact needs the boundary). */}
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </AppProviders>
  );
}

import { createBrowserRouter } from 'react-router';
import { LandingPage } from '../features/landing/routes/landing-page';

/**
 * The landing page is in the first bundle and uses no MUI; every other screen is loaded
 * lazily under AppRoot (MUI theme, TanStack Query) so the public page stays small.
 */
export const router = createBrowserRouter([
  { path: '/', element: <LandingPage /> },
  {
    lazy: async () => ({ Component: (await import('./app-root')).AppRoot }),
    children: [],
  },
]);

import { configure, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactElement } from 'react';
import {
  MemoryRouter,
  Outlet,
  parsePath,
  Route,
  Routes,
  useLocation,
  type Location,
} from 'react-router';
import { expect } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { AppRoutes } from '../app/router';
import { AlertArea } from '../components/alert/alert-area';
import { TestStyles } from './styles';

// The first lazy screen of a test file compiles MUI: allow more than the default second
// (the same as test/setup.ts).
configure({ asyncUtilTimeout: 15_000 });

/** Where a test's memory router is: `location` follows every navigation. */
export interface TestRouter {
  location: Location;
}

/**
 * Tells `onMove` the memory router's location after each navigation, as the new screen is put
 * on the page (a layout effect), so a test that finds the screen finds its address too.
 */
function FollowLocation({ onMove }: { onMove: (location: Location) => unknown }) {
  const location = useLocation();
  useLayoutEffect(() => {
    onMove(location);
  }, [location, onMove]);
  return null;
}

function startAt(path: string): TestRouter {
  // parsePath, not URL: some tests stand in for the URL global (object URLs of downloads).
  const { pathname = '/', search = '', hash = '' } = parsePath(path);
  return { location: { pathname, search, hash, state: null, key: 'default' } };
}

/** The whole app (real routes, guard, layout and providers) at `path`. */
export function renderApp(path: string) {
  const router = startAt(path);
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <FollowLocation onMove={(location) => (router.location = location)} />
      <AppRoutes />
    </MemoryRouter>,
    { wrapper: TestStyles },
  );
  return { ...result, router, user };
}

/**
 * One component with the app's providers (theme, alert, QueryClient) and an alert area, in a
 * memory router at `path`; every other path renders `Page at <path>` to check navigation.
 */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const router = startAt(path);
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <FollowLocation onMove={(location) => (router.location = location)} />
      <Routes>
        <Route
          element={
            <AppProviders>
              <AlertArea />
              <Outlet />
            </AppProviders>
          }
        >
          <Route path={path.split('?')[0]} element={ui} />
          <Route path="*" Component={OtherPage} />
        </Route>
      </Routes>
    </MemoryRouter>,
    { wrapper: TestStyles },
  );
  return { ...result, router, user };
}

function OtherPage() {
  const { pathname } = useLocation();
  return <p>Page at {pathname}</p>;
}

/**
 * Waits until the app is at `path` and `leftBehind` (an element of the screen it left) is gone.
 * A lazy screen loads and renders after the click has returned, and the router keeps the old
 * screen on show meanwhile (a React transition): an element found there would be detached a
 * moment later.
 */
export async function waitForMove(router: TestRouter, path: string, leftBehind: HTMLElement) {
  await waitFor(() => {
    expect(router.location.pathname).toBe(path);
    expect(leftBehind).not.toBeInTheDocument();
  });
}

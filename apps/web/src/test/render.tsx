import { configure, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { expect } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { routes } from '../app/router';
import { AlertArea } from '../components/alert/alert-area';
import { TestStyles } from './styles';

// The first lazy screen of a test file compiles MUI: allow more than the default second
// (the same as test/setup.ts).
configure({ asyncUtilTimeout: 15_000 });

/** The whole app (real routes, guard, layout and providers) at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(<RouterProvider router={router} />, { wrapper: TestStyles });
  return { ...result, router, user };
}

/**
 * One component with the app's providers (theme, alert, QueryClient) and an alert area, in a
 * memory router at `path`; every other path renders `Page at <path>` to check navigation.
 */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AppProviders>
            <AlertArea />
            <Outlet />
          </AppProviders>
        ),
        children: [
          { path: path.split('?')[0], element: ui },
          { path: '*', Component: OtherPage },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const result = render(<RouterProvider router={router} />, { wrapper: TestStyles });
  return { ...result, router, user };
}

function OtherPage() {
  const { pathname } = useLocation();
  return <p>Page at {pathname}</p>;
}

type TestRouter = ReturnType<typeof createMemoryRouter>;

/**
 * Waits until the app is at `path` and `leftBehind` (an element of the screen it left) is gone.
 * A lazy route loads and renders after the click has returned, so until then the old screen is
 * still shown: an element found there would be detached a moment later.
 */
export async function waitForMove(router: TestRouter, path: string, leftBehind: HTMLElement) {
  await waitFor(() => {
    expect(router.state.location.pathname).toBe(path);
    expect(leftBehind).not.toBeInTheDocument();
  });
}

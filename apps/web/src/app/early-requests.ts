import { startEarlyRequests } from '../lib/api-client';
import { getToken } from '../lib/auth-token';

/**
 * What the first screen of a visit asks the API for, started as the page opens instead of one
 * after the other once each piece of the screen has rendered (lib/api-client's early answers):
 * on a slow phone connection that chain (the user, the onboarding step, the figures) cost a
 * round trip each. Plain paths, so this file pulls no screen's code into the first bundle; the
 * paths are exactly those the screens' fetchers ask for (early-requests.test.ts).
 */

/** Screens anyone may open: no session to check there. */
const publicPaths = ['/', '/sign-in', '/sign-up', '/forgot-pin', '/join', '/help'];
const publicPrefixes = ['/t/', '/o/', '/privacy', '/terms'];

/** The signed-in user (RequireAuth), asked for by every signed-in screen. */
export const currentUserPath = '/api/auth/user';

/** Each first screen's own calls, for the page's address (`search`: its query string). */
const screenCalls: Record<string, (search: URLSearchParams) => string[]> = {
  // ResumeOnboarding's step, then the figures.
  '/dashboard': () => ['/api/onboarding/progress', '/api/dashboard/summary'],
  '/tenants': (search) => [
    `/api/tenant/all-tenants?status=${search.get('status') === 'former' ? 'former' : 'current'}`,
  ],
};

/** The calls to start for a page opened at `pathname` + `search`, with a session stored. */
export function earlyCallsFor(pathname: string, search: string): string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (publicPaths.includes(path) || publicPrefixes.some((prefix) => path.startsWith(prefix))) {
    return [];
  }
  return [currentUserPath, ...(screenCalls[path]?.(new URLSearchParams(search)) ?? [])];
}

/** Starts the first screen's calls when a session is stored (main.tsx, before rendering). */
export function startFirstScreenCalls(): void {
  if (!getToken()) return;
  startEarlyRequests(earlyCallsFor(window.location.pathname, window.location.search));
}

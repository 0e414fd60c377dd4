import { screen, within } from '@testing-library/react';
import type { CurrentUser } from '@rental/shared/schemas/users';
import { json, mockApi, signedIn, testUser, type MockRequest } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { makeLandlord, rentals } from './fixtures';

export const agent: CurrentUser = {
  ...testUser,
  userProfile: { ...testUser.userProfile, accounttype: 'Agent' },
};

/**
 * The app at `path` (a report's screen), signed in as `user`, with the rentals, an agent's
 * landlords and the report's answers: `reports` maps a request path with its query to the
 * report it answers.
 */
export function openReport(
  path: string,
  reports: Record<string, unknown>,
  { user = testUser }: { user?: CurrentUser } = {},
) {
  const handlers: Parameters<typeof mockApi>[0] = {
    ...signedIn(user),
    'GET /api/rental/all-rentals': () => json({ rentals }),
    'GET /api/landlords/all': () => json({ landlords: [makeLandlord('l-1', 'Wanjiku Njoroge')] }),
    'POST /api/activity/exports': () => new Response(null, { status: 204 }),
  };
  for (const [url, report] of Object.entries(reports)) handlers[`GET ${url}`] = () => json(report);
  return { ...mockApi(handlers), ...renderApp(path) };
}

/**
 * The first screen of a test file compiles MUI and the charts: on a busy 2-core machine that
 * can take longer than the usual 5 s, so a test's first look waits up to 20 s.
 */
export const firstLoad = { timeout: 20_000 };

/** The paths of the report requests made so far (each with its query). */
export function reportRequests(requests: readonly MockRequest[], report: string): string[] {
  return requests
    .filter((request) => request.path.startsWith(`/api/reports/${report}`))
    .map((request) => request.path);
}

/** Each row's text, header and footer included. */
export function rowsOf(table: HTMLElement): (string | null)[] {
  return within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);
}

/** Each card's text, no-break spaces read as spaces. */
export function cardsOf(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .map((card) => (card.textContent ?? '').replace(/\u00a0/g, ' '));
}

/** Picks `option` in the select labelled `label`. */
export async function choose(
  user: ReturnType<typeof renderApp>['user'],
  label: string,
  option: string,
) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn, userWithRole } from '../../test/mock-api';
import { renderApp } from '../../test/render';

/** The sidebar's page links (the brand and the phone drawer's Help left out). */
async function sidebarLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
    .filter((href, index) => index > 0 && href !== '/help');
}

describe('navigation by role', () => {
  it('gives a caretaker rentals, tenants, water readings and repairs, no money screen', async () => {
    mockApi({
      ...signedIn(userWithRole('caretaker')),
      'GET /api/rental/all-rentals': () => json({ rentals: [] }),
    });
    renderApp('/rentals');
    expect(await sidebarLinks()).toEqual(['/rentals', '/tenants', '/water-readings', '/repairs']);
  });

  it('gives an accountant money, reports and tenants, but no readings or settings', async () => {
    mockApi({
      ...signedIn(userWithRole('accountant')),
      'GET /api/rental/all-rentals': () => json({ rentals: [] }),
    });
    renderApp('/rentals');
    expect(await sidebarLinks()).toEqual([
      '/dashboard',
      '/rentals',
      '/tenants',
      '/arrears',
      '/transactions',
      '/unallocated',
      '/expenses',
      '/reports',
      '/messages',
    ]);
  });

  it('gives a manager everything an owner has in the sidebar', async () => {
    mockApi({
      ...signedIn(userWithRole('manager')),
      'GET /api/rental/all-rentals': () => json({ rentals: [] }),
    });
    renderApp('/rentals');
    expect(await sidebarLinks()).toContain('/settings');
  });

  it("lands a caretaker on their rentals, never asking the dashboard's money", async () => {
    const { requests } = mockApi({
      ...signedIn(userWithRole('caretaker')),
      'GET /api/rental/all-rentals': () => json({ rentals: [] }),
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.location.pathname).toBe('/rentals'));
    expect(requests.map((request) => request.path)).not.toContainEqual(
      expect.stringMatching(/dashboard|transaction|report|statement/),
    );
  });

  it('tells a caretaker a money screen is not for their role, and loads none of it', async () => {
    const { requests } = mockApi(signedIn(userWithRole('caretaker')));
    const { user, router } = renderApp('/transactions/all');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    expect(requests.map((request) => request.path)).not.toContainEqual(
      expect.stringMatching(/transaction/),
    );
    await user.click(screen.getByRole('link', { name: 'Go to Rentals' }));
    await waitFor(() => expect(router.location.pathname).toBe('/rentals'));
  });

  it('keeps an accountant out of settings', async () => {
    mockApi(signedIn(userWithRole('accountant')));
    renderApp('/settings?tab=team');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Team' })).not.toBeInTheDocument();
  });
});

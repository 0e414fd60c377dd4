import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn } from '../../test/mock-api';
import { renderApp } from '../../test/render';

describe('signed-in layout', () => {
  it('links the sidebar pages and titles the top bar after the page', async () => {
    mockApi(signedIn());
    const { user, router } = renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Rental Manager', '/dashboard'],
      ['Dashboard', '/dashboard'],
      ['Rentals', '/rentals'],
      ['Tenants', '/tenants'],
      ['Arrears', '/arrears'],
      ['Water Readings', '/water-readings'],
      ['Repairs', '/repairs'],
      ['Transactions', '/transactions'],
      ['Unallocated Payments', '/unallocated'],
      ['Expenses', '/expenses'],
      ['Reports', '/reports'],
      ['Messages', '/messages'],
      ['Settings', '/settings'],
      // Shown in the phone drawer only (its CSS hides it from 600 px; jsdom applies none).
      ['Help', '/help'],
    ]);

    await user.click(within(nav).getByRole('link', { name: 'Tenants' }));
    expect(await screen.findByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
    expect(router.location.pathname).toBe('/tenants');
    expect(screen.getByRole('banner')).toHaveTextContent('Tenants');
  });

  it('opens the notifications and the Create menu', async () => {
    mockApi(signedIn());
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('menuitem', { name: 'No new notifications' })).toBeVisible();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['New Tenant', '/newtenant'],
      ['New Rental', '/newrental'],
      ['Rental Payment', '/newtransaction'],
      ['Subscription Payment', '/newpayment'],
    ]);
  });

  it('lists what needs the landlord, counts the unread, and goes where to act', async () => {
    const notification = (id: string, kind: string, read: boolean, params = {}, link = '/') => ({
      notificationid: id,
      kind,
      text: '',
      params,
      link,
      createdat: '2026-05-01T08:00:00.000Z',
      read,
    });
    const { requests } = mockApi({
      ...signedIn(),
      'GET /api/notifications': () =>
        json({
          notifications: [
            notification('n-1', 'unallocated_payments', false, { count: 2 }, '/unallocated'),
            notification('n-2', 'go_live_paybill', true, {}, '/settings?tab=mpesa'),
          ],
        }),
      'POST /api/notifications/read': () => new Response(null, { status: 204 }),
    });
    const { user, router } = renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByLabelText('2 waiting')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Notifications: 1 unread' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'M-PESA payments waiting to be assigned to a tenant: 2New',
      'Set your paybill so invoices tell tenants where to pay',
    ]);
    await user.click(items[0]!);
    await waitFor(() => expect(router.location.pathname).toBe('/unallocated'));
    const read = requests.find((request) => request.path === '/api/notifications/read');
    expect(read?.body).toEqual({ notificationids: ['n-1'] });
  });

  it('signs out on the server, forgets the token and goes to /sign-in', async () => {
    const { requests } = mockApi({
      ...signedIn(),
      'POST /api/auth/logout': () => json({ message: 'Signed out' }),
    });
    const { user, router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('button', { name: 'SIGN IN' })).toBeVisible();
    expect(router.location.pathname).toBe('/sign-in');
    expect(router.location.search).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
    const logout = requests.find((request) => request.path === '/api/auth/logout');
    expect(logout?.headers.get('x-auth-token')).toBe('test-token');
  });

  it('shows a not-found page for unknown addresses', async () => {
    mockApi({});
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

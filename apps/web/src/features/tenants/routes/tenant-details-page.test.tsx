import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp, waitForMove } from '../../../test/render';
import { portfolioHandlers, rentHistoryHandler, tenant, tenantDetail } from '../testing/fixtures';

const amina = tenantDetail(tenant('t-1', { openingrentbalance: 2000.5 }), 15000, 2500.5);
const noStatement = {
  tenant: {
    tenantid: 't-1',
    name: 'Amina Otieno',
    phonenumber: '0712345678',
    housenumber: 'A1',
    rentalname: 'Sunrise Court',
  },
  entries: [],
  balance: 0,
};

function openDetails(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(),
    ...portfolioHandlers,
    'GET /api/tenant/all-tenants/t-1': () => json({ tenant: amina }),
    'GET /api/tenant/all-tenants/t-1/statement': () => json(noStatement),
    'GET /api/tenant/all-tenants': () => json({ tenants: [amina] }),
    ...rentHistoryHandler('t-1'),
    ...extra,
  });
  return { ...renderApp('/tenant-details/t-1'), ...api };
}

describe('tenant details', { timeout: 20_000 }, () => {
  it('shows the rental, room type, monthly rent and balance in KES', async () => {
    openDetails();
    expect(await screen.findByRole('heading', { name: 'Amina Otieno' })).toBeInTheDocument();
    const summary = screen.getByText('Current balance').closest('dl')!;
    expect(summary).toHaveTextContent('Sunrise Court');
    expect(summary).toHaveTextContent('One Bedroom');
    expect(summary).toHaveTextContent(/Ksh\s?15,000\.00/);
    expect(summary).toHaveTextContent(/Ksh\s?2,500\.50/);
  });

  it('validates the edit form like the new form', async () => {
    const { user, requests } = openDetails();
    const firstname = await screen.findByLabelText('First Name');
    expect(firstname).toHaveValue('Amina');
    expect(screen.getByLabelText('Opening Rent Balance (KES)')).toHaveValue('2000.5');
    await user.clear(firstname);
    await user.tab();
    expect(firstname).toHaveAccessibleDescription('Please enter first name');
    const phone = screen.getByLabelText('Phone Number');
    await user.clear(phone);
    await user.type(phone, '1712345678');
    await user.clear(screen.getByLabelText('Meter Number'));
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(phone).toHaveAccessibleDescription('Phone number should start with 0');
    expect(screen.getByLabelText('Meter Number')).toHaveAccessibleDescription(
      'Please enter meter number',
    );
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it("saves changes with 'Tenant updated' and shows a server field message", async () => {
    let answer = () =>
      json({ tenant: { ...amina, tenantdata: { ...amina.tenantdata, housenumber: 'A9' } } });
    const { user, requests } = openDetails({ 'PUT /api/tenant/all-tenants/t-1': () => answer() });
    const house = await screen.findByLabelText('House Number');
    await user.clear(house);
    await user.type(house, 'A9');
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tenant updated');
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      housenumber: 'A9',
      rentalid: 'r-1',
      housetype: 'room-1',
      openingrentbalance: 2000.5,
    });

    const full = 'All 4 Two Bedroom units in Baraka Flats are taken';
    answer = () => apiError(409, 'conflict', full, { housetype: full });
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByRole('combobox', { name: 'Room Type' })).toHaveAccessibleDescription(
      full,
    );
  });

  it('says so when the tenant does not exist', async () => {
    mockApi({ ...signedIn(), ...portfolioHandlers });
    renderApp('/tenant-details/gone');
    expect(
      await screen.findByText('This tenant does not exist or was deleted.'),
    ).toBeInTheDocument();
  });
});

describe('deleting a tenant', { timeout: 20_000 }, () => {
  it("asks first, then deletes and shows 'Tenant deleted' on the list", async () => {
    let remaining = [amina];
    const { user, router, requests } = openDetails({
      'GET /api/tenant/all-tenants': () => json({ tenants: remaining }),
      'DELETE /api/tenant/t-1': () => {
        remaining = [];
        return json({ message: 'Tenant deleted' });
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Delete tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete tenant?' });
    expect(
      await within(dialog).findByText(/Delete Amina Otieno of house A1 in Sunrise Court/),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    expect(await screen.findByText('No tenants found.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tenants');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tenant deleted');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('CANCEL goes back to the list and deletes nothing', async () => {
    const { user, router, requests } = mockApiAndOpen('/tenant-details/delete/t-1');
    const dialog = await screen.findByRole('dialog', { name: 'Delete tenant?' });
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitForMove(router, '/tenants', dialog);
    expect(await screen.findByText('Amina Otieno')).toBeVisible();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });
});

function mockApiAndOpen(path: string) {
  const api = mockApi({
    ...signedIn(),
    ...portfolioHandlers,
    'GET /api/tenant/all-tenants/t-1': () => json({ tenant: amina }),
    'GET /api/tenant/all-tenants': () => json({ tenants: [amina] }),
  });
  return { ...renderApp(path), ...api };
}

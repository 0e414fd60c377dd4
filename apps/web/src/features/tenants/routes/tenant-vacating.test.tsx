import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import {
  portfolioHandlers,
  statementOf,
  tenant,
  tenantDetail,
  tenantDetailsHandlers,
} from '../testing/fixtures';

const amina = tenant('t-1', { firstname: 'Amina', lastname: 'Otieno', housenumber: 'A1' });
const brian = tenant('t-2', { firstname: 'Brian', lastname: 'Kamau', housenumber: 'B2' });
const vacating = { vacating: [{ tenantid: 't-1', vacatingon: '2027-01-15' }] };

function openTenants(user = userWithRole('owner')) {
  const api = mockApi({
    ...signedIn(user),
    ...portfolioHandlers,
    'GET /api/tenant/all-tenants?status=current': () => json({ tenants: [amina, brian] }),
    'GET /api/tenant/vacating': () => json(vacating),
  });
  return { ...renderApp('/tenants'), ...api };
}

const card = async (name: string) => (await screen.findByText(name)).closest('article')!;

describe('the Vacating chip', () => {
  it('marks a tenant with a notice to vacate in the list, with the day', async () => {
    openTenants();
    expect(
      await within(await card('Amina Otieno')).findByText('Vacating 15 Jan 2027'),
    ).toBeVisible();
    expect(await card('Brian Kamau')).not.toHaveTextContent('Vacating');
  });

  it('says it in Kiswahili for a reader of Kiswahili', async () => {
    openTenants(userWithRole('owner', { language: 'sw' }));
    expect(
      await within(await card('Amina Otieno')).findByText('Anahama 15 Jan 2027'),
    ).toBeVisible();
  });

  it("is shown beside the name on the tenant's page, from the lease", async () => {
    const detail = tenantDetail(amina, 15000, 0);
    mockApi({
      ...signedIn(userWithRole('owner')),
      ...portfolioHandlers,
      'GET /api/tenant/all-tenants/t-1': () => json({ tenant: detail }),
      'GET /api/tenant/all-tenants/t-1/statement': () => json(statementOf(detail)),
      ...tenantDetailsHandlers('t-1'),
      'GET /api/tenant/t-1/lease': () =>
        json({
          lease: null,
          notice: {
            givenby: 'tenant',
            date: '2026-12-01',
            moveoutdate: '2027-01-15',
            short: false,
            createdby: 'Amina Otieno',
            createdat: '2026-12-01T06:00:00.000Z',
          },
        }),
    });
    renderApp('/tenant-details/t-1');
    expect(await screen.findByText('Vacating 15 Jan 2027', {}, { timeout: 40_000 })).toBeVisible();
  });

  it("is shown to a caretaker on the tenant's page, who may not read the lease", async () => {
    const detail = tenantDetail(amina, 15000, 0);
    const { requests } = mockApi({
      ...signedIn(userWithRole('caretaker')),
      ...portfolioHandlers,
      'GET /api/tenant/all-tenants/t-1': () => json({ tenant: detail }),
      ...tenantDetailsHandlers('t-1'),
      'GET /api/tenant/vacating': () => json(vacating),
    });
    renderApp('/tenant-details/t-1');
    expect(await screen.findByText('Vacating 15 Jan 2027', {}, { timeout: 40_000 })).toBeVisible();
    expect(requests.some((request) => request.path.endsWith('/lease'))).toBe(false);
  });
});

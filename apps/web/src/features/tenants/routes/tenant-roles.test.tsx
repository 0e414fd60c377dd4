import { screen } from '@testing-library/react';
import type { UserRole } from '@rental/shared/enums';
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

const amina = tenantDetail(tenant('t-1', { nationalid: '29876543', krapin: 'A123456789B' }));

function openTenant(role: UserRole) {
  const api = mockApi({
    ...signedIn(userWithRole(role)),
    ...portfolioHandlers,
    'GET /api/tenant/all-tenants/t-1': () => json({ tenant: amina }),
    'GET /api/tenant/all-tenants/t-1/statement': () => json(statementOf(amina)),
    'GET /api/tenant/all-tenants?status=current': () => json({ tenants: [amina] }),
    ...tenantDetailsHandlers('t-1'),
  });
  return { ...renderApp('/tenant-details/t-1'), ...api };
}

describe('a tenant by role', () => {
  it('shows a caretaker who lives where and the page link, no balance, ID or action', async () => {
    const { requests } = openTenant('caretaker');
    // The first screen of the file compiles MUI: it may take longer than the usual wait.
    expect(
      await screen.findByRole('heading', { name: 'Amina Otieno' }, { timeout: 40_000 }),
    ).toBeVisible();
    const summary = screen.getByText('Rental').closest('dl')!;
    expect(summary).toHaveTextContent('A1');
    expect(summary).not.toHaveTextContent('Current balance');
    expect(summary).not.toHaveTextContent('29876543');
    expect(summary).not.toHaveTextContent('A123456789B');
    for (const name of [/end tenancy/i, /credit note/i, /change rent/i, /move/i, /erase/i]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: /end tenancy/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /export/i })).not.toBeInTheDocument();
    expect(requests.map((request) => request.path)).not.toContain(
      '/api/tenant/all-tenants/t-1/statement',
    );
  });

  it('shows an accountant the balance and statement, but nothing that changes the tenant', async () => {
    openTenant('accountant');
    const summary = (await screen.findByText('Current balance')).closest('dl')!;
    expect(summary).toHaveTextContent('29876543');
    expect(screen.queryByRole('link', { name: /end tenancy/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /change rent/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /erase/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /export personal data/i })).toBeNull();
    expect(screen.getByRole('button', { name: /credit note/i })).toBeVisible();
  });

  it('hides New Tenant and Import from an accountant', async () => {
    mockApi({
      ...signedIn(userWithRole('accountant')),
      'GET /api/tenant/all-tenants?status=current': () => json({ tenants: [amina] }),
    });
    renderApp('/tenants');
    expect(await screen.findByRole('heading', { name: /Tenants/, level: 1 })).toBeVisible();
    expect(screen.queryByRole('link', { name: /new tenant/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /import/i })).not.toBeInTheDocument();
  });

  it('offers the owner every action', async () => {
    openTenant('owner');
    expect(await screen.findByRole('link', { name: /end tenancy/i })).toBeVisible();
    expect(screen.getByRole('button', { name: /erase/i })).toBeInTheDocument();
  });
});

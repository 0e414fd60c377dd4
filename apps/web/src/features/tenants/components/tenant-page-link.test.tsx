import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import {
  portfolioHandlers,
  statementOf,
  tenant,
  tenantDetail,
  tenantDetailsHandlers,
} from '../testing/fixtures';

function openTenant(smsblocked = false, extra: Parameters<typeof mockApi>[0] = {}) {
  const amina = tenantDetail(tenant('t-1', { smsblocked }), 15000, 0);
  const api = mockApi({
    ...signedIn(),
    ...portfolioHandlers,
    'GET /api/tenant/all-tenants/t-1': () => json({ tenant: amina }),
    'GET /api/tenant/all-tenants/t-1/statement': () => json(statementOf(amina)),
    ...tenantDetailsHandlers('t-1'),
    ...extra,
  });
  return { ...renderApp('/tenant-details/t-1'), ...api };
}

describe("The tenant's own page link", () => {
  it('is made and shown once, then revoked', async () => {
    let link: { createdat: string; createdby: string } | null = null;
    const url = 'http://localhost:3000/t/q3X9vKp2LmN8rT5wYz0aBc';
    const { user, requests } = openTenant(false, {
      'GET /api/tenant/t-1/link': () => json({ link }),
      'POST /api/tenant/t-1/link': () => {
        link = { createdat: '2026-11-25T09:00:00.000Z', createdby: 'Zawadi Wanjiru' };
        return json({ url, createdat: link.createdat }, 201);
      },
      'DELETE /api/tenant/t-1/link': () => {
        link = null;
        return new Response(null, { status: 204 });
      },
    });
    const section = await screen.findByRole('region', { name: "Tenant's own page" });
    expect(await within(section).findByText('No link yet.')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'MAKE LINK' }));
    expect(await within(section).findByLabelText('Link to share')).toHaveValue(url);
    expect(
      await within(section).findByText(/^Link made on 25 Nov 2026 by Zawadi Wanjiru\./),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'MAKE A NEW LINK' })).toBeEnabled();

    await user.click(within(section).getByRole('button', { name: 'REVOKE LINK' }));
    // Asked first, saying what it does; nothing is revoked until confirmed.
    const confirm = await screen.findByRole('dialog', { name: "Revoke the tenant's link?" });
    expect(confirm).toHaveTextContent(/stops working at once/);
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'REVOKE LINK' }));
    expect(await screen.findByText('The link no longer works')).toBeInTheDocument();
    expect(within(section).queryByLabelText('Link to share')).not.toBeInTheDocument();
    expect(await within(section).findByText('No link yet.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET').map((r) => r.method)).toEqual([
      'POST',
      'DELETE',
    ]);
  });

  it('is sent to the tenant by SMS, and says so when a new link had to be made', async () => {
    let newlink = false;
    const { user, requests } = openTenant(false, {
      'GET /api/tenant/t-1/link': () =>
        json({ link: { createdat: '2026-11-25T09:00:00.000Z', createdby: 'Zawadi Wanjiru' } }),
      'POST /api/tenant/t-1/link/sms': () => json({ message: {}, newlink }),
    });
    const section = await screen.findByRole('region', { name: "Tenant's own page" });
    await user.click(await within(section).findByRole('button', { name: 'SEND BY SMS' }));
    expect(await screen.findByText('The link is on its way to the tenant by SMS')).toBeVisible();

    newlink = true;
    await user.click(within(section).getByRole('button', { name: 'SEND BY SMS' }));
    expect(await screen.findByText(/^A new link was made and is on its way by SMS/)).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/tenant/t-1/link/sms',
      '/api/tenant/t-1/link/sms',
    ]);
  });

  it('selects the link to copy by hand where the clipboard is blocked', async () => {
    const url = 'http://192.168.1.20:3000/t/q3X9vKp2LmN8rT5wYz0aBc';
    const { user } = openTenant(false, {
      'GET /api/tenant/t-1/link': () => json({ link: null }),
      'POST /api/tenant/t-1/link': () => json({ url, createdat: '2026-11-25T09:00:00.000Z' }, 201),
    });
    // Plain http on a network address: browsers give no clipboard there.
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const section = await screen.findByRole('region', { name: "Tenant's own page" });
    await user.click(await within(section).findByRole('button', { name: 'MAKE LINK' }));
    const field = await within(section).findByLabelText('Link to share');
    await user.click(within(section).getByRole('button', { name: 'COPY' }));
    expect(await screen.findByText(/^Copying is blocked here/)).toBeVisible();
    expect(field).toHaveFocus();
    const input = field as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, url.length]);
  });

  it('says when the tenant opted out of SMS', async () => {
    openTenant(true);
    expect(await screen.findByText('SMS blocked')).toBeInTheDocument();
    expect(screen.getByText(/This tenant opted out of your SMS/)).toBeInTheDocument();
  });
});

import type { Lease, TenantLease, VacateNotice } from '@rental/shared/schemas/leases';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import {
  portfolioHandlers,
  statementOf,
  tenant,
  tenantDetail,
  tenantDetailsHandlers,
} from '../testing/fixtures';

const amina = tenantDetail(tenant('t-1'), 15000, 0);

const lease: Lease = {
  startdate: '2026-01-01',
  enddate: '2026-12-31',
  noticedays: 30,
  escalation: { type: 'percent', amount: 7, every: 'year', tellbeforedays: 30 },
  status: 'fixed',
  daysleft: 45,
  nextescalation: { date: '2027-01-01', monthlyrent: 16050 },
  updatedby: 'Amina Otieno',
  updatedat: '2026-03-02T06:00:00.000Z',
};

const notice: VacateNotice = {
  givenby: 'tenant',
  date: '2026-03-02',
  moveoutdate: '2026-04-30',
  short: true,
  createdby: 'Amina Otieno',
  createdat: '2026-03-02T06:00:00.000Z',
};

function openTenant(
  answer: TenantLease,
  extra: Parameters<typeof mockApi>[0] = {},
  user = userWithRole('owner'),
) {
  const api = mockApi({
    ...signedIn(user),
    ...portfolioHandlers,
    'GET /api/tenant/all-tenants/t-1': () => json({ tenant: amina }),
    'GET /api/tenant/all-tenants/t-1/statement': () => json(statementOf(amina)),
    ...tenantDetailsHandlers('t-1'),
    'GET /api/tenant/t-1/lease': () => json(answer),
    ...extra,
  });
  return { ...renderApp('/tenant-details/t-1'), ...api };
}

const section = () => screen.findByRole('region', { name: 'Lease' }, { timeout: 40_000 });

describe('the Lease section', () => {
  it('shows the term, its status, the days left, the rise and the notice to vacate', async () => {
    openTenant({ lease, notice });
    const region = await section();
    await within(region).findByText('Fixed term');
    expect(within(region).getByText('45 days left')).toBeVisible();
    expect(region).toHaveTextContent('Term1 Jan 2026 – 31 Dec 2026');
    expect(region).toHaveTextContent('Notice period30 days');
    expect(region).toHaveTextContent('Yearly rise+7% a year');
    expect(region).toHaveTextContent('Next rise1 Jan 2027: KES 16,050 a month');
    expect(region).toHaveTextContent(
      'Vacating on 30 Apr 2026 — notice given by the tenant on 2 Mar 2026',
    );
    expect(within(region).getByText('Short notice')).toBeVisible();
    for (const name of ['Download lease (PDF)', 'Edit lease', 'Renew', 'Notice to vacate']) {
      expect(within(region).getByRole('button', { name })).toBeVisible();
    }
  });

  it('sets a lease with a yearly rise of 7%', async () => {
    let answer: TenantLease = { lease: null, notice: null };
    const { user, requests } = openTenant(
      { lease: null, notice: null },
      {
        'GET /api/tenant/t-1/lease': () => json(answer),
        'PUT /api/tenant/t-1/lease': () => {
          answer = { lease, notice: null };
          return json(answer);
        },
      },
    );
    const region = await section();
    expect(await within(region).findByText(/No lease yet/)).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Set lease' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set lease' });
    // A new lease starts on the move-in day, with a month's notice.
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('01/01/2026');
    expect(within(dialog).getByLabelText('Notice period (days)')).toHaveValue('30');

    await user.type(within(dialog).getByLabelText('End date'), '31/12/2026');
    await user.click(within(dialog).getByRole('radio', { name: 'By a percentage' }));
    await user.type(within(dialog).getByLabelText('Rise (%)'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      startdate: '2026-01-01',
      enddate: '2026-12-31',
      noticedays: 30,
      escalation: { type: 'percent', amount: 7, every: 'year', tellbeforedays: 30 },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Lease of Amina Otieno saved');
    expect(region).toHaveTextContent('Yearly rise+7% a year');
    expect(within(region).getByRole('button', { name: 'Edit lease' })).toBeVisible();
  });

  it('renews the lease with a new rent, and asks the rent history again', async () => {
    const { user, requests } = openTenant(
      { lease, notice: null },
      {
        'POST /api/tenant/t-1/lease/renew': () =>
          json({ lease: { ...lease, enddate: '2027-12-31' }, notice: null }),
      },
    );
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew lease' });
    expect(dialog).toHaveTextContent('The lease ends on 31 Dec 2026');
    const historyAsked = () => requests.filter((r) => r.path.endsWith('/rent-history')).length;
    const before = historyAsked();

    await user.type(within(dialog).getByLabelText('New end date'), '31/12/2027');
    await user.type(within(dialog).getByLabelText('New monthly rent (KES, optional)'), '18000');
    await user.click(within(dialog).getByRole('button', { name: 'RENEW' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      enddate: '2027-12-31',
      newrent: 18000,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lease of Amina Otieno renewed to 31 Dec 2027',
    );
    await waitFor(() => expect(historyAsked()).toBeGreaterThan(before));
  });

  it('records a notice to vacate given by the landlord', async () => {
    const { user, requests } = openTenant(
      { lease, notice: null },
      { 'POST /api/tenant/t-1/notice': () => json({ lease, notice }) },
    );
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Notice to vacate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice to vacate' });
    expect(dialog).toHaveTextContent('The lease asks for 30 days of notice.');
    await user.click(within(dialog).getByRole('radio', { name: 'The landlord' }));
    const date = within(dialog).getByLabelText('Notice date');
    await user.clear(date);
    await user.type(date, '02/03/2026');
    await user.type(within(dialog).getByLabelText('Move-out date'), '30/04/2026');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      givenby: 'landlord',
      date: '2026-03-02',
      moveoutdate: '2026-04-30',
    });
  });

  it("shows the server's refusal under the field it names", async () => {
    const message = 'The rise must be more than 0% and at most 100%';
    const { user } = openTenant(
      { lease, notice: null },
      {
        'PUT /api/tenant/t-1/lease': () =>
          apiError(400, 'validation', message, { 'escalation.amount': message }),
      },
    );
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Edit lease' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit lease' });
    expect(within(dialog).getByLabelText('Rise (%)')).toHaveValue('7');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Rise (%)')).toHaveAccessibleDescription(message),
    );
    expect(screen.getByRole('dialog', { name: 'Edit lease' })).toBeVisible();
  });

  it('shows an accountant the lease and its PDF, but nothing that changes it', async () => {
    openTenant({ lease, notice }, {}, userWithRole('accountant'));
    const region = await section();
    await within(region).findByText('Fixed term');
    expect(region).toHaveTextContent('Vacating on 30 Apr 2026');
    expect(
      within(region)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download lease (PDF)']);
  });
});

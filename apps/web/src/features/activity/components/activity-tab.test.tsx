import { activityKinds } from '@rental/shared/activity';
import type { ActivityEntry } from '@rental/shared/schemas/activity';
import type { TeamMember } from '@rental/shared/schemas/team';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as tableExport from '../../../lib/table-export';
import { buildCsv } from '../../../lib/csv';
import { apiError, json, mockApi, signedIn, userWithRole } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp, renderWithProviders } from '../../../test/render';
import { ActivityTab } from './activity-tab';

const member = (userid: string, firstname: string, role: TeamMember['role']): TeamMember => ({
  userid,
  firstname,
  lastname: 'Otieno',
  phonenumber: '0712345678',
  email: 'x@example.co.ke',
  role,
  rentalids: [],
  status: 'active',
  invitation: null,
});
const members = [member('u-1', 'Amina', 'owner'), member('u-2', 'Maina', 'manager')];

function entry(id: string, overrides: Partial<ActivityEntry>): ActivityEntry {
  return {
    activityid: id,
    at: '2030-03-01T07:05:00.000Z',
    userid: 'u-1',
    username: 'Amina Otieno',
    role: 'owner',
    kind: 'signin',
    entity: null,
    entityid: null,
    summary: 'Signed in',
    details: {},
    ip: '197.232.1.10',
    ...overrides,
  };
}

const tenantDeleted = entry('a-1', {
  kind: 'tenant_deleted',
  entity: 'tenant',
  entityid: 't-1',
  summary: 'Deleted the tenant Brian Kamau (house B12)',
  details: { name: 'Brian Kamau', house: 'B12' },
});
const paymentDeleted = entry('a-2', {
  userid: 'u-2',
  username: 'Maina Otieno',
  role: 'manager',
  kind: 'payment_deleted',
  summary: 'Deleted a payment of KES 5,000 from Achieng (QK12AB)',
  details: { amount: 'KES 5,000', tenant: 'Achieng', reference: 'QK12AB' },
  ip: null,
});
const olderSignIn = entry('a-3', { at: '2030-02-27T18:30:00.000Z' });

const list = '/api/activity';

function openActivity(
  pages: Record<string, unknown>,
  extra: Parameters<typeof mockApi>[0] = {},
  path = '/settings?tab=activity',
) {
  const handlers: Parameters<typeof mockApi>[0] = {
    ...signedIn(),
    'GET /api/team/members': () => json({ members }),
    'POST /api/activity/exports': () => new Response(null, { status: 204 }),
    ...extra,
  };
  for (const [query, page] of Object.entries(pages)) {
    handlers[`GET ${list}${query}`] = () => json(page);
  }
  const api = mockApi(handlers);
  return { ...renderApp(path), ...api };
}

const activityCalls = (requests: { path: string }[]) =>
  requests.filter((request) => request.path.startsWith(`${list}?`)).map((r) => r.path);

describe('Settings → Activity', () => {
  it('shows who did what, when (Nairobi time) and from where, a page at a time', async () => {
    const { user, requests } = openActivity({
      '?limit=50': { activity: [tenantDeleted, paymentDeleted], nextcursor: 'c1' },
      '?limit=50&cursor=c1': { activity: [olderSignIn], nextcursor: null },
    });
    expect(await screen.findByRole('tab', { name: 'Activity' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const grid = await screen.findByRole('grid', { name: 'Activity' });
    expect(
      await within(grid).findByText('Deleted the tenant Brian Kamau (house B12)'),
    ).toBeVisible();
    expect(within(grid).getAllByText('1 Mar 2030, 10:05')).toHaveLength(2);
    expect(within(grid).getByText('Amina Otieno (Owner)')).toBeVisible();
    expect(within(grid).getByText('Maina Otieno (Manager)')).toBeVisible();
    expect(within(grid).getByText('197.232.1.10')).toBeVisible();
    expect(
      within(grid).getByText('Deleted a payment of KES 5,000 from Achieng (QK12AB)'),
    ).toBeVisible();
    expect(screen.getByText('2 shown')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(grid).findByText('27 Feb 2030, 21:30')).toBeVisible();
    expect(screen.getByText('3 of 3')).toBeVisible();
    expect(activityCalls(requests)).toEqual([`${list}?limit=50`, `${list}?limit=50&cursor=c1`]);
  });

  it('filters by person, kind and dates, kept in the address', async () => {
    const { user, requests, router } = openActivity({
      '?limit=50': { activity: [tenantDeleted, paymentDeleted], nextcursor: null },
      '?userid=u-2&kind=payment_deleted&from=2030-03-01&to=2030-03-31&limit=50': {
        activity: [paymentDeleted],
        nextcursor: null,
      },
    });
    await screen.findByText('Deleted the tenant Brian Kamau (house B12)');

    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Maina Otieno' }));
    await user.click(screen.getByRole('combobox', { name: 'What' }));
    await user.click(await screen.findByRole('option', { name: 'Payment deleted' }));
    await user.type(screen.getByLabelText('From'), '01/03/2030');
    await user.type(screen.getByLabelText('To'), '31/03/2030');
    await user.click(screen.getByRole('button', { name: 'APPLY FILTERS' }));

    await waitFor(() =>
      expect(screen.queryByText('Deleted the tenant Brian Kamau (house B12)')).toBeNull(),
    );
    expect(screen.getByText('Deleted a payment of KES 5,000 from Achieng (QK12AB)')).toBeVisible();
    expect(router.location.search).toBe(
      '?tab=activity&userid=u-2&kind=payment_deleted&from=2030-03-01&to=2030-03-31',
    );
    expect(activityCalls(requests).at(-1)).toBe(
      `${list}?userid=u-2&kind=payment_deleted&from=2030-03-01&to=2030-03-31&limit=50`,
    );
    // The form starts from the applied filters.
    expect(screen.getByRole('combobox', { name: 'Person' })).toHaveTextContent('Maina Otieno');
  });

  it('offers every kind by its name', async () => {
    const { user } = openActivity({ '?limit=50': { activity: [], nextcursor: null } });
    expect(await screen.findByText('No activity matches these filters')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'What' }));
    const options = await screen.findAllByRole('option');
    // "All kinds", then every kind.
    expect(options).toHaveLength(activityKinds.length + 1);
    expect(options.length).toBeGreaterThan(40);
    expect(screen.getByRole('option', { name: 'Data exported' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Sign-in locked' })).toBeInTheDocument();
  });

  it('exports every entry the filters match as CSV, fetching all pages, and records it', async () => {
    const csv = vi
      .spyOn(tableExport, 'exportRowsToCsv')
      .mockImplementation(async (_name, _columns, rows) => rows.length);
    const { user, requests } = openActivity(
      {
        '?kind=tenant_deleted&limit=50': { activity: [tenantDeleted], nextcursor: 'c1' },
        '?kind=tenant_deleted&limit=500': { activity: [tenantDeleted], nextcursor: 'c2' },
        '?kind=tenant_deleted&limit=500&cursor=c2': {
          activity: [{ ...tenantDeleted, activityid: 'a-9', ip: null }],
          nextcursor: null,
        },
      },
      {},
      '/settings?tab=activity&kind=tenant_deleted',
    );
    await screen.findByText('Deleted the tenant Brian Kamau (house B12)');
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(csv).toHaveBeenCalledOnce());

    const [fileName, columns, rows] = csv.mock.calls[0]!;
    expect(fileName).toMatch(/^activity-\d{4}-\d{2}-\d{2}$/);
    expect(buildCsv(columns, rows)).toBe(
      'When,Who,Role,What,IP address\r\n' +
        '"1 Mar 2030, 10:05",Amina Otieno,Owner,Deleted the tenant Brian Kamau (house B12),197.232.1.10\r\n' +
        '"1 Mar 2030, 10:05",Amina Otieno,Owner,Deleted the tenant Brian Kamau (house B12),',
    );
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/activity/exports')?.body).toEqual({
        what: 'activity',
        format: 'csv',
        count: 2,
      }),
    );
    csv.mockRestore();
  });

  it('is not for an accountant, who has no settings at all', async () => {
    mockApi({ ...signedIn(userWithRole('accountant')) });
    renderApp('/settings?tab=activity');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Activity' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal to a member who reaches it", async () => {
    mockApi({
      'GET /api/team/members': () => json({ members }),
      [`GET ${list}?limit=50`]: () =>
        apiError(403, 'forbidden', 'Only the account owner can do this'),
    });
    renderWithProviders(<ActivityTab />, { path: '/settings' });
    expect(await screen.findByText('Only the account owner can do this')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('shows cards on a phone', async () => {
    onPhone();
    openActivity({ '?limit=50': { activity: [tenantDeleted, paymentDeleted], nextcursor: null } });
    const cards = await screen.findByRole('list', { name: 'Activity' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Deleted a payment of KES 5,000 from Achieng (QK12AB)');
    expect(items[1]).toHaveTextContent('Maina Otieno (Manager)');
    expect(items[1]).toHaveTextContent('1 Mar 2030, 10:05');
  });
});

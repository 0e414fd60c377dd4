import type { Repair } from '@rental/shared/schemas/repairs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, signedIn, userWithRole, type MockRequest } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { repairOf } from '../../../test/repairs';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const leak = repairOf('1001', { priority: 'emergency', createdat: daysAgo(3) });
const door = repairOf('1002', {
  category: 'doors_windows',
  status: 'scheduled',
  housenumber: 'B2',
  tenantname: 'Baraka Mwangi',
  assignee: { userid: null, name: 'Otieno Fundi', phone: '0711222333' },
});
const roof = repairOf('1003', {
  category: 'roof',
  tenantid: null,
  tenantname: null,
  housenumber: null,
  status: 'new',
  priority: 'high',
});
const gate = repairOf('1004', { category: 'security', status: 'done' });
const rentals = [
  { rentalid: 'r-1', rentaldata: { rentalname: 'Jua Court', location: 'Kasarani' } },
];

/** Media queries answer as a 1366 px screen does: min-width ones match. */
function onWideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function openBoard(user = signedIn(), more: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...user,
    'GET /api/rental/all-rentals': () => json({ rentals }),
    'GET /api/repairs': () => json({ repairs: [leak, door, roof, gate] }),
    'GET /api/repairs/1001': () => json(leak),
    'GET /api/repairs/1002': () => json(door),
    ...more,
  });
  return { ...renderApp('/repairs'), ...api };
}

const sent = (requests: MockRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path).map((r) => r.body);

describe('/repairs, the board', () => {
  it('puts each repair in the column of its status, on a wide screen', async () => {
    onWideScreen();
    openBoard();
    const column = async (name: string) =>
      within(await screen.findByRole('region', { name }, { timeout: 20_000 }));
    const fresh = await column('New (2)');
    expect(fresh.getAllByRole('listitem')).toHaveLength(2);
    const first = fresh.getByRole('button', { name: /^Open the repair R-1001/ });
    expect(first).toHaveTextContent('A4 · Jua Court');
    expect(first).toHaveTextContent('Akinyi Odhiambo');
    expect(first).toHaveTextContent('R-1001 · Plumbing · 3 days');
    expect(first).toHaveTextContent('Not assigned');
    expect(within(first).getByLabelText('Priority: Emergency')).toBeInTheDocument();
    expect(fresh.getByRole('button', { name: /^Open the repair R-1003/ })).toHaveTextContent(
      'Whole building · Jua Court',
    );
    const scheduled = await column('Scheduled (1)');
    expect(scheduled.getByRole('listitem')).toHaveTextContent('Otieno Fundi · 0711222333');
    expect((await column('In progress (0)')).queryByRole('listitem')).toBeNull();
    expect((await column('Done (1)')).getByRole('listitem')).toHaveTextContent('R-1004');
    expect((await column('Cancelled (0)')).getByText('No repairs here')).toBeVisible();
  });

  it('shows one status at a time on a phone, chosen by tabs, and filters by rental', async () => {
    onPhone();
    const { user, requests } = openBoard(signedIn(), {
      'GET /api/repairs?rentalid=r-1': () => json({ repairs: [door] }),
    });
    const tabs = await screen.findByRole('tablist', { name: 'Status' }, { timeout: 20_000 });
    expect(screen.getByRole('list', { name: 'New repairs' })).toBeVisible();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(tabs).getByRole('tab', { name: 'Scheduled (1)' }));
    const list = screen.getByRole('list', { name: 'Scheduled repairs' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('R-1002');

    await user.click(screen.getByRole('combobox', { name: 'Rental' }));
    await user.click(await screen.findByRole('option', { name: 'Jua Court' }));
    await waitFor(() => expect(requests.map((r) => r.path)).toContain('/api/repairs?rentalid=r-1'));
  });
});

describe('/repairs, reporting a repair', () => {
  it('records one of the building (no tenant) as the API takes it', async () => {
    onPhone();
    const { user, requests } = openBoard(signedIn(), {
      'GET /api/tenant/all-tenants?rentalid=r-1&status=current': () => json({ tenants: [] }),
      'POST /api/repairs': () => json(roof, 201),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Report a repair' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report a repair' });
    await user.click(within(dialog).getByRole('button', { name: 'REPORT' }));
    expect(await within(dialog).findByText('Choose what needs repair')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Rental' }));
    await user.click(await screen.findByRole('option', { name: 'Jua Court' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'What needs repair' }));
    await user.click(await screen.findByRole('option', { name: 'Roof' }));
    await user.type(within(dialog).getByLabelText('Describe the problem'), 'Leaks over the stairs');
    await user.click(within(dialog).getByRole('button', { name: 'REPORT' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(requests, 'POST', '/api/repairs')).toEqual([
      {
        rentalid: 'r-1',
        category: 'roof',
        description: 'Leaks over the stairs',
        priority: 'normal',
      },
    ]);
  });
});

describe('/repairs, a repair opened', () => {
  it('sends the update, telling the tenant and the fundi, the phone only when ticked', async () => {
    onPhone();
    const { user, requests } = openBoard(signedIn(), {
      'PUT /api/repairs/1001': () => json({ ...leak, status: 'scheduled' } satisfies Repair),
    });
    await user.click(
      await screen.findByRole('button', { name: /^Open the repair R-1001/ }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Repair R-1001' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Scheduled' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Who does it' }));
    await user.click(await screen.findByRole('option', { name: 'A fundi (vendor)' }));
    await user.type(within(dialog).getByLabelText('Fundi’s name'), 'Otieno Fundi');
    await user.type(within(dialog).getByLabelText('Fundi’s phone'), '0711222333');
    // The day as the app's date fields take it (dd/mm/yyyy), the time on the 24-hour clock.
    await user.type(within(dialog).getByLabelText('Date of the visit'), '03/03/2026');
    await user.type(within(dialog).getByLabelText('Time'), '1000');
    await user.type(within(dialog).getByLabelText('Note for the history'), 'Bring a washer');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tell the tenant by SMS' }));
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Send the job to the fundi by SMS' }),
    );
    expect(
      within(dialog).getByRole('checkbox', { name: 'Include the tenant’s phone' }),
    ).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(requests, 'PUT', '/api/repairs/1001')).toEqual([
      {
        status: 'scheduled',
        priority: 'emergency',
        assignee: { name: 'Otieno Fundi', phone: '0711222333' },
        scheduledfor: '2026-03-03T10:00',
        note: 'Bring a washer',
        notifytenant: true,
        notifyvendor: true,
        sharetenantphone: false,
      },
    ]);
    expect(await screen.findByText('Repair R-1001 updated')).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog, which stays open', async () => {
    onPhone();
    const refusal = 'To send the job by SMS, assign the repair to a vendor with a name and phone';
    const { user } = openBoard(signedIn(), {
      'PUT /api/repairs/1002': () =>
        json(
          { error: { code: 'validation', message: refusal, fields: { notifyvendor: refusal } } },
          400,
        ),
    });
    await user.click(
      within(await screen.findByRole('tablist', {}, { timeout: 20_000 })).getByRole('tab', {
        name: 'Scheduled (1)',
      }),
    );
    await user.click(screen.getByRole('button', { name: /^Open the repair R-1002/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Repair R-1002' });
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Send the job to the fundi by SMS' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  });

  it.each([
    ['The landlord (an expense)', 'landlord'],
    ['The tenant (a charge on their bill)', 'tenant'],
  ] as const)('closes it with its cost paid by %s', async (payerLabel, paidby) => {
    onPhone();
    const { user, requests } = openBoard(signedIn(), {
      'POST /api/repairs/1001/close': () => json({ ...leak, status: 'done' } satisfies Repair),
    });
    await user.click(
      await screen.findByRole('button', { name: /^Open the repair R-1001/ }, { timeout: 20_000 }),
    );
    const detail = await screen.findByRole('dialog', { name: 'Repair R-1001' });
    await user.click(within(detail).getByRole('button', { name: 'MARK DONE' }));
    const close = await screen.findByRole('dialog', { name: 'Mark R-1001 done' });
    await user.type(within(close).getByLabelText('Cost (KES)'), '2,500');
    await user.click(within(close).getByRole('combobox', { name: 'Paid by' }));
    await user.click(await screen.findByRole('option', { name: payerLabel }));
    await user.type(within(close).getByLabelText('Note'), 'Washer replaced');
    await user.click(within(close).getByRole('button', { name: 'MARK DONE' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(requests, 'POST', '/api/repairs/1001/close')).toEqual([
      { cost: 2500, paidby, note: 'Washer replaced' },
    ]);
    // Nothing else was sent: the update form around it did not submit.
    expect(sent(requests, 'PUT', '/api/repairs/1001')).toEqual([]);
  });

  it('gives a caretaker the update form and the photos', async () => {
    onPhone();
    const withPhoto = { ...leak, photos: 1, photoids: ['p-1'] };
    const { user, requests } = openBoard(signedIn(userWithRole('caretaker')), {
      'GET /api/repairs/1001': () => json(withPhoto),
      'GET /api/repairs/1001/photos/p-1': () =>
        new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
          headers: { 'content-type': 'image/png' },
        }),
    });
    await user.click(
      await screen.findByRole('button', { name: /^Open the repair R-1001/ }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Repair R-1001' });
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toBeVisible();
    // The photo is fetched with the session's token, then shown.
    const photo = await within(dialog).findByRole('img', { name: 'Photo 1 of the repair R-1001' });
    expect(photo.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const asked = requests.find((r) => r.path === '/api/repairs/1001/photos/p-1');
    expect(asked?.headers.get('x-auth-token')).toBe('test-token');
  });
});

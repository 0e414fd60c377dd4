import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp, waitForMove } from '../../../test/render';
import {
  portfolioHandlers,
  tenantDetailsHandlers,
  statementOf,
  tenant,
  tenantDetail,
} from '../testing/fixtures';

const amina = tenantDetail(
  tenant('t-1', { openingrentbalance: 2000.5, paysfromphone: '0733000222' }),
  15000,
  2500.5,
);
const noStatement = statementOf(amina);

function openDetails(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(),
    ...portfolioHandlers,
    'GET /api/tenant/all-tenants/t-1': () => json({ tenant: amina }),
    'GET /api/tenant/all-tenants/t-1/statement': () => json(noStatement),
    'GET /api/tenant/all-tenants?status=current': () => json({ tenants: [amina] }),
    ...tenantDetailsHandlers('t-1'),
    ...extra,
  });
  return { ...renderApp('/tenant-details/t-1'), ...api };
}

describe('tenant details', () => {
  it('shows the rental, room type, monthly rent and balance in KES', async () => {
    openDetails();
    expect(await screen.findByRole('heading', { name: 'Amina Otieno' })).toBeInTheDocument();
    const summary = screen.getByText('Current balance').closest('dl')!;
    expect(summary).toHaveTextContent('Sunrise Court');
    expect(summary).toHaveTextContent('One Bedroom');
    expect(summary).toHaveTextContent(/KES 15,000/);
    expect(summary).toHaveTextContent(/KES 2,500\.50/);
    // The other phone the tenant's page may prompt.
    expect(summary).toHaveTextContent('Pays from0733000222');
  });

  it('shows the deposit held apart from the rent balance, and what of it is still due', async () => {
    const paying = tenantDetail(tenant('t-1'), 15000, 0, { depositheld: 12000, depositdue: 8000 });
    mockApi({
      ...signedIn(),
      ...portfolioHandlers,
      'GET /api/tenant/all-tenants/t-1': () => json({ tenant: paying }),
      'GET /api/tenant/all-tenants/t-1/statement': () => json(statementOf(paying)),
      ...tenantDetailsHandlers('t-1'),
    });
    renderApp('/tenant-details/t-1');
    const summary = (await screen.findByText('Deposit held')).closest('dl')!;
    expect(summary).toHaveTextContent(/Current balanceKES 0/);
    expect(summary).toHaveTextContent(/Deposit heldKES 12,000/);
    expect(summary).toHaveTextContent(/Deposit dueKES 8,000/);
    expect(summary).toHaveTextContent('Moved in1 Jan 2026');
    expect(screen.getByRole('link', { name: 'End tenancy' })).toHaveAttribute(
      'href',
      '/tenant-details/end/t-1',
    );
    expect(screen.getByRole('button', { name: 'Credit note' })).toBeVisible();
  });

  it("reads a former tenant's page as history: the final statement, no edit, no end", async () => {
    const former = tenantDetail(
      tenant('t-1', { status: 'former', moveoutdate: '2026-11-30' }),
      15000,
      0,
    );
    const entries = [
      {
        date: '2026-11-01T05:00:00Z',
        kind: 'invoice' as const,
        description: 'Rental Invoice Bill, November 2026',
        detail: {
          line: 'invoice' as const,
          invoicetype: 'Rental Invoice Bill' as const,
          billingdate: '2026-11-01',
          description: null,
          latefeeon: null,
        },
        reference: 'INV-000002',
        displayreference: 'INV-000002',
        debit: 15000,
        credit: 0,
        balance: 15000,
      },
    ];
    const deposit = {
      charged: 20000,
      received: 20000,
      deducted: 8000,
      refunded: 12000,
      held: 0,
      due: 0,
      entries: [
        {
          date: '2026-11-30T09:00:00Z',
          kind: 'deduction' as const,
          description: 'Deducted: damage',
          detail: { line: 'deposit_deduction' as const, reason: 'damage' },
          reference: '',
          displayreference: '',
          amount: 8000,
        },
        {
          date: '2026-11-30T09:00:00Z',
          kind: 'refund' as const,
          description: 'Refunded by MPESA',
          detail: { line: 'deposit_refund' as const, paymentmode: 'MPESA' as const },
          reference: 'QK12AB34CD',
          displayreference: 'QK12AB34CD',
          amount: 12000,
        },
      ],
    };
    mockApi({
      ...signedIn(),
      ...portfolioHandlers,
      'GET /api/tenant/all-tenants/t-1': () => json({ tenant: former }),
      'GET /api/tenant/all-tenants/t-1/statement': () =>
        json(statementOf(former, { entries, deposit })),
      ...tenantDetailsHandlers('t-1'),
    });
    renderApp('/tenant-details/t-1');
    expect(await screen.findByText('Former tenant · moved out 30 Nov 2026')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Final statement' })).toBeVisible();
    expect(screen.getByText('Moved in 1 Jan 2026 · moved out 30 Nov 2026')).toBeVisible();
    const held = screen.getByRole('table', { name: 'Deposit' });
    expect(within(held).getByText('Deducted: damage')).toBeVisible();
    expect(within(held).getByText('QK12AB34CD')).toBeVisible();
    expect(within(held).getByText(/-KES 12,000/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download final statement (PDF)' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'End tenancy' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Delete tenant' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change rent' })).toBeNull();
    // Their name and phone can still be corrected; their place stays.
    expect(
      screen.getByText(/A former tenant's name, phone, ID and KRA PIN can be corrected/),
    ).toBeVisible();
  });

  it('validates the edit form like the new form', async () => {
    const { user, requests } = openDetails();
    const firstname = await screen.findByLabelText('First Name');
    expect(firstname).toHaveValue('Amina');
    expect(screen.getByLabelText('Opening Rent Balance (KES)')).toHaveValue('2000.5');
    // The move-in is given once, with the new tenant.
    expect(screen.queryByLabelText('Move-in Date')).toBeNull();
    expect(screen.queryByLabelText('Deposit (KES)')).toBeNull();
    // As on the new form, nothing is judged while the landlord types or leaves a field...
    await user.clear(firstname);
    await user.tab();
    expect(firstname).not.toHaveAccessibleDescription('Please enter first name');
    const phone = screen.getByLabelText('Phone Number');
    await user.clear(phone);
    await user.type(phone, '1712345678');
    await user.clear(screen.getByLabelText('Meter Number'));
    // ...but UPDATE judges every field, and sends nothing.
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(firstname).toHaveAccessibleDescription('Please enter first name');
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

  it("shows and changes how the tenant's messages go", async () => {
    const onWhatsapp = {
      ...amina,
      tenantdata: { ...amina.tenantdata, channel: 'whatsapp_sms' as const },
    };
    const { user, requests } = openDetails({
      'GET /api/tenant/all-tenants/t-1': () => json({ tenant: onWhatsapp }),
      'PUT /api/tenant/all-tenants/t-1': () => json({ tenant: onWhatsapp }),
    });
    const channel = await screen.findByRole('combobox', { name: 'Messages go by' });
    expect(channel).toHaveTextContent('WhatsApp, then SMS if not delivered');
    await user.click(channel);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tenant updated');
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      channel: 'whatsapp',
    });
  });

  it('says so when the tenant does not exist', async () => {
    mockApi({ ...signedIn(), ...portfolioHandlers });
    renderApp('/tenant-details/gone');
    expect(
      await screen.findByText('This tenant does not exist or was deleted.'),
    ).toBeInTheDocument();
  });
});

describe('deleting a tenant', () => {
  it("asks first, then deletes and shows 'Tenant deleted' on the list", async () => {
    let remaining = [amina];
    const { user, router, requests } = openDetails({
      'GET /api/tenant/all-tenants?status=current': () => json({ tenants: remaining }),
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
    // The list behind the dialog empties as soon as the tenant is gone, before the move.
    await waitFor(() => expect(router.location.pathname).toBe('/tenants'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tenant deleted');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('offers Delete only while the tenant has no invoice or payment', async () => {
    const billed = statementOf(amina, {
      entries: [
        {
          date: '2026-11-01T05:00:00Z',
          kind: 'invoice',
          description: 'Deposit',
          detail: {
            line: 'invoice',
            invoicetype: 'Deposit',
            billingdate: '2026-11-01',
            description: 'Deposit',
            latefeeon: null,
          },
          reference: 'INV-000001',
          displayreference: 'INV-000001',
          debit: 20000,
          credit: 0,
          balance: 20000,
        },
      ],
    });
    openDetails({ 'GET /api/tenant/all-tenants/t-1/statement': () => json(billed) });
    expect(await screen.findByRole('link', { name: 'End tenancy' })).toBeVisible();
    await screen.findByRole('heading', { name: 'Statement' });
    expect(screen.queryByRole('link', { name: 'Delete tenant' })).toBeNull();
    // Shown off, saying why, before anything is clicked.
    const off = await screen.findByRole('button', { name: 'Delete tenant' });
    expect(off).toBeDisabled();
    expect(off).toHaveAccessibleDescription(
      /^This tenant has invoices or payments\. End the tenancy/,
    );
  });

  it('says in the Delete dialog, before DELETE is pressed, why a tenant with history stays', async () => {
    const billed = statementOf(amina, {
      entries: [
        {
          date: '2026-11-01',
          kind: 'invoice',
          description: 'Rent',
          detail: {
            line: 'invoice',
            invoicetype: 'Rental Invoice Bill',
            billingdate: '2026-11-01',
            description: null,
            latefeeon: null,
          },
          reference: 'INV-000001',
          displayreference: 'INV-000001',
          debit: 20000,
          credit: 0,
          balance: 20000,
        },
      ],
    });
    const { requests } = mockApiAndOpen('/tenant-details/delete/t-1', {
      'GET /api/tenant/all-tenants/t-1/statement': () => json(billed),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete tenant?' });
    expect(
      await within(dialog).findByText(/^This tenant has invoices or payments\. End the tenancy/),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'DELETE' })).toBeDisabled();
    expect(within(dialog).getByRole('link', { name: 'End tenancy' })).toHaveAttribute(
      'href',
      '/tenant-details/end/t-1',
    );
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('shows why a tenant with history cannot be deleted, and offers End tenancy', async () => {
    const message =
      'This tenant has invoices or payments. End the tenancy instead: their history stays for statements and reports';
    const { user, requests } = mockApiAndOpen('/tenant-details/delete/t-1', {
      'DELETE /api/tenant/t-1': () => apiError(409, 'conflict', message),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete tenant?' });
    await user.click(await within(dialog).findByRole('button', { name: 'DELETE' }));
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'DELETE' })).toBeDisabled();
    expect(within(dialog).getByRole('link', { name: 'End tenancy' })).toHaveAttribute(
      'href',
      '/tenant-details/end/t-1',
    );
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
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

function mockApiAndOpen(path: string, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(),
    ...portfolioHandlers,
    'GET /api/tenant/all-tenants/t-1': () => json({ tenant: amina }),
    'GET /api/tenant/all-tenants?status=current': () => json({ tenants: [amina] }),
    ...extra,
  });
  return { ...renderApp(path), ...api };
}

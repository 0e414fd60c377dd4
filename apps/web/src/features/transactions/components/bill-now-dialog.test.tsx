import { chargeMessages } from '@rental/shared/schemas/charges';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn, testUser, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { sentInvoice } from '../../../test/sent-invoice';
import { tenant } from '../testing/fixtures';

const fee = sentInvoice(14, {
  userfirstname: 'Brian',
  userlastname: 'Kamau',
  invoicetype: 'Late Fee',
  invoiceamount: 500,
  status: 'overdue',
  description: 'Late fee on INV-000013',
});
const rent = sentInvoice(13, { status: 'overdue' });

const sunrise = {
  rentalid: 'r-1',
  rentaldata: { rentalname: 'Sunrise Court', rentallocation: 'Kasarani' },
  summary: { roomtypes: 1, units: 10, occupiedunits: 2, tenants: 2 },
};

function billed(tenantid: string, invoicenumber: number) {
  return {
    invoiceid: `i-${invoicenumber}`,
    invoicenumber,
    tenantid,
    amount: 1500,
    duedate: '2026-03-09',
  };
}

function open(user = testUser) {
  return mockApi({
    ...signedIn(user),
    'GET /api/invoice/all?limit=100': () => json({ invoices: [fee, rent], nextcursor: null }),
    'GET /api/tenant/all-tenants': () =>
      json({
        tenants: [tenant('t-1', 'Amina', 'Otieno', 'A1'), tenant('t-2', 'Brian', 'Kamau', 'A2')],
      }),
    'GET /api/rental/all-rentals': () => json({ rentals: [sunrise] }),
    'POST /api/invoice/new-charge': (request) =>
      json(
        {
          invoices: (request.body as { rentalid?: string }).rentalid
            ? [billed('t-1', 15), billed('t-2', 16)]
            : [billed('t-1', 15)],
        },
        201,
      ),
    'POST /api/invoice/inv-14/waive': () =>
      json({ creditnoteid: 'c-1', invoiceid: 'i-14', amount: 500 }, 201),
  });
}

describe('Bill now and waiving a late fee', () => {
  it('bills a one-off charge to a tenant, checking the form first', async () => {
    const { requests } = open();
    const { user } = renderApp('/transactions/invoices');
    await user.click(await screen.findByRole('button', { name: 'Bill now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bill now' });
    await user.click(within(dialog).getByRole('button', { name: 'BILL' }));
    expect(await within(dialog).findByText(chargeMessages.descriptionRequired)).toBeVisible();
    expect(within(dialog).getByText(chargeMessages.whoRequired)).toBeVisible();
    await user.type(within(dialog).getByLabelText('Description'), 'Broken window pane');
    await user.type(within(dialog).getByLabelText('Amount (KES)'), '1500');
    await user.click(within(dialog).getByLabelText('Tenant'));
    await user.click(await screen.findByRole('option', { name: /Amina Otieno/ }));
    await user.click(within(dialog).getByRole('button', { name: 'BILL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'INV-000015 billed to Amina Otieno: KES 1,500, due 9 Mar 2026',
    );
    expect(requests.find((r) => r.path === '/api/invoice/new-charge')?.body).toEqual({
      tenantid: 't-1',
      chargetype: 'repair',
      description: 'Broken window pane',
      amount: 1500,
      sendsms: true,
      billagain: false,
    });
  });

  it('asks before billing what was billed minutes ago, then bills again once', async () => {
    let calls = 0;
    const { requests } = mockApi({
      ...signedIn(),
      'GET /api/invoice/all?limit=100': () => json({ invoices: [], nextcursor: null }),
      'GET /api/tenant/all-tenants': () =>
        json({ tenants: [tenant('t-1', 'Amina', 'Otieno', 'A1')] }),
      'GET /api/rental/all-rentals': () => json({ rentals: [sunrise] }),
      'POST /api/invoice/new-charge': () =>
        (calls += 1) === 1
          ? apiError(
              409,
              'possible_duplicate',
              'This looks like a duplicate of INV-000012, made 2 minutes ago. Bill again?',
            )
          : json({ invoices: [billed('t-1', 15)] }, 201),
    });
    const { user } = renderApp('/transactions/invoices');
    await user.click(await screen.findByRole('button', { name: 'Bill now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bill now' });
    await user.type(within(dialog).getByLabelText('Description'), 'Broken window pane');
    await user.type(within(dialog).getByLabelText('Amount (KES)'), '1,500');
    await user.click(within(dialog).getByLabelText('Tenant'));
    await user.click(await screen.findByRole('option', { name: /Amina Otieno/ }));
    await user.click(within(dialog).getByRole('button', { name: 'BILL' }));

    const question = await screen.findByRole('dialog', { name: 'Billed already?' });
    expect(question).toHaveTextContent(
      'This looks like a duplicate of INV-000012, made 2 minutes ago. Bill again?',
    );
    await user.click(within(question).getByRole('button', { name: 'BILL AGAIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('INV-000015 billed to Amina Otieno');
    const posts = requests.filter((r) => r.path === '/api/invoice/new-charge');
    expect(posts.map((post) => (post.body as { billagain: boolean }).billagain)).toEqual([
      false,
      true,
    ]);
    // Both carry the dialog's one Idempotency-Key: a lost answer retried bills once.
    const keys = posts.map((post) => post.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('bills every tenant of a rental, saying how many before and after', async () => {
    const { requests } = open();
    const { user } = renderApp('/transactions/invoices');
    await user.click(await screen.findByRole('button', { name: 'Bill now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bill now' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Bill' }));
    await user.click(await screen.findByRole('option', { name: 'Every tenant of a rental' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Rental' }));
    await user.click(await screen.findByRole('option', { name: 'Sunrise Court' }));
    expect(within(dialog).getByText('2 tenants will be billed')).toBeVisible();
    await user.click(within(dialog).getByRole('combobox', { name: 'What for' }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.type(within(dialog).getByLabelText('Description'), 'Garbage collection');
    await user.type(within(dialog).getByLabelText('Amount (KES)'), '1500');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Send the bill by SMS' }));
    await user.click(within(dialog).getByRole('button', { name: 'BILL' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 tenants billed KES 1,500 each (INV-000015 to INV-000016), due 9 Mar 2026',
    );
    expect(requests.find((r) => r.path === '/api/invoice/new-charge')?.body).toEqual({
      rentalid: 'r-1',
      chargetype: 'other',
      description: 'Garbage collection',
      amount: 1500,
      sendsms: false,
      billagain: false,
    });
  });

  it('shows what a late fee follows, and Waive to the owner only', async () => {
    open(userWithRole('accountant'));
    renderApp('/transactions/invoices');
    expect((await screen.findAllByText('Late fee on INV-000013'))[0]).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Waive late fee INV-000014' }),
    ).not.toBeInTheDocument();
  });

  it('waives an unpaid late fee with a reason; rent has no Waive', async () => {
    const { requests } = open();
    const { user } = renderApp('/transactions/invoices');
    expect(await screen.findByRole('button', { name: 'Waive late fee INV-000014' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Waive late fee INV-000013' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Waive late fee INV-000014' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waive this late fee?' });
    // No complaint before the owner tries.
    expect(within(dialog).queryByText('Please say why the late fee is waived')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'WAIVE' }));
    expect(within(dialog).getByText('Please say why the late fee is waived')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Reason'), 'Bank delay');
    await user.click(within(dialog).getByRole('button', { name: 'WAIVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Late fee waived');
    expect(requests.find((r) => r.path === '/api/invoice/inv-14/waive')?.body).toEqual({
      reason: 'Bank delay',
    });
  });
});

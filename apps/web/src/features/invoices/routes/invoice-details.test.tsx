import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, signedIn, type MockRequest } from '../../../test/mock-api';
import { renderApp, waitForMove } from '../../../test/render';
import { invoiceFormHandlers, setting } from '../testing/fixtures';

const started = setting(
  's-1',
  {
    invoicetype: 'Water Invoice Bill',
    billingfrequency: 'quarterly',
    startdate: '2024-01-31',
    nextbillingdate: '2030-04-30',
  },
  { lastrunnote: 'Plan limit reached: 3 invoices not sent' },
);
const upcoming = setting('s-2', {
  invoicetype: 'Service Charge Bill',
  servicecharge: 1200,
  startdate: '2030-02-01',
  nextbillingdate: '2030-02-01',
});

function openAt(path: string, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(),
    ...invoiceFormHandlers,
    'GET /api/invoicesettings/all-invoices': () => json({ invoices: [started, upcoming] }),
    'GET /api/invoicesettings/all-invoices/s-1': () => json({ invoice: started }),
    'GET /api/invoicesettings/all-invoices/s-2': () => json({ invoice: upcoming }),
    ...extra,
  });
  return { ...renderApp(path), ...api };
}

const puts = (requests: MockRequest[]) => requests.filter((r) => r.method === 'PUT');

describe('scheduled invoice dialogs', () => {
  it('lists the schedules with their links, and searches by rental or type', async () => {
    const { user } = openAt('/settings');
    const grid = await screen.findByRole('grid', { name: 'Invoice Settings' });
    expect(await within(grid).findByText('Water Invoice Bill')).toBeInTheDocument();
    expect(within(grid).getByText('Plan limit reached: 3 invoices not sent')).toBeInTheDocument();
    // When each schedule's invoices are due.
    expect(within(grid).getByRole('columnheader', { name: 'Due' })).toBeInTheDocument();
    expect(within(grid).getAllByText('Day 5 of the month')).toHaveLength(2);
    expect(
      within(grid).getByRole('link', { name: 'Edit Water Invoice Bill of Sunrise Court' }),
    ).toHaveAttribute('href', '/invoice-details/s-1');
    expect(
      within(grid).getByRole('link', { name: 'Delete Service Charge Bill of Sunrise Court' }),
    ).toHaveAttribute('href', '/invoice-details/delete/s-2');
    expect(screen.getByRole('link', { name: 'New schedule' })).toHaveAttribute(
      'href',
      '/new-invoice',
    );

    await user.type(screen.getByLabelText('Search invoices'), 'service');
    await vi.waitFor(() =>
      expect(within(grid).queryByText('Water Invoice Bill')).not.toBeInTheDocument(),
    );
    expect(within(grid).getByText('Service Charge Bill')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search invoices'));
    await user.type(screen.getByLabelText('Search invoices'), 'baraka');
    expect(await within(grid).findByText('No invoices added')).toBeInTheDocument();
  });

  it("says 'No invoices added' when nothing is scheduled", async () => {
    openAt('/settings', { 'GET /api/invoicesettings/all-invoices': () => json({ invoices: [] }) });
    expect(await screen.findByText('No invoices added')).toBeInTheDocument();
  });

  it('disables both dates once invoicing has started, and saves the other fields', async () => {
    const { user, router, requests } = openAt('/invoice-details/s-1', {
      'PUT /api/invoicesettings/all-invoices/s-1': () => json({ invoice: started }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit scheduled invoice' });
    const first = await within(dialog).findByLabelText('First Invoice Date');
    expect(first).toBeDisabled();
    expect(first).toHaveValue('31/01/2024');
    const next = within(dialog).getByLabelText('Next Billing Date');
    expect(next).toBeDisabled();
    expect(next).toHaveValue('30/04/2030');
    // The next message goes out on the next billing date.
    expect(within(dialog).getByTestId('message-preview')).toHaveTextContent('April 2030');

    await user.click(within(dialog).getByRole('combobox', { name: 'Billing Frequency' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Monthly' }));
    await user.click(within(dialog).getByRole('button', { name: 'UPDATE' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice schedule updated');
    await waitForMove(router, '/settings', dialog);
    expect(puts(requests)[0]?.body).toEqual({
      invoicetype: 'Water Invoice Bill',
      rentalid: 'r-1',
      billingfrequency: 'monthly',
      startdate: '2024-01-31',
      servicecharge: 0,
      invoicemessage: started.settingdata.invoicemessage,
      messagesw: null,
      duerule: 'day_of_month',
      duedays: 5,
    });
  });

  it('keeps the dates open before the first invoice, with the service charge', async () => {
    const { user, router } = openAt('/invoice-details/s-2');
    const dialog = await screen.findByRole('dialog', { name: 'Edit scheduled invoice' });
    const first = await within(dialog).findByLabelText('First Invoice Date');
    expect(first).toBeEnabled();
    expect(within(dialog).getByLabelText('Next Billing Date')).toBeEnabled();
    expect(within(dialog).getByLabelText('Service Charge per Tenant (KES)')).toHaveValue('1200');

    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitForMove(router, '/settings', dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("deletes after confirmation with the danger alert 'Invoice setting removed'", async () => {
    let invoices = [started, upcoming];
    const { user, router, requests } = openAt('/invoice-details/delete/s-2', {
      'GET /api/invoicesettings/all-invoices': () => json({ invoices }),
      'DELETE /api/invoicesettings/all-invoices/s-2': () => {
        invoices = [started];
        return new Response(null, { status: 204 });
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete scheduled invoice?' });
    expect(
      await within(dialog).findByText(/Stop sending the Service Charge Bill to the tenants of/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invoice setting removed');
    expect(alert).toHaveClass('MuiAlert-colorError');
    await waitForMove(router, '/settings', dialog);
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
    await vi.waitFor(() =>
      expect(screen.queryByText('Service Charge Bill')).not.toBeInTheDocument(),
    );
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import type { InvoiceSetting } from '@rental/shared/schemas/invoice-settings';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { invoiceFormHandlers, setting } from '../testing/fixtures';

type User = ReturnType<typeof renderApp>['user'];

async function choose(user: User, label: string, option: string | RegExp) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('register invoices (onboarding)', () => {
  it('schedules invoices one after another with register: true, and NEXT goes on', async () => {
    const added: InvoiceSetting[] = [];
    const { requests } = mockApi({
      ...signedIn(),
      ...invoiceFormHandlers,
      'GET /api/onboarding/progress': () => json({ step: 'invoices' }),
      'PUT /api/onboarding/progress': () => json({ step: 'subscription' }),
      'GET /api/invoicesettings/all-invoices': () => json({ invoices: added }),
      'POST /api/invoicesettings/new-invoice': (request) => {
        const body = request.body as InvoiceSetting['settingdata'];
        const saved = setting(`s-${added.length + 1}`, {
          ...body,
          nextbillingdate: body.startdate,
        });
        added.unshift(saved);
        return json({ invoice: saved }, 201);
      },
    });
    const { user, router } = renderApp('/register-invoices');
    expect(await screen.findByRole('heading', { name: 'Schedule your invoices' })).toBeVisible();
    expect(await screen.findByText('No invoices added')).toBeInTheDocument();

    await choose(user, 'Invoice Type', 'Rental Invoice Bill');
    await choose(user, 'Rental', 'Sunrise Court');
    await choose(user, 'Billing Frequency', 'Monthly');
    fireEvent.change(screen.getByLabelText('First Invoice Date'), {
      target: { value: '01/04/2030' },
    });
    await user.click(screen.getByRole('button', { name: 'ADD SCHEDULE' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('New invoice scheduled');
    const list = await screen.findByRole('list', { name: 'Invoices scheduled' });
    expect(await within(list).findByText('Rental Invoice Bill · Sunrise Court')).toBeVisible();
    expect(within(list).getByText('Monthly · first on 1 Apr 2030')).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      invoicetype: 'Rental Invoice Bill',
      rentalid: 'r-1',
      register: true,
    });
    // Ready for the next schedule of the same rental and dates.
    expect(screen.getByRole('combobox', { name: 'Invoice Type' })).not.toHaveTextContent(
      'Rental Invoice Bill',
    );
    expect(screen.getByRole('combobox', { name: 'Rental' })).toHaveTextContent('Sunrise Court');
    expect(screen.getByLabelText('First Invoice Date')).toHaveValue('01/04/2030');

    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await vi.waitFor(() => expect(router.location.pathname).toBe('/register-subscription'));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ step: 'subscription' });
  });

  it('with the paybill skipped, its warning leads back to the collect-rent step', async () => {
    mockApi({
      ...signedIn(),
      ...invoiceFormHandlers,
      'GET /api/mpesasettings/mpesa-settings': () => json({ mpesasettings: null }),
      'GET /api/onboarding/progress': () => json({ step: 'invoices' }),
      'GET /api/invoicesettings/all-invoices': () => json({ invoices: [] }),
    });
    const { user, router } = renderApp('/register-invoices');
    expect(await screen.findByText(/Your MPESA paybill number is not set/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Set paybill' }));
    expect(await screen.findByRole('heading', { name: 'Collect rent by M-PESA' })).toBeVisible();
    expect(router.location.pathname).toBe('/register-collect-rent');
  });
});

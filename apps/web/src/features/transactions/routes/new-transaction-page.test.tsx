import { todayInNairobi } from '@rental/shared/dates';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shownDay } from '../../../test/dates';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp, waitForMove } from '../../../test/render';
import { amina, brian, transaction } from '../testing/fixtures';

function openNewTransaction(path = '/newtransaction', extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(),
    'GET /api/tenant/all-tenants': () => json({ tenants: [amina, brian] }),
    'POST /api/transactions/new-payment': () => json({ transaction: transaction('tx-9') }, 201),
    'GET /api/transactions/all-transactions?limit=100': () =>
      json({ transactions: [transaction('tx-9')], nextcursor: null }),
    ...extra,
  });
  return { ...renderApp(path), ...api };
}

const posts = (requests: { method: string }[]) =>
  requests.filter((request) => request.method === 'POST');

describe('new rental payment', () => {
  it('shows the spec messages, the tenant one on the tenant field', async () => {
    const { user, requests } = openNewTransaction();
    await user.click(await screen.findByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('combobox', { name: 'Tenant' })).toHaveAccessibleDescription(
      'Please select tenant',
    );
    expect(screen.getByRole('combobox', { name: 'Payment Mode' })).toHaveAccessibleDescription(
      'Please select payment mode',
    );
    expect(screen.getByLabelText('Amount (KES)')).toHaveAccessibleDescription(
      'Please enter amount',
    );
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(
      'Please enter description',
    );
    expect(screen.getByLabelText('Date')).toHaveValue(shownDay(todayInNairobi()));
    expect(screen.getByLabelText('Send the tenant an SMS receipt')).toBeChecked();
    expect(posts(requests)).toHaveLength(0);
  });

  it('refuses a payment date in the future and a zero amount', async () => {
    const { user, requests } = openNewTransaction();
    const date = await screen.findByLabelText('Date');
    await user.clear(date);
    await user.type(date, '01/01/2999');
    await user.type(screen.getByLabelText('Amount (KES)'), '0');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(date).toHaveAccessibleDescription('The payment date cannot be in the future');
    expect(screen.getByLabelText('Amount (KES)')).toHaveAccessibleDescription(
      'Amount should be more than 0',
    );
    expect(posts(requests)).toHaveLength(0);
  });

  it("saves the payment, says 'Payment saved' and goes to the transactions", async () => {
    const { user, requests, router } = openNewTransaction();
    await user.click(await screen.findByRole('combobox', { name: 'Tenant' }));
    await user.type(screen.getByRole('combobox', { name: 'Tenant' }), 'A2');
    await user.click(await screen.findByRole('option', { name: /Brian Kamau · House A2/ }));
    await user.click(screen.getByRole('combobox', { name: 'Payment Mode' }));
    await user.click(await screen.findByRole('option', { name: 'Cash' }));
    await user.type(screen.getByLabelText('Amount (KES)'), '15000.50');
    await user.type(screen.getByLabelText('Description'), 'March rent');
    await user.click(screen.getByLabelText('Send the tenant an SMS receipt'));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    await waitFor(() => expect(router.location.pathname).toBe('/transactions/all'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment saved');
    expect(posts(requests)[0]).toMatchObject({
      path: '/api/transactions/new-payment',
      body: {
        tenantid: 't-2',
        paymentmode: 'Cash',
        amount: 15000.5,
        description: 'March rent',
        date: todayInNairobi(),
        sendreceipt: false,
      },
    });
  });

  it("shows the server's field message and stays", async () => {
    const { user, router } = openNewTransaction('/newtransaction?tenantid=t-1', {
      'POST /api/transactions/new-payment': () =>
        apiError(400, 'validation', 'Please select tenant', { tenantid: 'Please select tenant' }),
    });
    expect(await screen.findByRole('combobox', { name: 'Tenant' })).toHaveValue(
      'Amina Otieno · House A1, Sunrise Court',
    );
    await user.click(screen.getByRole('combobox', { name: 'Payment Mode' }));
    await user.click(await screen.findByRole('option', { name: 'MPESA' }));
    await user.type(screen.getByLabelText('Amount (KES)'), '100');
    await user.type(screen.getByLabelText('Description'), 'Water');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Tenant' })).toHaveAccessibleDescription(
        'Please select tenant',
      ),
    );
    expect(router.location.pathname).toBe('/newtransaction');
  });

  it('CANCEL goes back to the transactions', async () => {
    const { user, router } = openNewTransaction();
    const cancel = await screen.findByRole('link', { name: 'CANCEL' });
    await user.click(cancel);
    await waitForMove(router, '/transactions/all', cancel);
  });
});

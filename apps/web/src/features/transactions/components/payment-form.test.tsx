import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { formatKes } from '@rental/shared/money';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn, type MockRequest } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { amina, brian, transaction } from '../testing/fixtures';

function detail(
  tenant: typeof amina,
  money: Pick<TenantDetail, 'balance' | 'depositdue'>,
): { tenant: TenantDetail } {
  return {
    tenant: {
      ...tenant,
      monthlyrent: 10_000,
      depositheld: 0,
      ...money,
      tenantdata: { ...tenant.tenantdata, balance: money.balance },
    },
  };
}

function openForm(newPayment: (request: MockRequest) => Response) {
  const api = mockApi({
    ...signedIn(),
    'GET /api/tenant/all-tenants': () => json({ tenants: [amina, brian] }),
    'GET /api/tenant/all-tenants/t-1': () => json(detail(amina, { balance: 0, depositdue: 0 })),
    'GET /api/tenant/all-tenants/t-2': () =>
      json(detail(brian, { balance: 12_500, depositdue: 20_000 })),
    'POST /api/transactions/new-payment': newPayment,
    'GET /api/transactions/all-transactions?limit=100': () =>
      json({ transactions: [], nextcursor: null }),
  });
  return { ...renderApp('/newtransaction'), ...api };
}

/** KES as the screen reads once its text is normalised (formatKes puts a no-break space). */
const kes = (amount: number) => formatKes(amount).replace(/\s/g, ' ');

async function choose(user: ReturnType<typeof openForm>['user'], label: string, option: RegExp) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the payment form', () => {
  it("shows the chosen tenant's balance and deposit due", async () => {
    const { user } = openForm(() => json({}, 500));
    await screen.findByRole('combobox', { name: 'Tenant' });
    expect(screen.queryByRole('status', { name: "Tenant's balance" })).not.toBeInTheDocument();

    await choose(user, 'Tenant', /Brian Kamau · House A2/);
    const balance = await screen.findByRole('status', { name: "Tenant's balance" });
    await waitFor(() => expect(balance).toHaveTextContent(`Rent balance: ${kes(12_500)} owed`));
    expect(balance).toHaveTextContent(
      `Deposit due: ${kes(20_000)}. A payment fills the deposit first.`,
    );

    await choose(user, 'Tenant', /Amina Otieno · House A1/);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: "Tenant's balance" })).toHaveTextContent(
        'Rent balance: nothing owed',
      ),
    );
    expect(screen.getByRole('status', { name: "Tenant's balance" })).not.toHaveTextContent(
      'Deposit due',
    );
  });

  it('asks for the M-PESA receipt number of an M-PESA payment only, and sends it', async () => {
    const { user, requests, router } = openForm(() =>
      json({ transaction: transaction('tx-9', { externalreference: 'SGH7XK2P4L' }) }, 201),
    );
    await choose(user, 'Tenant', /Brian Kamau/);
    expect(screen.queryByLabelText('M-PESA receipt number')).not.toBeInTheDocument();
    await choose(user, 'Payment Mode', /^MPESA$/);
    await user.type(await screen.findByLabelText('M-PESA receipt number'), 'sgh7xk2');
    await choose(user, 'Payment Mode', /^Cash$/);
    expect(screen.queryByLabelText('M-PESA receipt number')).not.toBeInTheDocument();
    // Back to M-PESA: the number typed for it was dropped with the mode.
    await choose(user, 'Payment Mode', /^MPESA$/);
    const reference = await screen.findByLabelText('M-PESA receipt number');
    expect(reference).toHaveValue('');

    await user.type(reference, 'sgh7xk2');
    await user.type(screen.getByLabelText('Amount (KES)'), '5000');
    await user.type(screen.getByLabelText('Description'), 'March rent');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(reference).toHaveAccessibleDescription(
      'An M-PESA receipt number is 8 to 20 letters and digits, like SGH7XK2P4L',
    );

    await user.type(reference, 'p4l');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(router.location.pathname).toBe('/transactions/all'));
    const posted = requests.filter((request) => request.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toMatchObject({ paymentmode: 'MPESA', reference: 'SGH7XK2P4L' });
  });

  it('says under the field, and in the alert, which payment already has the receipt', async () => {
    const message =
      'M-PESA receipt RKL51ZDR4F is already recorded: (the server says it in English)';
    const { user, router } = openForm(() =>
      json(
        {
          error: {
            code: 'receipt_recorded',
            message,
            fields: { reference: message },
            params: {
              reference: 'RKL51ZDR4F',
              holder: 'payment',
              payer: 'Akinyi Otieno',
              amount: 5000,
              date: '2023-11-21',
              transaction: '8b8012b1b9d6',
              transactionid: 'tx-8b8012b1b9d6',
            },
          },
        },
        409,
      ),
    );
    await choose(user, 'Tenant', /Brian Kamau/);
    await choose(user, 'Payment Mode', /^MPESA$/);
    const reference = await screen.findByLabelText('M-PESA receipt number');
    await user.type(reference, 'rkl51zdr4f');
    await user.type(screen.getByLabelText('Amount (KES)'), '5000');
    await user.type(screen.getByLabelText('Description'), 'March rent');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    // Worded by the client from the code and params, in the app's money and date formats.
    const said =
      `M-PESA receipt RKL51ZDR4F is already recorded: ${formatKes(5000)} from Akinyi Otieno ` +
      'on 21 Nov 2023.';
    await waitFor(() => expect(reference).toHaveAccessibleDescription(said));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(said.replace(/\s/g, ' '));
    expect(within(alert).getByRole('link', { name: 'View payment' })).toHaveAttribute(
      'href',
      '/transaction/tx-8b8012b1b9d6',
    );
    expect(router.location.pathname).toBe('/newtransaction');
  });
});

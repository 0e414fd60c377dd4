import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionsOf } from '@rental/shared/permissions';
import {
  apiError,
  json,
  mockApi,
  signedIn,
  userWithRole,
  type MockRequest,
} from '../../../test/mock-api';
import { renderApp, waitForMove } from '../../../test/render';
import { amina, transaction } from '../testing/fixtures';

const detailPath = '/api/transactions/all-transactions/tx-1';
const reversePath = '/api/transactions/tx-1/reverse';
const reassignPath = '/api/transactions/tx-1/reassign';
/** A manager the owner allows to reverse payments (their own only). */
const manager = userWithRole('manager', {
  permissions: permissionsOf('manager', { managersMayErase: true }),
});
const onlyRecorder =
  'Only the user who recorded this payment, or the account owner, can reverse it';

function openTransaction(
  recorder: string,
  extra: Parameters<typeof mockApi>[0] = {},
  overrides: Parameters<typeof transaction>[1] = {},
  asManager = false,
) {
  let list = [
    transaction('tx-1', {
      userid: recorder,
      recordedby: 'Brian Kamau',
      amount: 2500,
      ...overrides,
    }),
  ];
  const api = mockApi({
    ...signedIn(asManager ? manager : undefined),
    'GET /api/tenant/all-tenants': () => json({ tenants: [amina] }),
    'GET /api/transactions/all-transactions?limit=100': () =>
      json({ transactions: list, nextcursor: null }),
    [`GET ${detailPath}`]: () => json({ transaction: list[0] }),
    [`POST ${reversePath}`]: () => {
      list = [
        {
          ...list[0]!,
          reversal: {
            reason: 'Cash never came',
            reversedon: '2026-03-12',
            by: 'Amina',
            movedto: null,
          },
        },
      ];
      return json({ transaction: list[0] });
    },
    [`POST ${reassignPath}`]: () => json({ transaction: list[0] }),
    ...extra,
  });
  return { ...renderApp('/transaction/tx-1'), ...api };
}

// Without an M-PESA receipt code a payment is titled by its day, never its internal id.
const paidOnTitle = 'Transaction 5 Mar 2026';

const posts = (requests: MockRequest[], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.path === path);

describe('transaction details', () => {
  it('shows the transaction over the list', async () => {
    openTransaction('u-1');
    const dialog = await screen.findByRole('dialog', { name: paidOnTitle });
    expect(dialog).toHaveTextContent(/KES 2,500/);
    expect(dialog).toHaveTextContent('Brian Kamau');
    expect(dialog).toHaveTextContent('MPESA');
    expect(dialog).toHaveTextContent('March rent');
    // The list is under the dialog (hidden from assistive technology while it is open).
    expect(screen.getByRole('tab', { name: 'Transactions', hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("says whether M-PESA's own records confirmed an M-PESA payment", async () => {
    openTransaction(
      '',
      {},
      { externalreference: 'SKA1B2C3D4', verified: true, verifiedby: 'pull' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Transaction SKA1B2C3D4' });
    const mark = within(dialog).getByText('Verified with M-PESA').closest('.MuiChip-root');
    expect(mark).toHaveAccessibleDescription("Found in M-PESA's list of your paybill's payments");
    expect(dialog).not.toHaveTextContent('Not yet verified');
  });

  it('marks an M-PESA payment not yet confirmed', async () => {
    openTransaction('', {}, { externalreference: 'SKA1B2C3D4' });
    const dialog = await screen.findByRole('dialog', { name: 'Transaction SKA1B2C3D4' });
    expect(within(dialog).getByText('Not yet verified')).toBeVisible();
    expect(dialog).not.toHaveTextContent('Verified with M-PESA');
  });

  it('warns a manager who did not record it, without asking the server', async () => {
    const { user, requests } = openTransaction('u-someone-else', {}, {}, true);
    const dialog = await screen.findByRole('dialog', { name: paidOnTitle });
    expect(within(dialog).queryByRole('button', { name: 'MOVE TO ANOTHER TENANT' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'REVERSE PAYMENT' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(onlyRecorder);
    expect(posts(requests, reversePath)).toHaveLength(0);
  });

  it('asks for the reason, then reverses: the payment shows as reversed', async () => {
    const { user, requests, router } = openTransaction('u-1');
    const dialog = await screen.findByRole('dialog', { name: paidOnTitle });
    await user.click(within(dialog).getByRole('button', { name: 'REVERSE PAYMENT' }));
    expect(dialog).toHaveTextContent(/Reverse this KES 2,500 payment by Amina Otieno\?/);
    await user.click(within(dialog).getByRole('button', { name: 'REVERSE' }));
    expect(dialog).toHaveTextContent('Give the reason, 3 to 500 characters');
    expect(posts(requests, reversePath)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Cash never came');
    await user.click(within(dialog).getByRole('button', { name: 'REVERSE' }));
    await waitFor(() => expect(router.location.pathname).toBe('/transactions/all'));
    expect(posts(requests, reversePath).map((request) => request.body)).toEqual([
      { reason: 'Cash never came' },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment reversed');
    expect((await screen.findAllByText('Reversed')).length).toBeGreaterThan(0);
  });

  it('lets the owner move the payment to another tenant with a reason', async () => {
    const other = {
      ...amina,
      tenantid: 't-2',
      tenantdata: { ...amina.tenantdata, firstname: 'Baraka' },
    };
    const { user, requests, router } = openTransaction('', {
      'GET /api/tenant/all-tenants': () => json({ tenants: [amina, other] }),
    });
    const dialog = await screen.findByRole('dialog', { name: paidOnTitle });
    await user.click(within(dialog).getByRole('button', { name: 'MOVE TO ANOTHER TENANT' }));
    await user.click(within(dialog).getByRole('button', { name: 'MOVE' }));
    expect(posts(requests, reassignPath)).toHaveLength(0);
    await user.click(within(dialog).getByLabelText(/Tenant it belongs to/));
    await user.click(await screen.findByRole('option', { name: /Baraka/ }));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Wrong account number');
    await user.click(within(dialog).getByRole('button', { name: 'MOVE' }));
    await waitFor(() => expect(router.location.pathname).toBe('/transactions/all'));
    expect(posts(requests, reassignPath).map((request) => request.body)).toEqual([
      { tenantid: 't-2', reason: 'Wrong account number' },
    ]);
  });

  it("shows the server's refusal (403) as the same warning", async () => {
    const { user, requests, router } = openTransaction('u-1', {
      [`POST ${reversePath}`]: () => apiError(403, 'forbidden', onlyRecorder),
    });
    const dialog = await screen.findByRole('dialog', { name: paidOnTitle });
    await user.click(within(dialog).getByRole('button', { name: 'REVERSE PAYMENT' }));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Cash never came');
    await user.click(within(dialog).getByRole('button', { name: 'REVERSE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(onlyRecorder);
    expect(posts(requests, reversePath)).toHaveLength(1);
    expect(router.location.pathname).toBe('/transaction/tx-1');
  });

  it('CLOSE goes back to the list', async () => {
    const { user, router } = openTransaction('u-1');
    const dialog = await screen.findByRole('dialog', { name: paidOnTitle });
    await user.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    await waitForMove(router, '/transactions/all', dialog);
  });

  it('says so when the transaction is gone', async () => {
    mockApi({
      ...signedIn(),
      'GET /api/transactions/all-transactions?limit=100': () =>
        json({ transactions: [], nextcursor: null }),
    });
    renderApp('/transaction/gone');
    expect(
      await screen.findByText('This transaction does not exist or was deleted.'),
    ).toBeInTheDocument();
  });
});

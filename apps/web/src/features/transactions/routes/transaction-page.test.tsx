import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn, type MockRequest } from '../../../test/mock-api';
import { renderApp, waitForMove } from '../../../test/render';
import { amina, transaction } from '../testing/fixtures';

const detailPath = '/api/transactions/all-transactions/tx-1';
const onlyRecorder = 'Action can only be completed by user who recorded the transaction';

function openTransaction(
  recorder: string,
  extra: Parameters<typeof mockApi>[0] = {},
  overrides: Parameters<typeof transaction>[1] = {},
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
    ...signedIn(),
    'GET /api/tenant/all-tenants': () => json({ tenants: [amina] }),
    'GET /api/transactions/all-transactions?limit=100': () =>
      json({ transactions: list, nextcursor: null }),
    [`GET ${detailPath}`]: () => json({ transaction: list[0] }),
    [`DELETE ${detailPath}`]: () => {
      list = [];
      return new Response(null, { status: 204 });
    },
    ...extra,
  });
  return { ...renderApp('/transaction/tx-1'), ...api };
}

const deletes = (requests: MockRequest[]) =>
  requests.filter((request) => request.method === 'DELETE');

describe('transaction details', { timeout: 45_000 }, () => {
  it('shows the transaction over the list', async () => {
    openTransaction('u-1');
    const dialog = await screen.findByRole('dialog', { name: 'Transaction tx-1' });
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
    const dialog = await screen.findByRole('dialog', { name: 'Transaction tx-1' });
    const mark = within(dialog).getByText('Verified with M-PESA').closest('.MuiChip-root');
    expect(mark).toHaveAccessibleDescription("Found in M-PESA's list of your paybill's payments");
    expect(dialog).not.toHaveTextContent('Not yet verified');
  });

  it('marks an M-PESA payment not yet confirmed', async () => {
    openTransaction('', {}, { externalreference: 'SKA1B2C3D4' });
    const dialog = await screen.findByRole('dialog', { name: 'Transaction tx-1' });
    expect(within(dialog).getByText('Not yet verified')).toBeVisible();
    expect(dialog).not.toHaveTextContent('Verified with M-PESA');
  });

  it('warns a user who did not record it, without asking the server', async () => {
    const { user, requests } = openTransaction('u-someone-else');
    const dialog = await screen.findByRole('dialog', { name: 'Transaction tx-1' });
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(onlyRecorder);
    expect(deletes(requests)).toHaveLength(0);
  });

  it("lets the recorder delete after confirming: 'Transaction deleted' on the list", async () => {
    const { user, requests, router } = openTransaction('u-1');
    const dialog = await screen.findByRole('dialog', { name: 'Transaction tx-1' });
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    expect(dialog).toHaveTextContent(/Delete this KES 2,500 payment by Amina Otieno\?/);
    expect(deletes(requests)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions/all'));
    expect(await screen.findByText('No transactions to show')).toBeVisible();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Transaction deleted');
    expect(alert).toHaveClass('MuiAlert-colorError');
    expect(deletes(requests).map((request) => request.path)).toEqual([detailPath]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal (403) as the same warning", async () => {
    const { user, requests, router } = openTransaction('u-1', {
      [`DELETE ${detailPath}`]: () => apiError(403, 'forbidden', onlyRecorder),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Transaction tx-1' });
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(onlyRecorder);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(deletes(requests)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/transaction/tx-1');
  });

  it('CLOSE goes back to the list', async () => {
    const { user, router } = openTransaction('u-1');
    const dialog = await screen.findByRole('dialog', { name: 'Transaction tx-1' });
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

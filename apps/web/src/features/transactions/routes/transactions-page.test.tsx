import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Transaction } from '@rental/shared/schemas/transactions';
import * as tableExport from '../../../lib/table-export';
import { json, mockApi, signedIn, type MockRequest } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { amina, brian, transaction } from '../testing/fixtures';

const listPath = '/api/transactions/all-transactions';

const firstPage = {
  transactions: [
    transaction('tx-000000000002', { tenantname: 'Brian Kamau', amount: 500 }),
    // Known by its M-PESA receipt code, never by its internal id (issue 30).
    transaction('tx-000000000001', { amount: 15000.5, externalreference: 'TLK4Q7X2ZB' }),
  ],
  nextcursor: null,
};
const noTransactions = { transactions: [], nextcursor: null };

/** The app at `path` with the tenants and `pages` of transactions, keyed by query string. */
function openTransactions(path = '/transactions/all', pages: Record<string, unknown> = {}) {
  const pageHandlers = Object.fromEntries(
    Object.entries({ '?limit=100': firstPage, ...pages }).map(([query, body]) => [
      `GET ${listPath}${query}`,
      () => json(body),
    ]),
  );
  const api = mockApi({
    ...signedIn(),
    'GET /api/tenant/all-tenants': () => json({ tenants: [amina, brian] }),
    ...pageHandlers,
  });
  return { ...renderApp(path), ...api };
}

const listCalls = (requests: MockRequest[]) =>
  requests.filter((request) => request.path.startsWith(listPath)).map((request) => request.path);

describe('transactions list', () => {
  it('redirects /transactions to the Transactions tab and shows the spec columns', async () => {
    const { router } = openTransactions('/transactions');
    // The file's first screen compiles MUI and the date pickers: on a busy machine, over 5 s.
    expect(
      await screen.findByText('Brian Kamau (A1)', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/transactions/all');
    for (const name of [
      'Date',
      'Reference',
      'Tenant Name',
      'Amount',
      'Transaction Type',
      'Mode',
      'Recorded By',
    ]) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Brian Kamau');
    expect(rows[1]).toHaveTextContent(/KES 15,000\.50/);
    expect(rows[1]).toHaveTextContent('TLK4Q7X2ZB');
    expect(rows[1]).not.toHaveTextContent('000000000001');
    expect(
      within(rows[1]!).getByRole('link', { name: 'View transaction TLK4Q7X2ZB' }),
    ).toHaveAttribute('href', '/transaction/tx-000000000001');
    expect(
      within(rows[1]!).getByRole('button', { name: 'Download receipt TLK4Q7X2ZB (PDF)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Transaction' })).toHaveAttribute(
      'href',
      '/newtransaction',
    );
    expect(screen.getByRole('tab', { name: 'Invoices' })).toHaveAttribute(
      'href',
      '/transactions/invoices',
    );
  });

  it('asks the server only when APPLY FILTERS is pressed, with the chosen filters', async () => {
    const { user, requests, router } = openTransactions('/transactions/all', {
      '?from=2026-03-01&to=2026-03-31&tenantid=t-1&type=tenant&limit=100': noTransactions,
    });
    await screen.findByText('Brian Kamau (A1)');
    const form = screen.getByRole('form', { name: 'Filters' });
    await user.type(within(form).getByLabelText('From'), '01/03/2026');
    await user.type(within(form).getByLabelText('To'), '31/03/2026');
    await user.click(within(form).getByLabelText('Tenant'));
    await user.click(await screen.findByRole('option', { name: /Amina Otieno · House A1/ }));
    await user.click(within(form).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Tenant Payments' }));
    expect(listCalls(requests)).toEqual([`${listPath}?limit=100`]);

    await user.click(within(form).getByRole('button', { name: 'APPLY FILTERS' }));
    expect(await screen.findByText('No transactions to show')).toBeInTheDocument();
    expect(listCalls(requests)).toEqual([
      `${listPath}?limit=100`,
      `${listPath}?from=2026-03-01&to=2026-03-31&tenantid=t-1&type=tenant&limit=100`,
    ]);
    expect(router.location.search).toBe('?from=2026-03-01&to=2026-03-31&tenantid=t-1&type=tenant');
  });

  it('refuses a backwards date range', async () => {
    const { user, requests } = openTransactions();
    await screen.findByText('Brian Kamau (A1)');
    await user.type(screen.getByLabelText('From'), '10/03/2026');
    await user.type(screen.getByLabelText('To'), '01/03/2026');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'The end date is before the start date',
    );
    expect(screen.getByRole('button', { name: 'APPLY FILTERS' })).toBeDisabled();
    expect(listCalls(requests)).toHaveLength(1);
  });

  it('loads older transactions with Load more, passing the cursor', async () => {
    const { user, requests } = openTransactions('/transactions/payments', {
      '?type=tenant&limit=100': {
        transactions: [transaction('tx-new', { tenantname: 'Newest Tenant' })],
        nextcursor: 'cursor-1',
      },
      '?type=tenant&limit=100&before=cursor-1': {
        transactions: [transaction('tx-old', { tenantname: 'Oldest Tenant' })],
        nextcursor: null,
      },
    });
    expect(await screen.findByText('Newest Tenant (A1)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Oldest Tenant (A1)')).toBeInTheDocument();
    // One footer says the count: the grid's own ("1–2 of 2") is not there beside it.
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.queryByText(/1–2 of 2/)).not.toBeInTheDocument();
    expect(listCalls(requests)).toEqual([
      `${listPath}?type=tenant&limit=100`,
      `${listPath}?type=tenant&limit=100&before=cursor-1`,
    ]);
  });

  it("says 'No transactions to show' on the Subscriptions tab when there are none", async () => {
    const { requests } = openTransactions('/transactions/subscriptions', {
      '?type=subscription&limit=100': noTransactions,
    });
    expect(await screen.findByText('No transactions to show')).toBeInTheDocument();
    expect(listCalls(requests)).toEqual([`${listPath}?type=subscription&limit=100`]);
    expect(screen.getByRole('tab', { name: 'Subscriptions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('exports every transaction the filters match, fetching all pages', async () => {
    const csv = vi
      .spyOn(tableExport, 'exportRowsToCsv')
      .mockImplementation(async (_name, _columns, rows) => rows.length);
    const pdf = vi.spyOn(tableExport, 'exportRowsToPdf').mockResolvedValue(0);
    const { user, requests } = openTransactions('/transactions/all?from=2026-03-01', {
      '?from=2026-03-01&limit=100': {
        transactions: [transaction('tx-a', { tenantname: 'First Page' })],
        nextcursor: 'c1',
      },
      '?from=2026-03-01&limit=1000': {
        transactions: [transaction('tx-a'), transaction('tx-b')],
        nextcursor: 'c2',
      },
      '?from=2026-03-01&limit=1000&before=c2': {
        transactions: [transaction('tx-c')],
        nextcursor: null,
      },
    });
    await screen.findByText('First Page (A1)');
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(csv).toHaveBeenCalledOnce());
    const [fileName, columns, rows] = csv.mock.calls[0]!;
    expect(fileName).toMatch(/^transactions-\d{4}-\d{2}-\d{2}$/);
    expect(columns.map((column) => column.header)).toEqual([
      'Date',
      'Reference',
      'Tenant Name',
      'House',
      'Amount (KES)',
      'Transaction Type',
      'Mode',
      'Recorded By',
    ]);
    expect((rows as Transaction[]).map((row) => row.transactionid)).toEqual([
      'tx-a',
      'tx-b',
      'tx-c',
    ]);
    expect(listCalls(requests)).toContain(`${listPath}?from=2026-03-01&limit=1000&before=c2`);

    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(pdf).toHaveBeenCalledOnce());
    expect(pdf.mock.calls[0]![0]).toBe('Transactions, from 1 Mar 2026');
    csv.mockRestore();
    pdf.mockRestore();
  });

  it('shows cards on a phone with who, how much, when, how and a view link', async () => {
    onPhone();
    const { user, router } = openTransactions();
    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Brian Kamau (A1)' })).toBeVisible();
    expect(cards[0]).toHaveTextContent(/KES 500/);
    expect(cards[1]).toHaveTextContent(/KES 15,000\.50/);
    expect(cards[1]).toHaveTextContent('Tenant Payment');
    expect(cards[1]).toHaveTextContent('TLK4Q7X2ZB');
    expect(cards[1]).not.toHaveTextContent('000000000001');
    await user.click(within(cards[1]!).getByRole('link', { name: 'View transaction TLK4Q7X2ZB' }));
    await waitFor(() => expect(router.location.pathname).toBe('/transaction/tx-000000000001'));
  });

  it('folds the filters behind a button on a phone, saying how many are applied', async () => {
    onPhone();
    const { user, router } = openTransactions('/transactions/all?from=2026-03-01&tenantid=t-1', {
      '?from=2026-03-01&tenantid=t-1&limit=100': firstPage,
    });
    const toggle = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('From')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('01/03/2026');
    await user.click(screen.getByRole('button', { name: 'CLEAR' }));
    await waitFor(() => expect(router.location.search).toBe(''));
    // Applied, the filters fold away again and the list is in view.
    const folded = await screen.findByRole('button', { name: 'Filters' });
    expect(folded).toHaveAttribute('aria-expanded', 'false');
  });
});

import type { Expense } from '@rental/shared/schemas/expenses';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn, type MockRequest } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';

const listPath = '/api/expenses/all';

function expense(id: string, overrides: Partial<Expense['expensedata']> = {}): Expense {
  const data = {
    date: '2026-03-01',
    rentalid: 'r-1',
    category: 'Water bill',
    amount: 3450.5,
    payee: 'Nairobi Water',
    paymentmode: 'MPESA',
    reference: 'SGH7XK2P4L',
    note: '',
    hasreceipt: true,
    ...overrides,
  } satisfies Expense['expensedata'];
  return {
    expenseid: id,
    expensedata: data,
    rentalname: data.rentalid ? 'Jua Court' : null,
    receipttype: data.hasreceipt ? 'image/png' : null,
    recordedby: 'Amina Otieno',
  };
}

const water = expense('e-2');
const legal = expense('e-1', {
  date: '2026-02-20',
  rentalid: null,
  category: 'Legal',
  amount: 15000,
  payee: 'Kamau & Co Advocates',
  paymentmode: 'Bank',
  reference: '',
  hasreceipt: false,
});
const rentals = [
  { rentalid: 'r-1', rentaldata: { rentalname: 'Jua Court', location: 'Kasarani' } },
];

/** The app at /expenses with `pages` of the list, keyed by query string. */
function openExpenses(
  pages: Record<string, unknown> = {},
  more: Parameters<typeof mockApi>[0] = {},
) {
  const firstPage = { expenses: [water, legal], nextcursor: null, total: 18450.5, count: 2 };
  const api = mockApi({
    ...signedIn(),
    'GET /api/rental/all-rentals': () => json({ rentals }),
    ...Object.fromEntries(
      Object.entries({ '?limit=100': firstPage, ...pages }).map(([query, body]) => [
        `GET ${listPath}${query}`,
        () => json(body),
      ]),
    ),
    ...more,
  });
  return { ...renderApp('/expenses'), ...api };
}

const calls = (requests: MockRequest[], prefix: string) =>
  requests.filter((r) => `${r.method} ${r.path}`.startsWith(prefix));

describe('/expenses on a phone', () => {
  it('shows each expense as a card, the total, and folds the filters behind a button', async () => {
    onPhone();
    openExpenses();
    // The file's first screen compiles MUI and the date pickers: on a busy machine, over 5 s.
    const list = await screen.findByRole('list', { name: 'Expenses' }, { timeout: 20_000 });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    expect(within(cards[0]!).getByRole('heading', { name: 'Nairobi Water' })).toBeVisible();
    expect(cards[0]).toHaveTextContent('KES 3,450.50');
    expect(cards[0]).toHaveTextContent('1 Mar 2026 · Water bill');
    expect(cards[0]).toHaveTextContent('Jua Court · MPESA · SGH7XK2P4L');
    expect(
      within(cards[0]!).getByRole('button', {
        name: 'Open the receipt of the expense to Nairobi Water',
      }),
    ).toBeInTheDocument();

    expect(within(cards[1]!).getByRole('heading', { name: 'Kamau & Co Advocates' })).toBeVisible();
    expect(cards[1]).toHaveTextContent('KES 15,000');
    expect(cards[1]).toHaveTextContent('All rentals (general) · Bank');
    // No receipt: no button to open one.
    expect(within(cards[1]!).queryByRole('button', { name: /open the receipt/i })).toBeNull();
    expect(within(cards[1]!).getByRole('button', { name: /^edit the expense/i })).toBeVisible();

    const totals = screen.getByRole('region', { name: 'Total of the expenses shown' });
    expect(totals).toHaveTextContent('KES 18,450.50');
    expect(totals).toHaveTextContent('2 expenses');

    const fold = screen.getByRole('button', { name: 'Filters' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
  });

  it('says what to do when there are no expenses yet', async () => {
    onPhone();
    openExpenses({ '?limit=100': { expenses: [], nextcursor: null, total: 0, count: 0 } });
    expect(await screen.findByText(/No expenses yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New expense' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /total/i })).toBeNull();
  });
});

describe('/expenses filters', () => {
  it('asks for the chosen rental and category only when APPLY FILTERS is pressed', async () => {
    const filtered = '?rentalid=none&category=Legal&limit=100';
    const { user, requests, router } = openExpenses({
      [filtered]: { expenses: [legal], nextcursor: null, total: 15000, count: 1 },
    });
    await screen.findByRole('grid', { name: 'Expenses' });
    const amountCell = screen
      .getAllByRole('gridcell')
      .find((cell) => cell.textContent === 'KES 3,450.50');
    // Amounts are right-aligned, so their digits line up.
    expect(amountCell).toHaveClass('MuiDataGrid-cell--textRight');

    await user.click(screen.getByRole('combobox', { name: 'Rental' }));
    await user.click(await screen.findByRole('option', { name: 'All rentals (general)' }));
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Legal' }));
    expect(calls(requests, `GET ${listPath}`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'APPLY FILTERS' }));

    await waitFor(() => expect(router.location.search).toBe('?rentalid=none&category=Legal'));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: /total/i })).toHaveTextContent('KES 15,000'),
    );
    expect(calls(requests, `GET ${listPath}`).map((r) => r.path)).toEqual([
      `${listPath}?limit=100`,
      `${listPath}${filtered}`,
    ]);
  });
});

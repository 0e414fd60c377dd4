import type { DashboardSummary, SearchResults } from '@rental/shared/schemas/dashboard';
import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn, testUser, type MockRequest } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';

const months = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];

const summary: DashboardSummary = {
  month: 'March',
  monthkey: '2026-03',
  revenue: 182500.5,
  totaldebts: 43000,
  rentals: 3,
  tenants: 1204,
  collectionrate: 87.5,
  occupancyrate: 92.3,
  units: 13,
  occupied: 12,
  vacantunits: 1,
  rentlostthismonth: 4838.71,
  expenses: 30500,
  net: 152000.5,
  recenttransactions: [
    {
      transactionid: 'tx-2',
      fullname: 'Brian Kamau',
      housenumber: 'A2',
      status: 'owing',
      paymentmode: 'Cash',
      amount: 5000,
      balance: 10000,
    },
    {
      transactionid: 'tx-1',
      fullname: 'Amina Otieno',
      housenumber: 'A1',
      status: 'cleared',
      paymentmode: 'MPESA',
      amount: 15000,
      balance: 0,
    },
  ],
  // April 2025 to March 2026: this month (the tiles' March) comes last.
  chart: months.map((label, at) => ({
    month: at < 9 ? `2025-${String(at + 4).padStart(2, '0')}` : `2026-0${at - 8}`,
    label,
    revenue: at * 1000,
    invoiced: at * 1500,
    expenses: at * 300,
  })),
};

const results: SearchResults = {
  tenants: [{ id: 't-1', name: 'Amina Otieno', housenumber: 'A1' }],
  rentals: [{ id: 'r-1', name: 'Amani Court', location: 'Kilimani' }],
  transactions: [
    {
      id: 'tx-1',
      reference: '000000000001',
      tenantname: 'Amina Otieno',
      amount: 15000,
      date: '2026-03-05T09:30:00Z',
    },
  ],
};

function openDashboard(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(),
    'GET /api/dashboard/summary': () => json(summary),
    'GET /api/search?q=am': () => json(results),
    'GET /api/search?q=zz': () => json({ tenants: [], rentals: [], transactions: [] }),
    ...extra,
  });
  return { ...renderApp('/dashboard'), ...api };
}

const searches = (requests: MockRequest[]) =>
  requests.filter((request) => request.path.startsWith('/api/search'));

describe('dashboard', () => {
  it('shows the tiles from the summary, the revenue titled with its month', async () => {
    openDashboard();
    const revenue = await screen.findByRole('region', { name: 'March Revenue' });
    expect(revenue).toHaveTextContent(/KES 182,500\.50/);
    // Who owes it is one click away: the tile opens the arrears screen.
    const debts = screen.getByRole('link', { name: /^Total Debts Owed/ });
    expect(debts).toHaveTextContent(/KES 43,000/);
    expect(debts).toHaveAttribute('href', '/arrears');
    // Each of this month's figures opens the report it comes from.
    const rate = screen.getByRole('link', { name: /^Collection Rate/ });
    expect(rate).toHaveTextContent('87.5%of KES 16,500 invoiced');
    expect(rate).toHaveAttribute('href', '/reports/collections');
    const occupancy = screen.getByRole('link', { name: /^Occupancy/ });
    expect(occupancy).toHaveTextContent('92.3%12 of 13 units occupied');
    expect(occupancy).toHaveAttribute('href', '/reports/occupancy');
    const expenses = screen.getByRole('link', { name: /^Expenses\s*KES/ });
    expect(expenses).toHaveTextContent('KES 30,500Paid out in March');
    expect(expenses).toHaveAttribute('href', '/expenses');
    const net = screen.getByRole('link', { name: /^Net Income/ });
    expect(net).toHaveTextContent('KES 152,000.50March income less expenses');
    expect(net).toHaveAttribute('href', '/reports/income-statement');
    expect(screen.getByRole('region', { name: 'Onboarded Rentals' })).toHaveTextContent('3');
    expect(screen.getByRole('region', { name: 'Onboarded Tenants' })).toHaveTextContent('1,204');
    const vacant = screen.getByRole('link', { name: /^Vacant Units/ });
    expect(vacant).toHaveTextContent('1KES 4,838.71 rent lost in March');
    expect(vacant).toHaveAttribute('href', '/reports/vacancies');
    expect(screen.getByRole('heading', { name: 'Welcome back, Amina' })).toBeInTheDocument();
  });

  it('says when nothing was invoiced or there are no units, and shows a loss as negative', async () => {
    openDashboard({
      'GET /api/dashboard/summary': () =>
        json({
          ...summary,
          collectionrate: null,
          occupancyrate: 0,
          units: 0,
          occupied: 0,
          expenses: 4000,
          net: -2500,
        }),
    });
    const rate = await screen.findByRole('link', { name: /^Collection Rate/ });
    expect(rate).toHaveTextContent('—Nothing invoiced in March yet');
    expect(screen.getByRole('link', { name: /^Occupancy/ })).toHaveTextContent('0%No units yet');
    expect(screen.getByRole('link', { name: /^Net Income/ })).toHaveTextContent('-KES 2,500');
  });

  it('puts the figures that matter first: revenue, collection, occupancy, debts', async () => {
    onPhone();
    openDashboard();
    await screen.findByRole('region', { name: 'March Revenue' });
    const tiles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .slice(0, 9);
    expect(tiles).toEqual([
      'March Revenue',
      'Collection Rate',
      'Occupancy',
      'Total Debts Owed',
      'Expenses',
      'Net Income',
      'Onboarded Rentals',
      'Onboarded Tenants',
      'Vacant Units',
    ]);
  });

  it('welcomes a new user, and welcomes back one who has signed in before', async () => {
    openDashboard(signedIn({ ...testUser, returning: false }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Amina' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('lists recent transactions in the spec columns', async () => {
    openDashboard();
    const table = await screen.findByRole('grid', { name: 'Recent Transactions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      '#',
      'Full Name',
      'House Number',
      'Status',
      'Payment Mode',
      'Amount',
      'Balance',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('1Brian KamauA2OwingCash');
    expect(rows[0]).toHaveTextContent(/KES 10,000/);
    expect(rows[1]).toHaveTextContent('Cleared');
  });

  it('shows recent transactions as cards on a phone, before the chart', async () => {
    onPhone();
    openDashboard();
    const section = await screen.findByRole('region', { name: 'Recent Transactions' });
    expect(within(section).queryByRole('grid')).not.toBeInTheDocument();
    const cards = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const brian = cards[0]!;
    expect(within(brian).getByRole('heading', { name: 'Brian Kamau' })).toBeVisible();
    expect(brian).toHaveTextContent('House A2 · Cash');
    expect(brian).toHaveTextContent('Owing');
    expect(brian).toHaveTextContent(/KES\s5,000(?![.\d])/);
    expect(brian).toHaveTextContent(/Balance KES\s10,000(?![.\d])/);
    expect(cards[1]).toHaveTextContent('Cleared');
    expect(within(section).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/transactions/all',
    );
    // On a phone what was paid comes before the year's chart.
    const chart = await screen.findByRole('region', {
      name: 'Revenue, invoiced and expenses, last 12 months',
    });
    expect(section.compareDocumentPosition(chart)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('draws the 12-month chart of revenue, invoiced and expenses, with a legend', async () => {
    openDashboard();
    const chart = await screen.findByRole('region', {
      name: 'Revenue, invoiced and expenses, last 12 months',
    });
    expect(await within(chart).findByText('Revenue')).toBeInTheDocument();
    expect(within(chart).getByText('Invoiced')).toBeInTheDocument();
    expect(within(chart).getByText('Expenses')).toBeInTheDocument();
  });

  it('names the months in Kiswahili, not the English the server sent', async () => {
    await i18n.changeLanguage('sw');
    try {
      openDashboard(signedIn({ ...testUser, language: 'sw' }));
      // "Machi" from Intl for this month, though the summary says "March".
      expect(await screen.findByRole('region', { name: 'Mapato ya Machi' })).toBeInTheDocument();
      const chart = screen.getByRole('region', { name: /miezi 12/ });
      expect(await within(chart).findByText('Des 2025')).toBeInTheDocument();
      expect(chart).not.toHaveTextContent(/Dec|March|Mar 2026/);
      // The recent payments' modes in Kiswahili.
      const recent = screen.getByRole('region', { name: 'Miamala ya Karibuni' });
      expect(recent).toHaveTextContent('Pesa taslimu');
      expect(recent).not.toHaveTextContent(/\bCash\b/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("words this month from the summary's YYYY-MM, chart or no chart", async () => {
    await i18n.changeLanguage('sw');
    try {
      openDashboard({
        ...signedIn({ ...testUser, language: 'sw' }),
        'GET /api/dashboard/summary': () => json({ ...summary, month: 'March', chart: [] }),
      });
      expect(await screen.findByRole('region', { name: 'Mapato ya Machi' })).toBeInTheDocument();
      expect(screen.queryByText(/March/)).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says when there is nothing yet', async () => {
    openDashboard({
      'GET /api/dashboard/summary': () =>
        json({
          ...summary,
          recenttransactions: [],
          chart: summary.chart.map((month) => ({ ...month, revenue: 0, invoiced: 0, expenses: 0 })),
        }),
    });
    expect(await screen.findByText('No transactions to show')).toBeInTheDocument();
    expect(
      screen.getByText('No payments, invoices or expenses in the last 12 months yet.'),
    ).toBeInTheDocument();
  });

  it('searches once typing pauses and links each result to its page', async () => {
    const { user, requests } = openDashboard();
    await screen.findByRole('region', { name: 'March Revenue' });
    await user.type(screen.getByLabelText('Search'), 'am');
    const list = await screen.findByRole('list', { name: 'Search results' });
    // One request for the settled term, none for each keystroke.
    expect(searches(requests).map((request) => request.path)).toEqual(['/api/search?q=am']);
    expect(within(list).getByRole('list', { name: 'Tenants' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Amina Otieno House A1/ })).toHaveAttribute(
      'href',
      '/tenant-details/t-1',
    );
    expect(within(list).getByRole('link', { name: /Amani Court Kilimani/ })).toHaveAttribute(
      'href',
      '/rental-details/r-1',
    );
    expect(within(list).getByRole('link', { name: /000000000001/ })).toHaveAttribute(
      'href',
      '/transaction/tx-1',
    );

    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'zz');
    expect(await screen.findByText('Nothing matches "zz"')).toBeInTheDocument();

    // A click elsewhere puts the results away.
    await user.click(screen.getByRole('heading', { name: 'Welcome back, Amina' }));
    expect(screen.queryByText('Nothing matches "zz"')).not.toBeInTheDocument();
  });

  it('lists the go-live steps left until they are done, each linking to where to act', async () => {
    const step = (kind: string, link: string, params = {}) => ({
      notificationid: kind,
      kind,
      text: '',
      params,
      link,
      createdat: '2026-05-01T08:00:00.000Z',
      read: false,
    });
    openDashboard({
      'GET /api/notifications': () =>
        json({
          notifications: [
            step('go_live_paybill', '/settings?tab=mpesa'),
            step('go_live_schedule', '/new-invoice'),
            // Messages kept while no provider was set wait, counted (issue 30).
            step('sms_waiting', '/messages?tab=waiting', { count: 3 }),
          ],
        }),
    });
    const card = await screen.findByRole('region', { name: 'Get ready to collect rent' });
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Set your paybill so invoices tell tenants where to pay', '/settings?tab=mpesa'],
      ['Create your first invoice schedule', '/new-invoice'],
      ['Messages waiting to be sent: 3', '/messages?tab=waiting'],
    ]);
  });

  it('has Create menu links to real screens', async () => {
    const { user } = openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const menu = await screen.findByRole('menu');
    const links = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('href'));
    expect(links).toEqual(['/newtenant', '/newrental', '/newtransaction', '/newpayment']);
  });
});

import type { ArrearsReport } from '@rental/shared/schemas/arrears';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as tableExport from '../../../lib/table-export';
import { buildCsv } from '../../../lib/csv';
import { json, mockApi, signedIn } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';

const zero = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 };
const report: ArrearsReport = {
  tenants: [
    {
      tenantid: 't-1',
      name: 'Amina Otieno',
      housenumber: 'A1',
      rentalid: 'r-1',
      rentalname: 'Sunrise Court',
      phonenumber: '0712345678',
      balance: 17500,
      buckets: { current: 1500, d1_30: 5000, d31_60: 5000, d61_90: 5000, d90_plus: 1000 },
      oldestdue: '2026-03-01',
      overdue: 16000,
      notyetdue: 1500,
      overduesince: '2026-03-01',
    },
    {
      tenantid: 't-2',
      name: 'Baraka Mwangi',
      housenumber: 'B2',
      rentalid: 'r-2',
      rentalname: 'Acacia Flats',
      phonenumber: '0722000111',
      balance: 3000.5,
      buckets: { ...zero, d1_30: 3000.5 },
      oldestdue: '2026-06-10',
      overdue: 3000.5,
      notyetdue: 0,
      overduesince: '2026-06-10',
    },
    {
      // Owes only December rent, due on 5 Dec: listed, not in red, no "since".
      tenantid: 't-3',
      name: 'Chebet Kiprop',
      housenumber: 'A3',
      rentalid: 'r-1',
      rentalname: 'Sunrise Court',
      phonenumber: '0733000222',
      balance: 15000,
      buckets: { ...zero, current: 15000 },
      oldestdue: '2026-12-05',
      overdue: 0,
      notyetdue: 15000,
      overduesince: null,
    },
  ],
  totals: {
    balance: 35500.5,
    current: 16500,
    d1_30: 8000.5,
    d31_60: 5000,
    d61_90: 5000,
    d90_plus: 1000,
    overdue: 19000.5,
    notyetdue: 16500,
  },
};
const noTotals = { ...zero, balance: 0, overdue: 0, notyetdue: 0 };
const rentals = [
  { rentalid: 'r-1', rentaldata: { rentalname: 'Sunrise Court', location: 'Nairobi' } },
  { rentalid: 'r-2', rentaldata: { rentalname: 'Acacia Flats', location: 'Thika' } },
];

function open() {
  return mockApi({
    ...signedIn(),
    'GET /api/rental/all-rentals': () => json({ rentals }),
    'GET /api/reports/arrears': () => json(report),
    'GET /api/reports/arrears?rentalid=r-2': () =>
      json({
        tenants: [report.tenants[1]],
        totals: { ...noTotals, balance: 3000.5, d1_30: 3000.5, overdue: 3000.5 },
      }),
    'POST /api/activity/exports': () => new Response(null, { status: 204 }),
  });
}

describe('/arrears', () => {
  it('separates overdue from not yet due, red only for overdue, no future "since"', async () => {
    open();
    renderApp('/arrears');
    const table = await screen.findByRole('table', { name: 'Tenants in arrears' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Tenant',
      'Balance (KES)',
      'Overdue',
      'Not yet due',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
      'Overdue since',
    ]);
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name })).getAllByRole('cell');
    const amina = cells(/Amina Otieno/);
    expect(amina[1]).toHaveTextContent('16,000');
    expect(amina[1]).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(amina[2]).toHaveTextContent('1,500');
    expect(amina[7]).toHaveTextContent('1 Mar 2026');
    const chebet = cells(/Chebet Kiprop/);
    expect(chebet[0]).toHaveTextContent('15,000');
    expect(chebet[1]).toHaveTextContent('—');
    expect(chebet[1]).not.toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(chebet[2]).toHaveTextContent('15,000');
    expect(chebet[7]).toHaveTextContent('—');
    expect(table).not.toHaveTextContent('5 Dec 2026');
    const totals = screen.getByRole('region', { name: 'Total owed' });
    expect(totals).toHaveTextContent('Overdue');
    expect(totals).toHaveTextContent('19,000.50');
  });

  it('shows who owes what by rental with subtotals and totals, searches and filters', async () => {
    const { requests } = open();
    const { user } = renderApp('/arrears');
    const table = await screen.findByRole('table', { name: 'Tenants in arrears' });
    const amina = within(table).getByRole('row', { name: /Amina Otieno/ });
    expect(amina).toHaveTextContent('17,500');
    expect(amina).toHaveTextContent('1 Mar 2026');
    expect(within(table).getByRole('link', { name: 'Statement of Amina Otieno' })).toHaveAttribute(
      'href',
      '/tenant-details/t-1',
    );
    expect(within(table).getByRole('row', { name: /Subtotal Acacia Flats/ })).toHaveTextContent(
      '3,000.50',
    );
    expect(within(table).getByRole('row', { name: /Total owed/ })).toHaveTextContent('35,500.50');
    expect(screen.getByRole('region', { name: 'Total owed' })).toHaveTextContent('3 tenants owe');

    await user.type(screen.getByLabelText('Search arrears'), 'b2');
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /Amina/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'Total owed' })).toHaveTextContent(/3,000\.50/);
    await user.clear(screen.getByLabelText('Search arrears'));

    await user.click(screen.getByRole('combobox', { name: 'Rental' }));
    await user.click(screen.getByRole('option', { name: 'Acacia Flats' }));
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /Amina/ })).not.toBeInTheDocument(),
    );
    expect(requests.map((r) => r.path)).toContain('/api/reports/arrears?rentalid=r-2');
  });

  it('exports what it shows as CSV, and reports the export', async () => {
    const csv = vi
      .spyOn(tableExport, 'exportRowsToCsv')
      .mockImplementation(async (_name, _columns, rows) => rows.length);
    const { requests } = open();
    const { user } = renderApp('/arrears');
    await screen.findByRole('table', { name: 'Tenants in arrears' });
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(csv).toHaveBeenCalledOnce());
    const [, columns, rows] = csv.mock.calls[0]!;
    expect(buildCsv(columns, rows).split('\r\n')[0]).toBe(
      'Tenant,House,Rental,Phone,Balance (KES),Overdue (KES),Not yet due (KES),' +
        '1–30 days (KES),31–60 days (KES),61–90 days (KES),Over 90 days (KES),' +
        'Overdue since,Oldest due',
    );
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/activity/exports').map((r) => r.body)).toEqual(
        [{ what: 'arrears', format: 'csv', count: 3 }],
      ),
    );
    csv.mockRestore();
  });

  it('shows cards on a phone with only the buckets that hold money', async () => {
    onPhone();
    open();
    renderApp('/arrears');
    const list = await screen.findByRole('list', { name: 'Tenants in arrears' });
    const baraka = within(list).getAllByRole('listitem')[1]!;
    expect(baraka).toHaveTextContent('Baraka Mwangi');
    expect(baraka).toHaveTextContent('1–30 days');
    expect(baraka).not.toHaveTextContent('Over 90 days');
    expect(baraka).toHaveTextContent('Overdue since 10 Jun 2026');
    const chebet = within(list).getAllByRole('listitem')[2]!;
    expect(chebet).toHaveTextContent('Not yet due');
    expect(chebet).toHaveTextContent('Nothing overdue');
    expect(chebet).not.toHaveTextContent(/since/i);
    expect(chebet).not.toHaveTextContent('5 Dec 2026');
  });

  it('renders a long list 200 rows at a time, with the totals of all', async () => {
    const many = Array.from({ length: 450 }, (_, i) => ({
      ...report.tenants[1]!,
      tenantid: `t-${i}`,
      name: `Tenant ${String(i).padStart(3, '0')}`,
      balance: 10,
      buckets: { ...zero, d1_30: 10 },
    }));
    mockApi({
      ...signedIn(),
      'GET /api/rental/all-rentals': () => json({ rentals }),
      'GET /api/reports/arrears': () =>
        json({ tenants: many, totals: { ...noTotals, balance: 4500, d1_30: 4500, overdue: 4500 } }),
    });
    const { user } = renderApp('/arrears');
    const table = await screen.findByRole('table', { name: 'Tenants in arrears' });
    // Counted by selector: role queries over hundreds of rows are slow in jsdom.
    const tenantRows = () => table.querySelectorAll('tbody a[href^="/tenant-details/"]');
    expect(tenantRows()).toHaveLength(200);
    expect(table.querySelector('tfoot')).toHaveTextContent('Total owed4,500');
    expect(screen.getByText('200 shown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(tenantRows()).toHaveLength(400);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(tenantRows()).toHaveLength(450);
    expect(screen.getByText('450 of 450')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

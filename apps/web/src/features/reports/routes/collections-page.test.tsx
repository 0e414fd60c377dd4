import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as tableExport from '../../../lib/table-export';
import { buildCsv } from '../../../lib/csv';
import { onPhone } from '../../../test/phone';
import { makeCollections } from '../testing/fixtures';
import {
  agent,
  cardsOf,
  choose,
  firstLoad,
  openReport,
  reportRequests,
  rowsOf,
} from '../testing/open-report';

const api = '/api/reports/collections';
const lastTwelve = `${api}?from=2026-01&to=2026-12`;

describe('Collections report', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T09:00:00+03:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the last 12 months by month and rental, with the totals and the chart', async () => {
    const { requests } = openReport('/reports/collections', { [lastTwelve]: makeCollections() });
    const table = await screen.findByRole('table', { name: 'Collections by month' }, firstLoad);
    // A rental with nothing invoiced or collected in a month adds no row of zeros.
    expect(rowsOf(table)).toEqual([
      'Month and rentalInvoiced (KES)Collected (KES)Collection rateKept from deposits (KES)',
      'October 202616,00012,00075%0',
      'Jua Court16,00012,00075%0',
      'November 202631,00031,000.50100%2,500',
      'Jua Court16,00016,000.50100%0',
      'Baraka Flats15,00015,000100%2,500',
      'December 202600—0',
      'Total47,00043,000.5091.5%2,500',
    ]);
    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['KES 47,000', 'KES 43,000.50', '91.5%']);
    const chart = screen.getByRole('region', { name: 'Invoiced and collected by month' });
    expect(await within(chart).findByText('Invoiced')).toBeInTheDocument();
    expect(within(chart).getByText('Collected')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Custom');
    expect(screen.getByLabelText('From')).toHaveValue('January 2026');
    expect(screen.getByLabelText('To')).toHaveValue('December 2026');
    expect(reportRequests(requests, 'collections')).toEqual([lastTwelve]);
  });

  it('asks for the quarter, month or year picked, and keeps it in the link', async () => {
    const { user, requests, router } = openReport(
      '/reports/collections',
      {
        [lastTwelve]: makeCollections(),
        [`${api}?from=2026-10&to=2026-12`]: makeCollections(),
        [`${api}?from=2026-07&to=2026-09`]: makeCollections(),
        [`${api}?from=2025-01&to=2025-12`]: makeCollections(),
      },
      { user: agent },
    );
    await screen.findByRole('table', { name: 'Collections by month' }, firstLoad);
    await choose(user, 'Period', 'Quarter');
    expect(screen.getByRole('combobox', { name: 'Quarter' })).toHaveTextContent(
      'Q4 2026 (Oct–Dec)',
    );
    await choose(user, 'Quarter', 'Q3 2026 (Jul–Sep)');
    expect(router.location.search).toBe('?period=quarter&quarter=2026-Q3');
    await choose(user, 'Period', 'Year');
    await choose(user, 'Year', '2025');
    // The year 2026 on the way to 2025 is the last 12 months again (this December).
    await waitFor(() =>
      expect([...new Set(reportRequests(requests, 'collections'))]).toEqual([
        lastTwelve,
        `${api}?from=2026-10&to=2026-12`,
        `${api}?from=2026-07&to=2026-09`,
        `${api}?from=2025-01&to=2025-12`,
      ]),
    );
    expect(router.location.search).toBe('?period=year&year=2025');
  });

  it('opens a linked period with its rental', async () => {
    const linked = `${api}?from=2026-03&to=2026-03&rentalid=r-1`;
    const { requests } = openReport(
      '/reports/collections?period=month&month=2026-03&rentalid=r-1',
      { [linked]: makeCollections() },
    );
    await screen.findByRole('table', { name: 'Collections by month' }, firstLoad);
    expect(reportRequests(requests, 'collections')).toEqual([linked]);
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveTextContent('March 2026');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Rental' })).toHaveTextContent('Jua Court'),
    );
  });

  it('waits for a custom range in order before asking for it', async () => {
    const { requests } = openReport('/reports/collections', {
      [lastTwelve]: makeCollections(),
      [`${api}?from=2026-06&to=2026-09`]: makeCollections(),
    });
    await screen.findByRole('table', { name: 'Collections by month' }, firstLoad);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '06/2025' } });
    expect(await screen.findByText('The end is before the start')).toBeVisible();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '06/2026' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '09/2026' } });
    await waitFor(() =>
      expect(reportRequests(requests, 'collections')).toEqual([
        lastTwelve,
        `${api}?from=2026-06&to=2026-09`,
      ]),
    );
    expect(screen.queryByText('The end is before the start')).toBeNull();
  });

  it('shows a card per month with its rentals on a phone', async () => {
    onPhone();
    openReport('/reports/collections', { [lastTwelve]: makeCollections() });
    const list = await screen.findByRole('list', { name: 'Collections by month' }, firstLoad);
    expect(cardsOf(list)).toEqual([
      'October 202675%Invoiced KES 16,000 · Collected KES 12,000' +
        'Jua Court · 75%Invoiced KES 16,000 · Collected KES 12,000',
      // Deposit money kept is said only where there was some.
      'November 2026100%Invoiced KES 31,000 · Collected KES 31,000.50 · Kept from deposits KES 2,500' +
        'Jua Court · 100%Invoiced KES 16,000 · Collected KES 16,000.50' +
        'Baraka Flats · 100%Invoiced KES 15,000 · Collected KES 15,000 · Kept from deposits KES 2,500',
      'December 2026—Invoiced KES 0 · Collected KES 0',
      'Total91.5%Invoiced KES 47,000 · Collected KES 43,000.50 · Kept from deposits KES 2,500',
    ]);
    expect(screen.getByText('January 2026 – December 2026 · All rentals')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeVisible();
  });

  it('exports a row per month and rental with the totals and the period rate', async () => {
    const csv = vi
      .spyOn(tableExport, 'exportRowsToCsv')
      .mockImplementation(async (_name, _columns, rows) => rows.length);
    const { user } = openReport('/reports/collections', { [lastTwelve]: makeCollections() });
    await screen.findByRole('table', { name: 'Collections by month' }, firstLoad);
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(csv).toHaveBeenCalledOnce());
    const [fileName, columns, rows, options] = csv.mock.calls[0]!;
    expect(fileName).toBe('collections-2026-01-2026-12');
    expect(buildCsv(columns, rows, options)).toBe(
      'Month,Rental,Invoiced (KES),Collected (KES),Collection rate,Kept from deposits (KES)\r\n' +
        'October 2026,Jua Court,"16,000","12,000",75%,0\r\n' +
        'November 2026,Jua Court,"16,000","16,000.50",100%,0\r\n' +
        'November 2026,Baraka Flats,"15,000","15,000",100%,"2,500"\r\n' +
        'Total,,"47,000","43,000.50",91.5%,"2,500"',
    );
    csv.mockRestore();
  });
});

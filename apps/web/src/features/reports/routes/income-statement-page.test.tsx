import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as tableExport from '../../../lib/table-export';
import { buildCsv } from '../../../lib/csv';
import { json } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { makeIncomeStatement } from '../testing/fixtures';
import { choose, firstLoad, openReport, reportRequests, rowsOf } from '../testing/open-report';

const api = '/api/reports/income-statement';
const thisMonth = `${api}?from=2026-12-01&to=2026-12-05`;
const november = `${api}?from=2026-11-01&to=2026-11-30`;
const label = 'Income statement by rental';

describe('Income statement report', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T09:00:00+03:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lays out income by kind and expenses by category per rental and in total', async () => {
    const { requests } = openReport('/reports/income-statement', {
      [thisMonth]: makeIncomeStatement(),
    });
    const table = await screen.findByRole('table', { name: label }, firstLoad);
    expect(rowsOf(table)).toEqual([
      'LineJua Court (KES)Baraka Flats (KES)Total (KES)',
      'Income',
      'Rent16,00015,00031,000',
      'Water1,350.5001,350.50',
      'Service charge02,0002,000',
      'Other income000',
      'Kept from deposits000',
      'Total income17,350.5017,00034,350.50',
      'Expenses',
      // Only the categories with money in the period; Legal is the organization's own.
      'Water bill3,450.5003,450.50',
      'Legal0015,000',
      'Total expenses3,450.50018,450.50',
      'Net13,90017,00015,900',
    ]);
    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['KES 34,350.50', 'KES 18,450.50', 'KES 15,900']);
    expect(
      screen.getByText(
        'Organization-wide expenses (not for one rental) count in the Total only: KES 15,000 in this period.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveTextContent('December 2026');
    expect(reportRequests(requests, 'income-statement')).toEqual([thisMonth]);
  });

  it('asks for the month and rental chosen, and says what a rental leaves out', async () => {
    const jua = makeIncomeStatement();
    const { user, requests, router } = openReport('/reports/income-statement', {
      [thisMonth]: makeIncomeStatement(),
      [november]: makeIncomeStatement(),
      [`${november}&rentalid=r-1`]: { ...jua, rentals: [jua.rentals[0]] },
    });
    await screen.findByRole('table', { name: label }, firstLoad);
    await choose(user, 'Month', 'November 2026');
    await choose(user, 'Rental', 'Jua Court');
    expect(
      await screen.findByText(
        'Organization-wide expenses (not for one rental) are left out of a statement for one rental or landlord.',
      ),
    ).toBeVisible();
    expect(reportRequests(requests, 'income-statement')).toEqual([
      thisMonth,
      november,
      `${november}&rentalid=r-1`,
    ]);
    expect(router.location.search).toBe('?period=month&month=2026-11&rentalid=r-1');
  });

  it('says when the report could not load, with a way to try again', async () => {
    const { fetchMock, user } = openReport('/reports/income-statement', {});
    expect(await screen.findByRole('button', { name: 'Try again' }, firstLoad)).toBeVisible();
    expect(screen.queryByRole('table', { name: label })).toBeNull();
    fetchMock.mockImplementation(async () => json(makeIncomeStatement()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: label })).toBeInTheDocument();
  });

  it('shows the total and each rental as cards on a phone', async () => {
    onPhone();
    openReport('/reports/income-statement', { [thisMonth]: makeIncomeStatement() });
    const list = await screen.findByRole('list', { name: label }, firstLoad);
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'All rentals',
      'Jua Court',
      'Baraka Flats',
    ]);
    expect(cards[0]).toHaveTextContent('Net KES 15,900');
    expect(cards[0]).toHaveTextContent('RentKES 31,000');
    expect(cards[0]).toHaveTextContent('LegalKES 15,000');
    expect(cards[1]).toHaveTextContent('Net KES 13,900');
    expect(cards[1]).toHaveTextContent('Water billKES 3,450.50');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("exports a row per rental and the organization's own expenses, so the totals add up", async () => {
    const csv = vi
      .spyOn(tableExport, 'exportRowsToCsv')
      .mockImplementation(async (_name, _columns, rows) => rows.length);
    const pdf = vi
      .spyOn(tableExport, 'exportRowsToPdf')
      .mockImplementation(async (_title, _name, _columns, rows) => rows.length);
    const { user } = openReport('/reports/income-statement', {
      [thisMonth]: makeIncomeStatement(),
      '/api/organization/payee': { name: 'Amina Otieno' },
    });
    await screen.findByRole('table', { name: label }, firstLoad);
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(csv).toHaveBeenCalledOnce());
    const [fileName, columns, rows, options] = csv.mock.calls[0]!;
    expect(fileName).toBe('income-statement-2026-11-01-2026-11-30');
    expect(buildCsv(columns, rows, options)).toBe(
      'Rental,Rent (KES),Water (KES),Service charge (KES),Other income (KES),' +
        'Kept from deposits (KES),Total income (KES),' +
        'Water bill (KES),Legal (KES),Total expenses (KES),Net (KES)\r\n' +
        'Jua Court,"16,000","1,350.50",0,0,0,"17,350.50","3,450.50",0,"3,450.50","13,900"\r\n' +
        'Baraka Flats,"15,000",0,"2,000",0,0,"17,000",0,0,0,"17,000"\r\n' +
        'Organization-wide expenses,0,0,0,0,0,0,0,"15,000","15,000","-15,000"\r\n' +
        'Total,"31,000","1,350.50","2,000",0,0,"34,350.50","3,450.50","15,000","18,450.50","15,900"',
    );

    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(pdf).toHaveBeenCalledOnce());
    const [title, , pdfColumns, , parts] = pdf.mock.calls[0]!;
    expect(title).toBe('Income statement');
    expect(pdfColumns.map((column) => column.header)).toEqual([
      'Rental',
      'Rent (KES)',
      'Water (KES)',
      'Service charge (KES)',
      'Other income (KES)',
      'Kept from deposits (KES)',
      'Income (KES)',
      'Expenses (KES)',
      'Net (KES)',
    ]);
    expect(parts?.facts).toEqual([
      ['Period', '1 Dec 2026 – 5 Dec 2026'],
      ['Rentals', 'All rentals'],
    ]);
    expect(parts?.notes).toEqual([
      'Expenses by category: Water bill KES 3,450.50, Legal KES 15,000.',
    ]);
    csv.mockRestore();
    pdf.mockRestore();
  });
});

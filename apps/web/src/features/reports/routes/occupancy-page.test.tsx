import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as tableExport from '../../../lib/table-export';
import { buildCsv } from '../../../lib/csv';
import { onPhone } from '../../../test/phone';
import { makeOccupancy } from '../testing/fixtures';
import {
  cardsOf,
  choose,
  firstLoad,
  openReport,
  reportRequests,
  rowsOf,
} from '../testing/open-report';

const all = '/api/reports/occupancy';

describe('Occupancy report', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T09:00:00+03:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows units, vacancies and their loss per rental with the totals, and the 12 months', async () => {
    openReport('/reports/occupancy', { [all]: makeOccupancy() });
    const table = await screen.findByRole('table', { name: 'Occupancy by rental' }, firstLoad);
    expect(rowsOf(table)).toEqual([
      'RentalUnitsOccupiedVacantVacancy rateVacancy loss a month (KES)',
      'Jua Court32133.3%8,000',
      'Baraka Flats21150%15,000',
      'Total53240%23,000',
    ]);
    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['5', '3', '2', '40%', 'KES 23,000']);
    const trend = screen.getByRole('region', { name: 'Occupancy, last 12 months' });
    expect(trend).toHaveTextContent('Occupancy 40% in January 2026, 60% in December 2026.');
    expect(within(trend).getByText('Jan 2026')).toBeInTheDocument();
  });

  it('asks again for the rental chosen', async () => {
    const { user, requests } = openReport('/reports/occupancy', {
      [all]: makeOccupancy(),
      [`${all}?rentalid=r-1`]: { ...makeOccupancy(), rentals: [makeOccupancy().rentals[0]] },
    });
    await screen.findByRole('table', { name: 'Occupancy by rental' }, firstLoad);
    await choose(user, 'Rental', 'Jua Court');
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: 'Occupancy by rental' }))).toHaveLength(3),
    );
    expect(reportRequests(requests, 'occupancy')).toEqual([all, `${all}?rentalid=r-1`]);
  });

  it('shows a card per rental and the totals on a phone', async () => {
    onPhone();
    openReport('/reports/occupancy', { [all]: makeOccupancy() });
    const list = await screen.findByRole('list', { name: 'Occupancy by rental' }, firstLoad);
    expect(cardsOf(list)).toEqual([
      'Jua Court33.3% vacant3 units · 2 occupied · 1 vacantVacancy loss KES 8,000 a month',
      'Baraka Flats50% vacant2 units · 1 occupied · 1 vacantVacancy loss KES 15,000 a month',
      'Total40% vacant5 units · 3 occupied · 2 vacantVacancy loss KES 23,000 a month',
    ]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("exports a row per rental and the totals, with the report's own vacancy rate", async () => {
    const csv = vi
      .spyOn(tableExport, 'exportRowsToCsv')
      .mockImplementation(async (_name, _columns, rows) => rows.length);
    const { user } = openReport('/reports/occupancy', { [all]: makeOccupancy() });
    await screen.findByRole('table', { name: 'Occupancy by rental' }, firstLoad);
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(csv).toHaveBeenCalledOnce());
    const [fileName, columns, rows, options] = csv.mock.calls[0]!;
    expect(fileName).toBe('occupancy-2026-12-05');
    expect(buildCsv(columns, rows, options)).toBe(
      'Rental,Units,Occupied,Vacant,Vacancy rate,Vacancy loss a month (KES)\r\n' +
        'Jua Court,3,2,1,33.3%,"8,000"\r\n' +
        'Baraka Flats,2,1,1,50%,"15,000"\r\n' +
        'Total,5,3,2,40%,"23,000"',
    );
    csv.mockRestore();
  });
});

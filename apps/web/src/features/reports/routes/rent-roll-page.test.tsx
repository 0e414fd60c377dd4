import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as tableExport from '../../../lib/table-export';
import { buildCsv } from '../../../lib/csv';
import { onPhone } from '../../../test/phone';
import { makeRentRoll } from '../testing/fixtures';
import {
  agent,
  cardsOf,
  choose,
  firstLoad,
  openReport,
  reportRequests,
  rowsOf,
} from '../testing/open-report';

const all = '/api/reports/rent-roll';

describe('Rent roll report', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T09:00:00+03:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists a row per unit, the vacant one marked, with the totals in the footer', async () => {
    openReport('/reports/rent-roll', { [all]: makeRentRoll() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rent roll' }, firstLoad),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Units' });
    expect(rowsOf(table)).toEqual([
      'RentalHouseRoom typeTenantMonthly rent (KES)Deposit held (KES)Balance (KES)Moved in',
      'Jua CourtA1BedsitterAmina Otieno8,0008,0002,000.505 Jan 2026',
      'Jua CourtA2BedsitterBrian Kamau7,5007,500In credit KES 5001 Jun 2025',
      'Jua Court—BedsitterVacant8,000———',
      'Total · 3 units23,50015,5001,500.50',
    ]);
    expect(within(table).getByRole('link', { name: 'Statement of Amina Otieno' })).toHaveAttribute(
      'href',
      '/tenant-details/t-1',
    );
    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['3', '2', '1', 'KES 15,500']);
    // A landlord's account has no landlords to filter by.
    expect(screen.queryByRole('combobox', { name: 'Landlord' })).toBeNull();
  });

  it('asks for one rental when one is chosen, and keeps it in the link', async () => {
    const { user, requests, router } = openReport('/reports/rent-roll', {
      [all]: makeRentRoll(),
      [`${all}?rentalid=r-2`]: { units: [] },
    });
    await screen.findByRole('table', { name: 'Units' }, firstLoad);
    await choose(user, 'Rental', 'Baraka Flats');
    expect(
      await screen.findByText(
        'No units yet. Add rentals and their room types, and every unit is listed here.',
      ),
    ).toBeVisible();
    expect(reportRequests(requests, 'rent-roll')).toEqual([all, `${all}?rentalid=r-2`]);
    expect(router.location.search).toBe('?rentalid=r-2');
  });

  it("lets an agent narrow it to a landlord's rentals", async () => {
    const { user, requests } = openReport(
      '/reports/rent-roll?rentalid=r-2',
      {
        [`${all}?rentalid=r-2`]: makeRentRoll(),
        [`${all}?landlordid=l-1`]: makeRentRoll(),
      },
      { user: agent },
    );
    await screen.findByRole('table', { name: 'Units' }, firstLoad);
    await choose(user, 'Landlord', 'Wanjiku Njoroge');
    // Baraka Flats is not Wanjiku's: it is let go, and only her rentals are offered.
    await waitFor(() =>
      expect(reportRequests(requests, 'rent-roll')).toContain(`${all}?landlordid=l-1`),
    );
    expect(screen.getByRole('combobox', { name: 'Rental' })).toHaveTextContent('All rentals');
    await user.click(screen.getByRole('combobox', { name: 'Rental' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All rentals',
      'Jua Court',
    ]);
  });

  it('shows a card per unit and the totals on a phone, the filters folded', async () => {
    onPhone();
    const { user } = openReport('/reports/rent-roll', { [all]: makeRentRoll() });
    const list = await screen.findByRole('list', { name: 'Units' }, firstLoad);
    expect(cardsOf(list)).toEqual([
      'Amina OtienoKES 8,000A1 · Bedsitter · Jua CourtDeposit KES 8,000 · Balance KES 2,000.50 · Moved in 5 Jan 2026',
      'Brian KamauKES 7,500A2 · Bedsitter · Jua CourtDeposit KES 7,500 · Balance In credit KES 500 · Moved in 1 Jun 2025',
      'VacantKES 8,000Bedsitter · Jua Court',
      'Total · 3 unitsKES 23,500Deposits KES 15,500 · Balances KES 1,500.50',
    ]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('As of today, 5 Dec 2026 · All rentals')).toBeVisible();
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Rental' })).toBeVisible();
  });

  it('exports the units as CSV with the totals row, a vacant unit saying so', async () => {
    const csv = vi
      .spyOn(tableExport, 'exportRowsToCsv')
      .mockImplementation(async (_name, _columns, rows) => rows.length);
    const { user, requests } = openReport('/reports/rent-roll', { [all]: makeRentRoll() });
    await screen.findByRole('table', { name: 'Units' }, firstLoad);
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(csv).toHaveBeenCalledOnce());
    const [fileName, columns, rows, options] = csv.mock.calls[0]!;
    expect(fileName).toBe('rent-roll-2026-12-05');
    expect(buildCsv(columns, rows, options)).toBe(
      'Rental,House,Room type,Tenant,Monthly rent (KES),Deposit held (KES),Balance (KES),Moved in\r\n' +
        'Jua Court,A1,Bedsitter,Amina Otieno,"8,000","8,000","2,000.50",5 Jan 2026\r\n' +
        'Jua Court,A2,Bedsitter,Brian Kamau,"7,500","7,500",-500,1 Jun 2025\r\n' +
        'Jua Court,,Bedsitter,Vacant,"8,000",0,0,\r\n' +
        'Total,,,3 units,"23,500","15,500","1,500.50",',
    );
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/activity/exports')?.body).toEqual({
        what: 'rent-roll',
        format: 'csv',
        count: 3,
      }),
    );
    csv.mockRestore();
  });
});

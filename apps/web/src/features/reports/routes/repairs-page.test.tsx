import type { RepairsReport } from '@rental/shared/schemas/repair-reports';
import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCsv } from '../../../lib/csv';
import * as tableExport from '../../../lib/table-export';
import { testUser } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import {
  cardsOf,
  choose,
  firstLoad,
  openReport,
  reportRequests,
  rowsOf,
} from '../testing/open-report';

const api = '/api/reports/repairs';
const lastTwelve = `${api}?from=2026-01&to=2026-12`;

function makeReport(changes: Partial<RepairsReport> = {}): RepairsReport {
  return {
    from: '2026-01',
    to: '2026-12',
    open: [
      {
        repairid: 'rp-1',
        reference: 'R-1001',
        rentalid: 'r-2',
        rentalname: 'Baraka Flats',
        housenumber: null,
        category: 'roof',
        priority: 'emergency',
        status: 'scheduled',
        reportedat: '2026-10-20T06:00:00.000Z',
        agedays: 46,
      },
      {
        repairid: 'rp-2',
        reference: 'R-1007',
        rentalid: 'r-1',
        rentalname: 'Jua Court',
        housenumber: 'A1',
        category: 'plumbing',
        priority: 'normal',
        status: 'new',
        reportedat: '2026-12-03T06:00:00.000Z',
        agedays: 2,
      },
    ],
    openbyage: { under7: 1, days7to30: 0, over30: 1 },
    costs: [
      {
        rentalid: 'r-1',
        rentalname: 'Jua Court',
        month: '2026-11',
        repairs: 2500,
        repaircount: 1,
        chargedtotenants: 1200.5,
        otherexpenses: 4000,
        totalexpenses: 6500,
      },
      {
        rentalid: 'r-2',
        rentalname: 'Baraka Flats',
        month: '2026-10',
        repairs: 800,
        repaircount: 2,
        chargedtotenants: 0,
        otherexpenses: 0,
        totalexpenses: 800,
      },
    ],
    totals: { repairs: 3300, chargedtotenants: 1200.5, otherexpenses: 4000, totalexpenses: 7300 },
    ...changes,
  };
}

describe('Repairs report', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T09:00:00+03:00'));
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows open repairs by age, oldest first, and the cost per rental and month', async () => {
    const { requests } = openReport('/reports/repairs', { [lastTwelve]: makeReport() });
    const open = await screen.findByRole(
      'table',
      { name: 'Open repairs, oldest first' },
      firstLoad,
    );
    expect(rowsOf(open)).toEqual([
      'Ref.RentalHouseProblemPriorityStatusReportedDays open',
      'R-1001Baraka FlatsWhole buildingRoofEmergencyScheduled20 Oct 202646',
      'R-1007Jua CourtA1PlumbingNormalNew3 Dec 20262',
    ]);
    const costs = screen.getByRole('table', { name: 'Repair costs per rental and month' });
    expect(rowsOf(costs)).toEqual([
      'MonthRentalRepairs (KES)Charged to tenants (KES)Other expenses (KES)All expenses (KES)',
      'November 2026Jua Court2,5001,200.504,0006,500',
      'October 2026Baraka Flats80000800',
      'Total3,3001,200.504,0007,300',
    ]);
    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['2', '1', '0', '1', 'KES 3,300', 'KES 1,200.50']);
    expect(reportRequests(requests, 'repairs')).toEqual([lastTwelve]);
  });

  it('asks for one rental when it is picked', async () => {
    const one = `${api}?from=2026-01&to=2026-12&rentalid=r-1`;
    const { user, requests } = openReport('/reports/repairs', {
      [lastTwelve]: makeReport(),
      [one]: makeReport({ open: [], costs: [] }),
    });
    await screen.findByRole('table', { name: 'Open repairs, oldest first' }, firstLoad);
    await choose(user, 'Rental', 'Jua Court');
    expect(await screen.findByText('No repairs are open.')).toBeInTheDocument();
    expect(screen.getByText('No repair costs or expenses in this period.')).toBeInTheDocument();
    expect(reportRequests(requests, 'repairs')).toContain(one);
  });

  it('lists cards on a phone', async () => {
    onPhone();
    openReport('/reports/repairs', { [lastTwelve]: makeReport() });
    const open = await screen.findByRole('list', { name: 'Open repairs, oldest first' }, firstLoad);
    expect(cardsOf(open)[0]).toContain('R-1001 · Roof');
    expect(cardsOf(open)[0]).toContain('46 days');
    const costs = screen.getByRole('list', { name: 'Repair costs per rental and month' });
    expect(cardsOf(costs)[0]).toContain('Repairs KES 2,500 · other expenses KES 4,000');
    expect(cardsOf(costs)[0]).toContain('Charged to tenants KES 1,200.50');
  });

  it('exports the costs with the totals as CSV', async () => {
    const csv = vi
      .spyOn(tableExport, 'exportRowsToCsv')
      .mockImplementation(async (_name, _columns, rows) => rows.length);
    const { user } = openReport('/reports/repairs', { [lastTwelve]: makeReport() });
    await screen.findByRole('table', { name: 'Open repairs, oldest first' }, firstLoad);
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(csv).toHaveBeenCalledOnce());
    const [fileName, columns, rows, options] = csv.mock.calls[0]!;
    expect(fileName).toBe('repair-costs-2026-01-to-2026-12');
    expect(buildCsv(columns, rows, options)).toBe(
      'Month,Rental,Repairs closed,Repairs (KES),Charged to tenants (KES),Other expenses (KES),All expenses (KES)\r\n' +
        'November 2026,Jua Court,1,"2,500","1,200.50","4,000","6,500"\r\n' +
        'October 2026,Baraka Flats,2,800,0,0,800\r\n' +
        'Total,,3,"3,300","1,200.50","4,000","7,300"',
    );
    csv.mockRestore();
  });

  it('reads in Kiswahili', async () => {
    await i18n.changeLanguage('sw');
    openReport(
      '/reports/repairs',
      { [lastTwelve]: makeReport() },
      { user: { ...testUser, language: 'sw' } },
    );
    const open = await screen.findByRole(
      'table',
      { name: 'Matengenezo yaliyo wazi, ya zamani kwanza' },
      firstLoad,
    );
    expect(rowsOf(open)[1]).toBe('R-1001Baraka FlatsJengo zimaPaaDharuraYamepangwa20 Okt 202646');
  });
});

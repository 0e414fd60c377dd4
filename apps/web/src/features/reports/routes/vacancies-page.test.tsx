import type { Vacancies } from '@rental/shared/schemas/reports';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, signedIn, userWithRole } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { rentals } from '../testing/fixtures';
import { cardsOf, firstLoad, openReport, rowsOf } from '../testing/open-report';

const all = '/api/reports/vacancies';
const settings = '/api/reports/vacancies/settings';

function makeVacancies(): Vacancies {
  const unit = {
    rentalid: 'r-1',
    rentalname: 'Jua Court',
    roomtype: 'Bedsitter',
    monthlyrent: 30000,
  };
  return {
    units: [
      {
        ...unit,
        housenumber: null,
        vacantsince: '2026-01-05',
        daysvacant: 75,
        rentlost: 75483.87,
      },
      { ...unit, housenumber: 'B4', vacantsince: '2026-03-11', daysvacant: 10, rentlost: 9677.42 },
    ],
    vacating: [
      {
        rentalid: 'r-2',
        rentalname: 'Baraka Flats',
        housenumber: 'C2',
        tenantid: 't-1',
        tenantname: 'Otieno Ouma',
        moveoutdate: '2026-04-15',
      },
    ],
    averagereletdays: 18,
    rentals: [
      { rentalid: 'r-1', rentalname: 'Jua Court', averagereletdays: 18, relets: 1 },
      { rentalid: 'r-2', rentalname: 'Baraka Flats', averagereletdays: null, relets: 0 },
    ],
    totals: { units: 2, rentlost: 85161.29 },
  };
}

describe('Vacancies report', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-20T09:00:00+03:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists vacant units with days and rent lost, tenants moving out and days to re-let', async () => {
    openReport('/reports/vacancies', {
      [all]: makeVacancies(),
      [settings]: { alertafterdays: 30 },
    });
    const table = await screen.findByRole('table', { name: 'Vacant units' }, firstLoad);
    expect(rowsOf(table)).toEqual([
      'HouseRentalRoom typeVacant sinceDays vacantRent lost (KES)',
      'Not yet letJua CourtBedsitter5 Jan 20267575,483.87',
      'B4Jua CourtBedsitter11 Mar 2026109,677.42',
    ]);
    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((value) => value.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(['2', 'KES 85,161.29', '18 days']);
    expect(cardsOf(screen.getByRole('list', { name: 'Tenants moving out soon' }))).toEqual([
      'C2 · Otieno Ouma · Baraka FlatsVacating on 15 Apr 2026',
    ]);
    expect(cardsOf(screen.getByRole('list', { name: 'Days to re-let by rental' }))).toEqual([
      'Jua Court18 days over 1 re-let',
      'Baraka FlatsNone yet',
    ]);
    expect(
      await screen.findByText('You are alerted when a unit is vacant longer than 30 days.'),
    ).toBeInTheDocument();
  });

  it('shows a card per unit on a phone', async () => {
    onPhone();
    openReport('/reports/vacancies', {
      [all]: makeVacancies(),
      [settings]: { alertafterdays: null },
    });
    const list = await screen.findByRole('list', { name: 'Vacant units' }, firstLoad);
    expect(cardsOf(list)).toEqual([
      'Not yet let · Jua Court75 daysBedsitter · vacant since 5 Jan 2026Rent lost KES 75,483.87',
      'B4 · Jua Court10 daysBedsitter · vacant since 11 Mar 2026Rent lost KES 9,677.42',
    ]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('saves the alert setting, and refuses days that are not whole', async () => {
    const { requests } = mockApi({
      ...signedIn(),
      'GET /api/rental/all-rentals': () => json({ rentals }),
      [`GET ${all}`]: () => json(makeVacancies()),
      [`GET ${settings}`]: () => json({ alertafterdays: null }),
      [`PUT ${settings}`]: (request) => json(request.body),
    });
    const { user } = renderApp('/reports/vacancies');
    expect(await screen.findByText('No vacancy alert is set.', {}, firstLoad)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Alert after (days)' });
    await user.type(field, '4.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter whole days from 1 to 3650, or leave empty'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('You are alerted when a unit is vacant longer than 45 days.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
        { alertafterdays: 45 },
      ]),
    );
  });

  it('lets an accountant (no settings) read the alert but not change it', async () => {
    openReport(
      '/reports/vacancies',
      { [all]: makeVacancies(), [settings]: { alertafterdays: 30 } },
      { user: userWithRole('accountant') },
    );
    await screen.findByRole('table', { name: 'Vacant units' }, firstLoad);
    expect(
      await screen.findByText('You are alerted when a unit is vacant longer than 30 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Alert after (days)' })).toBeNull();
  });
});

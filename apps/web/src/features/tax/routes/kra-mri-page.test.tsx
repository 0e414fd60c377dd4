import { validationMessages } from '@rental/shared/messages';
import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as tableExport from '../../../lib/table-export';
import { buildCsv } from '../../../lib/csv';
import {
  agentUser,
  apiError,
  json,
  mockApi,
  signedIn,
  type MockRequest,
} from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { makeMriReport } from '../testing/fixtures';

type Put = (request: MockRequest) => Response;

/** The report page with `reports` by month (read at each request); `put` answers a filing. */
function openReport(reports: Record<string, KraMriReport>, path = '/reports/kra-mri', put?: Put) {
  const handlers: Parameters<typeof mockApi>[0] = {
    ...signedIn(),
    'POST /api/activity/exports': () => new Response(null, { status: 204 }),
  };
  for (const month of Object.keys(reports)) {
    handlers[`GET /api/reports/kra-mri?month=${month}`] = () => json(reports[month]);
  }
  if (put) handlers['PUT /api/reports/kra-mri/filing'] = put;
  return { ...mockApi(handlers), ...renderApp(path) };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('KRA Monthly Rental Income report', () => {
  beforeEach(() => {
    // 5 December 2026 in Nairobi: November is the last month that has ended.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T09:00:00+03:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows last month's return with its figures formatted to copy into iTax", async () => {
    openReport({ '2026-11': makeMriReport() });
    const summary = await screen.findByRole('region', { name: 'The return' });
    const facts = within(summary)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(facts).toEqual([
      'November 2026',
      '2',
      'KES 12,000.50',
      '7.5%',
      'KES 900.04',
      'Due by 20 December 2026',
    ]);
    expect(within(summary).queryByText('NIL')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveTextContent('November 2026');

    const table = screen.getByRole('table', { name: 'Residential rent received by property' });
    expect(rowsOf(table)).toEqual([
      'PropertyLR or plot numberGross rent (KES)',
      'Jua CourtNairobi/Block 82/123410,000',
      'Baraka HeightsNo LR number2,000.50',
      'Total12,000.50',
    ]);
    const excluded = screen.getByRole('region', { name: 'Left out of the return' });
    expect(excluded).toHaveTextContent(
      'Water, service charge, other charges, deposits and deposit money kept for anything but unpaid rent are not rent and are left out',
    );
    expect(excluded).toHaveTextContent(
      /WaterKES 1,350Service chargeKES 2,000Other chargesKES 0DepositsKES 8,500Kept from deposits \(not for rent\)KES 4,000/,
    );
    const year = screen.getByRole('region', { name: 'Year to date' });
    expect(year).toHaveTextContent('Residential rent received January 2026 to November 2026');
    expect(year).toHaveTextContent('KES 450,000');
    expect(year).toHaveTextContent('KES 288,000–15,000,000');
    expect(within(year).queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Not under MRI (commercial)' })).toBeNull();
  });

  it('says a NIL return is still due when nothing was received', async () => {
    openReport({
      '2026-11': makeMriReport({
        nil: true,
        properties: [{ rentalid: 'r-1', rentalname: 'Jua Court', lrnumber: null, grossrent: 0 }],
        totalgross: 0,
        tax: 0,
      }),
    });
    const summary = await screen.findByRole('region', { name: 'The return' });
    expect(within(summary).getByText('NIL')).toBeVisible();
    expect(
      within(summary).getByText('NIL return: nothing received — a NIL return is still due'),
    ).toBeVisible();
    expect(within(summary).getAllByRole('definition')[4]).toHaveTextContent('KES 0');
  });

  it('warns when the year is below or above the MRI band', async () => {
    const { user } = openReport({
      '2026-11': makeMriReport({
        yeartodate: 16_000_000,
        band: { min: 288000, max: 15000000, inside: false },
      }),
      '2026-10': makeMriReport({
        month: '2026-10',
        yeartodate: 200_000,
        band: { min: 288000, max: 15000000, inside: false },
      }),
    });
    const year = await screen.findByRole('region', { name: 'Year to date' });
    expect(within(year).getByRole('alert')).toHaveTextContent(
      /^Above the MRI band: residential rent above KES 15,000,000 a year is taxed under income tax/,
    );
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Year to date' })).toHaveTextContent(
        'January 2026 to October 2026',
      ),
    );
    expect(
      within(screen.getByRole('region', { name: 'Year to date' })).getByRole('alert'),
    ).toHaveTextContent(
      /^Below the MRI band so far: MRI is for residential rent above KES 288,000/,
    );
  });

  it('lists commercial rentals apart, out of the return', async () => {
    openReport({
      '2026-11': makeMriReport({
        commercial: [
          { rentalid: 'r-9', rentalname: 'Duka Plaza', lrnumber: 'Thika/1/99', grossrent: 50000 },
        ],
      }),
    });
    const commercial = await screen.findByRole('region', { name: 'Not under MRI (commercial)' });
    expect(
      rowsOf(
        within(commercial).getByRole('table', { name: 'Commercial rent received by property' }),
      ),
    ).toEqual([
      'PropertyLR or plot numberGross rent (KES)',
      'Duka PlazaThika/1/9950,000',
      'Total50,000',
    ]);
    const residential = screen.getByRole('table', {
      name: 'Residential rent received by property',
    });
    expect(within(residential).queryByText('Duka Plaza')).toBeNull();
  });

  it('records a filing, says so and shows it with an Edit action', async () => {
    const reports = { '2026-11': makeMriReport() };
    const { user, requests } = openReport(reports, '/reports/kra-mri', (request) => {
      const { prn, paidon } = request.body as { prn: string; paidon: string };
      reports['2026-11'] = { ...reports['2026-11'], filing: { prn, paidon } };
      return json({ filing: { month: '2026-11', prn, paidon } });
    });
    const filing = await screen.findByRole('region', { name: 'Filing' });
    await user.type(within(filing).getByLabelText('PRN (payment slip number)'), 'kra 2026 1234');
    await user.type(within(filing).getByLabelText('Date paid'), '03/12/2026');
    await user.click(within(filing).getByRole('button', { name: 'RECORD FILING' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Filing recorded for November 2026');
    expect(
      await within(filing).findByText('Filed: PRN KRA20261234 paid on 3 Dec 2026'),
    ).toBeVisible();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      month: '2026-11',
      prn: 'KRA20261234',
      paidon: '2026-12-03',
    });
    await user.click(within(filing).getByRole('button', { name: 'Edit' }));
    expect(within(filing).getByLabelText('PRN (payment slip number)')).toHaveValue('KRA20261234');
    expect(within(filing).getByRole('button', { name: 'SAVE' })).toBeEnabled();
  });

  it("shows the server's refusal under the field at fault", async () => {
    const message = validationMessages.paidonBeforeMonth;
    const { user } = openReport({ '2026-11': makeMriReport() }, '/reports/kra-mri', () =>
      apiError(400, 'validation', message, { paidon: message }),
    );
    const filing = await screen.findByRole('region', { name: 'Filing' });
    await user.type(within(filing).getByLabelText('PRN (payment slip number)'), 'KRA20261234');
    const paidon = within(filing).getByLabelText('Date paid');
    await user.type(paidon, '01/12/2026');
    await user.click(within(filing).getByRole('button', { name: 'RECORD FILING' }));

    await waitFor(() => expect(paidon).toHaveAccessibleDescription(message));
    expect(within(filing).queryByText(/^Filed:/)).toBeNull();
  });

  it('offers no filing for a month that has not ended, and says when it can be', async () => {
    openReport(
      { '2026-12': makeMriReport({ month: '2026-12', duedate: '2027-01-20' }) },
      '/reports/kra-mri?month=2026-12',
    );
    const filing = await screen.findByRole('region', { name: 'Filing' });
    expect(
      within(filing).getByText(
        'A return can be recorded once December 2026 has ended (from 1 January 2027).',
      ),
    ).toBeVisible();
    expect(within(filing).getByLabelText('PRN (payment slip number)')).toBeDisabled();
    expect(within(filing).getByRole('button', { name: 'RECORD FILING' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('shows a card per property on a phone', async () => {
    onPhone();
    openReport({ '2026-11': makeMriReport() });
    const list = await screen.findByRole('list', { name: 'Residential rent received by property' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Jua CourtKES 10,000LR or plot number: Nairobi/Block 82/1234',
      'Baraka HeightsKES 2,000.50LR or plot number: No LR number',
      'TotalKES 12,000.50',
    ]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('exports the return as CSV with its total', async () => {
    const csv = vi
      .spyOn(tableExport, 'exportRowsToCsv')
      .mockImplementation(async (_name, _columns, rows) => rows.length);
    const { user, requests } = openReport({ '2026-11': makeMriReport() });
    await screen.findByRole('region', { name: 'The return' });
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(csv).toHaveBeenCalledOnce());
    const [fileName, columns, rows] = csv.mock.calls[0]!;
    expect(fileName).toBe('kra-mri-2026-11');
    expect(buildCsv(columns, rows)).toBe(
      'Property,LR or plot number,Gross rent (KES)\r\n' +
        'Jua Court,Nairobi/Block 82/1234,"10,000"\r\n' +
        'Baraka Heights,,"2,000.50"\r\n' +
        'Total,,"12,000.50"',
    );
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/activity/exports')?.body).toEqual({
        what: 'kra-mri',
        format: 'csv',
        count: 2,
      }),
    );
    csv.mockRestore();
  });

  it("is an agent's return of one landlord, kept in the address and sent with the filing", async () => {
    const landlord = { landlordid: 'l-1', name: 'Kamau & Sons Ltd', krapin: 'P051234567X' };
    const landlordData = {
      name: landlord.name,
      phonenumber: '0722000111',
      email: null,
      krapin: landlord.krapin,
      payout: { method: 'mpesa', phonenumber: '0722000111' },
      commissiontype: 'percent',
      commission: 10,
    };
    const { requests } = mockApi({
      ...signedIn(agentUser),
      'GET /api/landlords/all': () =>
        json({ landlords: [{ landlordid: 'l-1', landlorddata: landlordData, rentals: 1 }] }),
      'GET /api/reports/kra-mri?month=2026-11': () => json(makeMriReport()),
      'GET /api/reports/kra-mri?month=2026-11&landlordid=l-1': () =>
        json(makeMriReport({ landlord })),
      'PUT /api/reports/kra-mri/filing': () =>
        json({ filing: { month: '2026-11', prn: 'KRA20261234', paidon: '2026-12-03' } }),
    });
    const { user, router } = renderApp('/reports/kra-mri?month=2026-11&landlordid=l-1');
    const summary = await screen.findByRole('region', { name: 'The return' });
    expect(summary).toHaveTextContent('LandlordKamau & Sons Ltd');
    expect(summary).toHaveTextContent("Landlord's KRA PINP051234567X");
    expect(await screen.findByRole('combobox', { name: 'Landlord' })).toHaveTextContent(
      'Kamau & Sons Ltd',
    );

    const filing = screen.getByRole('region', { name: 'Filing' });
    await user.type(within(filing).getByLabelText('PRN (payment slip number)'), 'KRA20261234');
    await user.type(within(filing).getByLabelText('Date paid'), '03/12/2026');
    await user.click(within(filing).getByRole('button', { name: 'RECORD FILING' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
        month: '2026-11',
        landlordid: 'l-1',
      }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Landlord' }));
    await user.click(screen.getByRole('option', { name: 'All rentals' }));
    await waitFor(() => expect(router.location.search).toBe('?month=2026-11'));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'The return' })).not.toHaveTextContent(
        'Kamau & Sons Ltd',
      ),
    );
  });
});

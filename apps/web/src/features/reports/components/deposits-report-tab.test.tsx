import type { DepositsReport } from '@rental/shared/schemas/tenancy';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as tableExport from '../../../lib/table-export';
import { buildCsv } from '../../../lib/csv';
import { json, mockApi, signedIn } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';

const report: DepositsReport = {
  rentals: [
    {
      rentalid: 'r-2',
      rentalname: 'Baraka Flats',
      held: 15000,
      tenants: [
        {
          tenantid: 't-3',
          name: 'Chebet Kiprop',
          housenumber: 'B1',
          status: 'current',
          held: 15000,
        },
      ],
    },
    {
      rentalid: 'r-1',
      rentalname: 'Sunrise Court',
      held: 25000.5,
      tenants: [
        {
          tenantid: 't-1',
          name: 'Amina Otieno',
          housenumber: 'A1',
          status: 'current',
          held: 20000,
        },
        { tenantid: 't-2', name: 'Brian Kamau', housenumber: 'A2', status: 'former', held: 5000.5 },
      ],
    },
  ],
  totalheld: 40000.5,
};

function openReports(answer = report) {
  const api = mockApi({
    ...signedIn(),
    'GET /api/reports/deposits': () => json(answer),
    'POST /api/activity/exports': () => new Response(null, { status: 204 }),
  });
  return { ...renderApp('/settings?tab=reports'), ...api };
}

describe('Settings → Reports: deposits held', () => {
  it('lists what is held by rental with subtotals and the total, former tenants marked', async () => {
    openReports();
    expect(await screen.findByRole('tab', { name: 'Reports' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const total = await screen.findByRole('region', { name: 'Total held' });
    expect(total).toHaveTextContent(/KES 40,000\.50/);
    expect(total).toHaveTextContent('for 3 tenants');
    const table = screen.getByRole('table', { name: 'Deposits held by tenant' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'TenantHouseStatusHeld (KES)',
      'Baraka Flats',
      'Chebet KipropB1Current15,000',
      'Subtotal Baraka Flats15,000',
      'Sunrise Court',
      'Amina OtienoA1Current20,000',
      'Brian KamauA2Former5,000.50',
      'Subtotal Sunrise Court25,000.50',
      'Total held40,000.50',
    ]);
    expect(within(table).getByRole('link', { name: 'Statement of Brian Kamau' })).toHaveAttribute(
      'href',
      '/tenant-details/t-2',
    );
  });

  it('shows a card per tenant on a phone', async () => {
    onPhone();
    openReports();
    const list = await screen.findByRole('list', { name: 'Deposits held by tenant' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[2]).toHaveTextContent(/Brian Kamau\s?KES 5,000\.50A2 · Sunrise Court · Former/);
  });

  it('exports every tenant as CSV, and says when nothing is held', async () => {
    const csv = vi
      .spyOn(tableExport, 'exportRowsToCsv')
      .mockImplementation(async (_name, _columns, rows) => rows.length);
    const { user, requests } = openReports();
    await user.click(await screen.findByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(csv).toHaveBeenCalledOnce());
    const [fileName, columns, rows] = csv.mock.calls[0]!;
    expect(fileName).toMatch(/^deposits-\d{4}-\d{2}-\d{2}$/);
    expect(buildCsv(columns, rows)).toBe(
      'Tenant,House,Rental,Status,Held (KES)\r\n' +
        'Chebet Kiprop,B1,Baraka Flats,Current,"15,000"\r\n' +
        'Amina Otieno,A1,Sunrise Court,Current,"20,000"\r\n' +
        'Brian Kamau,A2,Sunrise Court,Former,"5,000.50"',
    );
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/activity/exports')?.body).toEqual({
        what: 'deposits',
        format: 'csv',
        count: 3,
      }),
    );
    csv.mockRestore();
  });

  it('says when no deposit is held', async () => {
    openReports({ rentals: [], totalheld: 0 });
    expect(await screen.findByText('No deposits held.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'CSV' })).toBeDisabled();
  });
});

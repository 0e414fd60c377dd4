import type { Tenant } from '@rental/shared/schemas/tenants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as tableExport from '../../../lib/table-export';
import { buildCsv } from '../../../lib/csv';
import { json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { portfolioHandlers, tenant } from '../testing/fixtures';

const tenants = [
  tenant('t-1', { firstname: 'Amina', lastname: 'Otieno', openingrentbalance: 2000.5 }),
  tenant('t-2', { firstname: 'Brian', lastname: 'Kamau', housenumber: 'B12', balance: 9500.5 }),
];

describe('tenants export', () => {
  it('exports the tenants the search leaves, as CSV and PDF, with current balances', async () => {
    const csv = vi
      .spyOn(tableExport, 'exportRowsToCsv')
      .mockImplementation(async (_name, _columns, rows) => rows.length);
    const pdf = vi.spyOn(tableExport, 'exportRowsToPdf').mockResolvedValue(0);
    const { requests } = mockApi({
      ...signedIn(),
      ...portfolioHandlers,
      'POST /api/activity/exports': () => new Response(null, { status: 204 }),
      'GET /api/tenant/all-tenants?status=current': () => json({ tenants }),
    });
    const { user } = renderApp('/tenants');
    await user.type(await screen.findByLabelText('Search tenants'), 'brian');
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(csv).toHaveBeenCalledOnce());
    const [fileName, columns, rows] = csv.mock.calls[0]!;
    expect(fileName).toMatch(/^tenants-\d{4}-\d{2}-\d{2}$/);
    expect((rows as Tenant[]).map((row) => row.tenantid)).toEqual(['t-2']);
    expect(buildCsv(columns, rows)).toBe(
      'First Name,Last Name,Business Name,Contact Person,Phone Number,Apartment,Room Type,' +
        'House Number,Meter Number,' +
        'Current Balance (KES),Opening Rent Balance (KES),Opening Water Balance (KES),' +
        'Move-in Date\r\n' +
        'Brian,Kamau,,,0712345678,Sunrise Court,One Bedroom,B12,M-001,"9,500.50",0,0,2026-01-01',
    );

    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(pdf).toHaveBeenCalledOnce());
    expect(pdf.mock.calls[0]![0]).toBe('Tenants');
    // Each export reports itself: the owner sees in Activity who took tenant data out.
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/activity/exports').map((r) => r.body)).toEqual(
        [
          { what: 'tenants', format: 'csv', count: 1 },
          { what: 'tenants', format: 'pdf', count: 0 },
        ],
      ),
    );
    csv.mockRestore();
    pdf.mockRestore();
  });
});

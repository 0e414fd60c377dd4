import type { ScheduleRun } from '@rental/shared/schemas/schedule-runs';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { invoiceFormHandlers, setting } from '../testing/fixtures';

const march: ScheduleRun = {
  billingdate: '2030-03-01',
  ranat: '2030-03-01T05:00:00.000Z',
  billed: 12,
  skipped: [{ reason: 'no_water_reading', count: 2 }],
  held: [{ reason: 'paybill_not_set', count: 3 }],
  summary: 'billed 12; skipped 2: no water reading; held 3: paybill not set',
};
const february: ScheduleRun = {
  ...march,
  billingdate: '2030-02-01',
  ranat: '2030-02-01T05:00:00.000Z',
  billed: 14,
  skipped: [],
  held: [],
  summary: 'billed 14',
};
const water = setting('s-1', { invoicetype: 'Water Invoice Bill' }, { lastrun: march });
const fresh = setting('s-2', { invoicetype: 'Service Charge Bill', servicecharge: 900 });

describe('Invoice Settings: what each run did', () => {
  it('shows the last run in words and its history, and "Not run yet" before the first', async () => {
    mockApi({
      ...signedIn(),
      ...invoiceFormHandlers,
      'GET /api/invoicesettings/all-invoices': () => json({ invoices: [water, fresh] }),
      'GET /api/invoicesettings/all-invoices/s-1/runs': () => json({ runs: [march, february] }),
    });
    const { user } = renderApp('/settings');
    const grid = await screen.findByRole('grid', { name: 'Invoice Settings' });
    expect(
      await within(grid).findByText(
        '1 Mar 2030: 12 billed · 2 skipped: no water reading · 3 held: paybill not set',
      ),
    ).toBeInTheDocument();
    expect(within(grid).getByText('Not run yet')).toBeInTheDocument();

    await user.click(
      within(grid).getByRole('button', {
        name: 'Run history of Water Invoice Bill for Sunrise Court',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Run history of Water Invoice Bill for Sunrise Court',
    });
    expect(await within(dialog).findByText('Billing date 1 Feb 2030: 14 billed')).toBeVisible();
    expect(
      within(dialog).getByText(
        'Billing date 1 Mar 2030: 12 billed · 2 skipped: no water reading · 3 held: paybill not set',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

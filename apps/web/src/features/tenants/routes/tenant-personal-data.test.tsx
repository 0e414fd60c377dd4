import type { PersonalData } from '@rental/shared/schemas/personal-data';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as statementPdf from '../lib/download-statement-pdf';
import * as tableExport from '../../../lib/table-export';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import {
  portfolioHandlers,
  statementOf,
  tenant,
  tenantDetail,
  tenantDetailsHandlers,
} from '../testing/fixtures';

// The tenant's page answers their requests under the Kenya Data Protection Act in one click
// each: Export personal data (a JSON file and the statement PDF), and for a former tenant
// Erase personal data, after a dialog saying what goes and what stays.

const current = tenantDetail(tenant('t-1'), 15000, 0);
const former = tenantDetail(
  tenant('t-1', { status: 'former', moveoutdate: '2026-11-30' }),
  15000,
  0,
);
const erased = tenantDetail(
  tenant('t-1', {
    status: 'former',
    moveoutdate: '2026-11-30',
    firstname: 'Former tenant',
    lastname: '#3',
    phonenumber: '',
    erased: true,
  }),
  15000,
  0,
);

const personalData = {
  exportedat: '2026-12-01T08:00:00.000Z',
  controller: { name: 'Sunrise Homes' },
  profile: { tenantid: 't-1', firstname: 'Amina', lastname: 'Otieno' },
} as PersonalData;

function openDetails(detail: typeof current, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(),
    ...portfolioHandlers,
    'GET /api/tenant/all-tenants/t-1': () => json({ tenant: detail }),
    'GET /api/tenant/all-tenants/t-1/statement': () => json(statementOf(detail)),
    ...tenantDetailsHandlers('t-1'),
    ...extra,
  });
  return { ...renderApp('/tenant-details/t-1'), ...api };
}

/** The page's section, once the (lazy) page is shown: slow on a busy machine. */
function section() {
  return screen.findByRole('region', { name: 'Personal data' }, { timeout: 15_000 });
}

afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob has no text(): read it as the browser's FileReader would. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the blob could not be read'));
    reader.readAsText(blob);
  });
}

describe("a tenant's personal data", () => {
  it('exports the data file and the statement PDF in one click', async () => {
    const saved = vi.spyOn(tableExport, 'downloadBlob').mockImplementation(() => {});
    const pdf = vi.spyOn(statementPdf, 'downloadStatementPdf').mockResolvedValue();
    const { user, requests } = openDetails(current, {
      'GET /api/tenant/t-1/personal-data': () => json(personalData),
    });
    const personal = await section();

    await user.click(within(personal).getByRole('button', { name: 'Export personal data' }));

    expect(
      await screen.findByText('The personal data file and the statement are downloading'),
    ).toBeVisible();
    expect(requests.some((r) => r.path === '/api/tenant/t-1/personal-data')).toBe(true);
    const [blob, name] = saved.mock.calls[0]!;
    expect(name).toBe('personal-data-Amina-Otieno.json');
    expect(JSON.parse(await textOf(blob))).toEqual(personalData);
    expect(pdf).toHaveBeenCalledWith(statementOf(current));
  });

  it('shows why an export failed', async () => {
    const { user } = openDetails(current, {
      'GET /api/tenant/t-1/personal-data': () => apiError(404, 'not_found', 'Tenant not found'),
    });
    await user.click(within(await section()).getByRole('button', { name: 'Export personal data' }));
    expect(await screen.findByText('Tenant not found')).toBeVisible();
  });

  it('keeps Erase off for a current tenant, saying the tenancy must end first', async () => {
    openDetails(current);
    const erase = within(await section()).getByRole('button', { name: 'Erase personal data' });
    expect(erase).toBeDisabled();
    expect(erase).toHaveAccessibleDescription(
      'Erasing is for former tenants: end the tenancy first.',
    );
  });

  it('erases a former tenant after saying what is removed and what is kept', async () => {
    // The server answers with the erased tenant from then on.
    let shown = former;
    const { user, requests } = openDetails(former, {
      'GET /api/tenant/all-tenants/t-1': () => json({ tenant: shown }),
      'POST /api/tenant/t-1/erase': () => {
        shown = erased;
        return json({ tenant: erased, erased: true });
      },
    });
    await user.click(within(await section()).getByRole('button', { name: 'Erase personal data' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase the personal data of Amina Otieno?' });
    expect(dialog).toHaveTextContent(
      /Removed for good: their name .* phone number, ID number, KRA PIN/,
    );
    expect(dialog).toHaveTextContent(/Kept: amounts, dates and the house number/);

    await user.click(within(dialog).getByRole('button', { name: 'ERASE' }));

    expect(
      await screen.findByText('Personal data erased: the tenant is now Former tenant #3'),
    ).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/tenant/t-1/erase',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Former tenant #3' })).toBeVisible();
    expect(screen.getByText(/personal data was erased/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).toBeNull();
    // Nothing left to edit or to send a page link to.
    expect(screen.queryByRole('heading', { name: 'Edit tenant' })).toBeNull();
    expect(screen.queryByRole('region', { name: "Tenant's own page" })).toBeNull();
  });

  it('shows a refused erasure in the dialog', async () => {
    const { user } = openDetails(former, {
      'POST /api/tenant/t-1/erase': () =>
        apiError(
          409,
          'conflict',
          "A current tenant's personal data cannot be erased. End the tenancy first: erasure is for former tenants",
        ),
    });
    await user.click(within(await section()).getByRole('button', { name: 'Erase personal data' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'ERASE' }));
    expect(
      await within(screen.getByRole('dialog')).findByText(/End the tenancy first/),
    ).toBeVisible();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import type { ImportPreview } from '@rental/shared/schemas/tenant-import';
import { mockXhr } from '../testing/fake-xhr';
import { portfolioHandlers, tenant } from '../testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const csv = [
  'firstname,lastname,phonenumber,rentalname,roomtype,housenumber,meternumber,openingrentbalance,openingwaterbalance',
  'Brian,Kamau,0722000111,Sunrise Court,One Bedroom,A2,M-002,0,0',
  'Chebet,Wafula,722,Sunrise Court,One Bedroom,A1,M-003,-5,0',
  'Dan,Mutua,0733000222,Sunrise Court,Bedsitter,A3,M-004,0,0',
].join('\n');

const values = (line: string) => {
  const [
    firstname,
    lastname,
    phonenumber,
    rentalname,
    roomtype,
    housenumber,
    meternumber,
    rent,
    water,
  ] = line.split(',');
  return {
    firstname,
    lastname,
    phonenumber,
    rentalname,
    roomtype,
    housenumber,
    meternumber,
    openingrentbalance: rent,
    openingwaterbalance: water,
  };
};
const lines = csv.split('\n');

const preview: ImportPreview = {
  rows: [
    { line: 2, values: values(lines[1]!), errors: {} },
    {
      line: 3,
      values: values(lines[2]!),
      errors: {
        phonenumber: 'Phone number should start with 0',
        housenumber: 'House A1 in Sunrise Court already has a tenant',
        openingrentbalance: 'Amount cannot be negative',
      },
    },
    { line: 4, values: values(lines[3]!), errors: {} },
  ],
  validCount: 2,
  invalidCount: 1,
};

describe('tenant CSV import', () => {
  it('uploads with progress, previews every row with its errors, then imports the valid rows', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    let imported = false;
    const { uploads } = mockXhr({
      'POST /api/tenant/import/preview': () => answer.promise,
      'POST /api/tenant/import': () => {
        imported = true;
        return { status: 200, body: { imported: 2, skipped: 1 } };
      },
    });
    mockApi({
      ...signedIn(),
      ...portfolioHandlers,
      'GET /api/tenant/all-tenants?status=current': () =>
        json({ tenants: imported ? [tenant('t-1')] : [] }),
    });
    const { user, router } = renderApp('/tenants/import');

    const file = new File([csv], 'tenants.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('Choose CSV file'), file);
    expect(await screen.findByText('Checking rows…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Checking rows…' })).toBeInTheDocument();
    answer.resolve({ status: 200, body: preview });

    expect(await screen.findByText('2 valid rows')).toBeInTheDocument();
    expect(screen.getByText('1 row with errors')).toBeInTheDocument();
    expect(uploads[0]?.body).toBe(csv);
    expect(uploads[0]?.headers['content-type']).toBe('text/csv');
    expect(uploads[0]?.headers['x-auth-token']).toBe('test-token');

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).not.toHaveAttribute('aria-invalid');
    expect(rows[1]).toHaveAttribute('aria-invalid', 'true');
    expect(rows[1]).toHaveTextContent('722Phone number should start with 0');
    expect(rows[1]).toHaveTextContent('A1House A1 in Sunrise Court already has a tenant');
    expect(rows[1]).toHaveTextContent('-5Amount cannot be negative');

    await user.click(screen.getByRole('switch', { name: 'Show only rows with errors' }));
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Import 2 tenants' }));
    expect(await screen.findByText('2 tenants imported')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/tenants');
    expect(uploads[1]?.path).toBe('/api/tenant/import');
  });

  it("shows the server's message for a file it cannot read, and no preview", async () => {
    mockXhr({
      'POST /api/tenant/import/preview': () => ({
        status: 400,
        body: { error: { code: 'validation', message: 'The file has more than 2,000 rows' } },
      }),
    });
    mockApi({ ...signedIn(), ...portfolioHandlers });
    const { user } = renderApp('/tenants/import');
    await user.upload(
      await screen.findByLabelText('Choose CSV file'),
      new File(['x'], 'big.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The file has more than 2,000 rows');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('downloads the template', async () => {
    const { requests } = mockApi({
      ...signedIn(),
      ...portfolioHandlers,
      'GET /api/tenant/import/template': () =>
        new Response(lines[0], { headers: { 'content-type': 'text/csv' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:template');
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp('/tenants/import');
    await user.click(await screen.findByRole('button', { name: 'Download template' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(requests.at(-1)?.headers.get('x-auth-token')).toBe('test-token');
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });
});

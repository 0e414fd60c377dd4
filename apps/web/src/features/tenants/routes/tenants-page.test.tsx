import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { portfolioHandlers, tenant } from '../testing/fixtures';

const tenants = [
  tenant('t-1', {
    firstname: 'Amina',
    lastname: 'Otieno',
    housenumber: 'A1',
    phonenumber: '0712345678',
  }),
  tenant(
    't-2',
    { firstname: 'Brian', lastname: 'Kamau', housenumber: 'B12', phonenumber: '0722000111' },
    'Baraka Flats',
  ),
  tenant('t-3', {
    firstname: 'Chebet',
    lastname: 'Wafula',
    housenumber: 'C3',
    phonenumber: '0733999888',
  }),
];

function openTenants(list = tenants) {
  mockApi({
    ...signedIn(),
    ...portfolioHandlers,
    'GET /api/tenant/all-tenants?status=current': () => json({ tenants: list }),
  });
  return renderApp('/tenants');
}

const cardNames = () =>
  screen.queryAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent);

describe('tenants page', () => {
  it('shows a card per tenant with initials, name, house and rental, and their links', async () => {
    openTenants();
    const card = (await screen.findByText('Brian Kamau')).closest('article')!;
    expect(card).toHaveTextContent('BK');
    expect(card).toHaveTextContent('House B12 · Baraka Flats');
    // The link is named by what it shows: the name first, then the house and balance.
    expect(within(card).getByRole('link', { name: /^Brian Kamau House B12/ })).toHaveAttribute(
      'href',
      '/tenant-details/t-2',
    );
    expect(within(card).getByRole('link', { name: 'Delete Brian Kamau' })).toHaveAttribute(
      'href',
      '/tenant-details/delete/t-2',
    );
    expect(screen.getByRole('link', { name: 'New Tenant' })).toHaveAttribute('href', '/newtenant');
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/tenants/import');
    expect(screen.getByText('3 tenants')).toBeInTheDocument();
  });

  it('turns Delete off, saying why, for a tenant with invoices or payments', async () => {
    const billed = { ...tenants[0]!, hasbooks: true };
    const { user } = openTenants([billed, { ...tenants[1]!, hasbooks: false }]);
    const card = (await screen.findByText('Amina Otieno')).closest('article')!;
    expect(within(card).queryByRole('link', { name: /^Delete/ })).toBeNull();
    const off = within(card).getByRole('button', {
      name: 'Delete Amina Otieno: not possible, they have invoices or payments. End the tenancy instead',
    });
    expect(off).toHaveAttribute('aria-disabled', 'true');
    expect(off).toHaveAttribute(
      'title',
      expect.stringMatching(/^This tenant has invoices or payments/),
    );
    await user.click(off);
    expect(screen.getByText('Amina Otieno')).toBeInTheDocument();
    const other = screen.getByText('Brian Kamau').closest('article')!;
    expect(within(other).getByRole('link', { name: 'Delete Brian Kamau' })).toBeInTheDocument();
  });

  it('searches by last name, house number and phone, ignoring case', async () => {
    const { user } = openTenants();
    const search = await screen.findByLabelText('Search tenants');
    await screen.findByText('Amina Otieno');

    await user.type(search, 'KAMAU');
    expect(cardNames()).toEqual(['Brian Kamau']);
    await user.clear(search);
    await user.type(search, 'c3');
    expect(cardNames()).toEqual(['Chebet Wafula']);
    await user.clear(search);
    await user.type(search, '0712');
    expect(cardNames()).toEqual(['Amina Otieno']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No tenants found.')).toBeInTheDocument();
    await user.clear(search);
    expect(cardNames()).toHaveLength(3);
  });

  it('lists current tenants by default; Former shows who moved out, marked, without Delete', async () => {
    const former = tenant('t-8', {
      firstname: 'Daudi',
      lastname: 'Mwangi',
      housenumber: 'A1',
      status: 'former',
      moveoutdate: '2026-11-30',
      balance: 1500,
    });
    mockApi({
      ...signedIn(),
      ...portfolioHandlers,
      'GET /api/tenant/all-tenants?status=current': () => json({ tenants }),
      'GET /api/tenant/all-tenants?status=former': () => json({ tenants: [former] }),
    });
    const { user, router } = renderApp('/tenants');
    expect(await screen.findByText('3 tenants')).toBeInTheDocument();
    const tenancy = screen.getByRole('group', { name: 'Tenancy' });
    expect(within(tenancy).getByRole('button', { name: 'Current' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(tenancy).getByRole('button', { name: 'Former' }));
    expect(await screen.findByText('1 former tenant')).toBeInTheDocument();
    expect(router.location.search).toBe('?status=former');
    const card = screen.getByText('Daudi Mwangi').closest('article')!;
    expect(card).toHaveTextContent('Former');
    expect(card).toHaveTextContent('Moved out 30 Nov 2026');
    // What a former tenant still owes stays in sight.
    expect(card).toHaveTextContent(/Owes\s?KES 1,500/);
    expect(within(card).queryByRole('link', { name: 'Delete Daudi Mwangi' })).toBeNull();
    expect(within(card).getByRole('link', { name: /^Daudi Mwangi/ })).toHaveAttribute(
      'href',
      '/tenant-details/t-8',
    );
  });

  it('says so when nobody has moved out yet', async () => {
    mockApi({
      ...signedIn(),
      ...portfolioHandlers,
      'GET /api/tenant/all-tenants?status=former': () => json({ tenants: [] }),
    });
    renderApp('/tenants?status=former');
    expect(
      await screen.findByText('No former tenants: nobody has moved out yet.'),
    ).toBeInTheDocument();
  });

  it("says 'No tenants found.' when there are none", async () => {
    openTenants([]);
    expect(await screen.findByText('No tenants found.')).toBeInTheDocument();
  });

  it('renders only the cards on screen for 1,000 tenants, and searches them all', async () => {
    const many = Array.from({ length: 1000 }, (_, index) =>
      tenant(`t-${index}`, {
        firstname: `Tenant${index}`,
        lastname: 'Mwangi',
        housenumber: `H${index}`,
        phonenumber: `07${String(index).padStart(8, '0')}`,
      }),
    );
    const { user } = openTenants(many);
    expect(await screen.findByText('1000 tenants')).toBeInTheDocument();
    const rendered = cardNames().length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);

    await user.type(screen.getByLabelText('Search tenants'), 'h999');
    expect(cardNames()).toEqual(['Tenant999 Mwangi']);
  });
});

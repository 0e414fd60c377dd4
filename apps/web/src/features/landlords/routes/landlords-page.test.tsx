import { validationMessages as m } from '@rental/shared/messages';
import type { Landlord } from '@rental/shared/schemas/landlords';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentUser, apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { makeFixedLandlord, makeLandlord, makeRental } from '../testing/fixtures';

const rentals = [
  makeRental('r-1', 'Baraka Court', 'l-1'),
  makeRental('r-2', 'Agent Own Flats', null),
];

/** /landlords as an agent whose list is `landlords` (read at each request). */
function openLandlords(landlords: Landlord[], more: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(agentUser),
    'GET /api/landlords/all': () => json({ landlords }),
    'GET /api/rental/all-rentals': () => json({ rentals }),
    ...more,
  });
  return { ...api, ...renderApp('/landlords') };
}

describe('the landlords screen', () => {
  it('says what to do first when there are none, and is linked for agents only', async () => {
    const { user } = openLandlords([]);
    expect(await screen.findByRole('heading', { name: 'No landlords yet' })).toBeVisible();
    expect(
      screen.getByText(/Then open each rental and choose its landlord: owner statements/),
    ).toBeVisible();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Landlords' })).toHaveAttribute(
      'href',
      '/landlords',
    );
    await user.click(screen.getByRole('button', { name: 'NEW LANDLORD' }));
    expect(screen.getByRole('dialog', { name: 'New landlord' })).toBeVisible();
  });

  it('is not for a Landlord account: no link, no call, a note instead', async () => {
    const { requests } = mockApi(signedIn());
    renderApp('/landlords');
    expect(
      await screen.findByText('Landlords are kept by agent accounts. Your rentals are your own.'),
    ).toBeVisible();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).queryByRole('link', { name: 'Landlords' })).toBeNull();
    expect(requests.some((request) => request.path === '/api/landlords/all')).toBe(false);
  });

  it('lists each landlord with their payout, commission and rentals', async () => {
    openLandlords([makeFixedLandlord(), makeLandlord()]);
    const table = await screen.findByRole('table', { name: 'Landlords' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Achieng Otieno0733000222No KRA PINM-PESA 0733000222KES 2,500 a monthNo rentals assigned yet',
      'Kamau & Sons Ltd0722000111 · kamau@example.co.keP051234567XKCB 123456789010% of rent collectedBaraka Court',
    ]);
    expect(within(table).getByRole('link', { name: 'Baraka Court' })).toHaveAttribute(
      'href',
      '/rental-details/r-1',
    );
    expect(
      within(table).getByRole('link', { name: 'Owner statement of Kamau & Sons Ltd' }),
    ).toHaveAttribute('href', '/reports/owner-statement?landlordid=l-1');
  });

  it('shows a card per landlord on a phone', async () => {
    onPhone();
    openLandlords([makeLandlord()]);
    const list = await screen.findByRole('list', { name: 'Landlords' });
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card!).getByRole('heading', { name: 'Kamau & Sons Ltd' })).toBeVisible();
    expect(card).toHaveTextContent('10% of rent collected');
    expect(card).toHaveTextContent('KRA PIN: P051234567X');
    expect(card).toHaveTextContent('Paid by: KCB 1234567890');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('checks the form, sends a bank payout and a fixed commission, and lists the landlord', async () => {
    const landlords: Landlord[] = [];
    const { user, requests } = openLandlords(landlords, {
      'POST /api/landlords/new-landlord': () => {
        landlords.push(makeFixedLandlord());
        return json({ landlord: makeFixedLandlord() }, 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'NEW LANDLORD' }));
    const dialog = screen.getByRole('dialog', { name: 'New landlord' });
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
      m.landlordNameRequired,
    );
    expect(within(dialog).getByLabelText('Phone Number')).toHaveAccessibleDescription(
      m.phoneRequired,
    );
    expect(within(dialog).getByLabelText('Commission (%)')).toHaveAccessibleDescription(
      m.amountRequired,
    );
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Achieng Otieno');
    await user.type(within(dialog).getByLabelText('Phone Number'), '0733000222');
    await user.click(within(dialog).getByRole('combobox', { name: 'Paid by' }));
    await user.click(screen.getByRole('option', { name: 'Bank transfer' }));
    await user.type(within(dialog).getByLabelText('Bank'), 'Equity');
    await user.type(within(dialog).getByLabelText('Account number'), '0170123456');
    await user.click(within(dialog).getByRole('combobox', { name: 'Commission' }));
    await user.click(screen.getByRole('option', { name: 'Fixed amount a month' }));
    await user.type(within(dialog).getByLabelText('Commission (KES a month)'), '2500');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Landlord added');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Achieng Otieno',
      phonenumber: '0733000222',
      krapin: null,
      payout: { method: 'bank', bankname: 'Equity', accountname: '', accountnumber: '0170123456' },
      commissiontype: 'fixed',
      commission: 2500,
      commissionbase: 'rent',
      language: 'en',
    });
    expect(await screen.findByRole('table', { name: 'Landlords' })).toHaveTextContent(
      'Achieng Otieno',
    );
  });

  it('takes a percent commission on rent only unless rent and charges is chosen', async () => {
    const { user, requests } = openLandlords([], {
      'POST /api/landlords/new-landlord': () => json({ landlord: makeFixedLandlord() }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'NEW LANDLORD' }));
    const dialog = screen.getByRole('dialog', { name: 'New landlord' });
    const base = within(dialog).getByRole('combobox', { name: 'Commission taken on' });
    expect(base).toHaveTextContent('Rent only');
    await user.type(within(dialog).getByLabelText('Name'), 'Achieng Otieno');
    await user.type(within(dialog).getByLabelText('Phone Number'), '0733000222');
    await user.type(within(dialog).getByLabelText('M-PESA number'), '0733000222');
    await user.type(within(dialog).getByLabelText('Commission (%)'), '8');
    await user.click(base);
    await user.click(
      screen.getByRole('option', {
        name: 'Rent and charges (water, service charge, other charges)',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Landlord added');
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      commissiontype: 'percent',
      commission: 8,
      commissionbase: 'rent_and_charges',
    });
  });

  it("keeps the landlord's language, and saves the one chosen for their page and SMS", async () => {
    const { user, requests } = openLandlords([makeLandlord()], {
      'PUT /api/landlords/l-1': () =>
        json({
          landlord: {
            ...makeLandlord(),
            landlorddata: { ...makeLandlord().landlorddata, language: 'sw' },
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Kamau & Sons Ltd' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit landlord' });
    const language = within(dialog).getByRole('combobox', { name: 'Language' });
    expect(language).toHaveTextContent('English');
    expect(language).toHaveAccessibleDescription(
      'Their own page and the SMS they get are in this language',
    );
    await user.click(language);
    await user.click(screen.getByRole('option', { name: 'Kiswahili' }));
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Landlord updated');
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      name: 'Kamau & Sons Ltd',
      language: 'sw',
    });
  });

  it("shows the server's refusal under the field it names", async () => {
    const { user } = openLandlords([makeLandlord()], {
      'PUT /api/landlords/l-1': () =>
        apiError(400, 'validation', m.krapinFormat, { krapin: m.krapinFormat }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Kamau & Sons Ltd' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit landlord' });
    expect(within(dialog).getByRole('link', { name: 'Baraka Court' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('KRA PIN (optional)')).toHaveAccessibleDescription(
        m.krapinFormat,
      ),
    );
    expect(dialog).toBeVisible();
  });

  it('says why a landlord cannot go, before the click or when the server refuses', async () => {
    const withPayments = makeFixedLandlord();
    const { user } = openLandlords([makeLandlord(), withPayments], {
      'DELETE /api/landlords/l-2': () =>
        apiError(409, 'conflict', 'Achieng Otieno has rentals or payments recorded'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Kamau & Sons Ltd' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete Kamau & Sons Ltd?' });
    expect(dialog).toHaveTextContent(
      'Kamau & Sons Ltd still has rentals assigned or payments recorded, so cannot be deleted.',
    );
    expect(within(dialog).getByRole('button', { name: 'DELETE' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));

    await user.click(screen.getByRole('button', { name: 'Delete Achieng Otieno' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Achieng Otieno?' });
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Achieng Otieno still has rentals assigned or payments recorded, so cannot be deleted. ' +
        'Choose another landlord on each of their rentals first.',
    );
    expect(within(dialog).getByRole('button', { name: 'DELETE' })).toBeDisabled();
  });
});

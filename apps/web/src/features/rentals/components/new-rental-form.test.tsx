import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentUser, apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp, waitForMove } from '../../../test/render';
import { makeRental } from '../testing/fixtures';

const save = () => screen.getByRole('button', { name: 'SAVE' });

describe('new rental form', () => {
  it('shows the spec messages once touched or on submit, and sends nothing', async () => {
    const { requests } = mockApi(signedIn());
    const { user } = renderApp('/newrental');
    const name = await screen.findByLabelText('Rental Name');

    await user.click(name);
    await user.tab();
    expect(name).toHaveAccessibleDescription('Please enter name of your rental unit');
    expect(screen.queryByText('Please enter location of your rental unit')).toBeNull();

    await user.type(name, '   ');
    await user.click(save());
    expect(name).toHaveAccessibleDescription('Please enter name of your rental unit');
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription(
      'Please enter location of your rental unit',
    );
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('saves, says so on /rentals, and shows the new rental there', async () => {
    const created = makeRental('r-1', 'Sunrise Court');
    let saved = false;
    const { requests } = mockApi({
      ...signedIn(),
      'POST /api/rental/new-rental': () => {
        saved = true;
        return json({ rental: created }, 201);
      },
      'GET /api/rental/all-rentals': () => json({ rentals: saved ? [created] : [] }),
    });
    const { user, router } = renderApp('/newrental');
    await user.type(await screen.findByLabelText('Rental Name'), ' Sunrise Court ');
    await user.type(screen.getByLabelText('Location'), 'Kasarani');
    const saveButton = save();
    await user.click(saveButton);

    expect(await screen.findByRole('alert')).toHaveTextContent('Rental created successfully');
    await waitForMove(router, '/rentals', saveButton);
    expect(await screen.findByRole('heading', { name: 'Sunrise Court' })).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      rentalname: 'Sunrise Court',
      rentallocation: 'Kasarani',
      rentaluse: 'residential',
      lrnumber: null,
    });
  });

  it('is residential unless chosen otherwise, and sends the use and the LR number', async () => {
    const { requests } = mockApi({
      ...signedIn(),
      'POST /api/rental/new-rental': () => json({ rental: makeRental('r-1', 'Duka Plaza') }, 201),
      // Saving moves to /rentals, which lists them (at once when its code is in already).
      'GET /api/rental/all-rentals': () => json({ rentals: [makeRental('r-1', 'Duka Plaza')] }),
    });
    const { user } = renderApp('/newrental');
    const use = await screen.findByRole('combobox', { name: 'Use' });
    expect(use).toHaveTextContent('Residential');
    expect(use).toHaveAccessibleDescription(
      "Commercial rent is not under KRA's Monthly Rental Income tax.",
    );
    await user.type(screen.getByLabelText('Rental Name'), 'Duka Plaza');
    await user.type(screen.getByLabelText('Location'), 'Thika Road');
    await user.click(use);
    await user.click(screen.getByRole('option', { name: 'Commercial' }));
    await user.type(screen.getByLabelText('LR or plot number (optional)'), ' 209/1234 ');
    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent('Rental created successfully');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      rentalname: 'Duka Plaza',
      rentallocation: 'Thika Road',
      rentaluse: 'commercial',
      lrnumber: '209/1234',
    });
  });

  it('goes back to the onboarding step it was opened from', async () => {
    mockApi({
      ...signedIn(),
      'POST /api/rental/new-rental': () => json({ rental: makeRental('r-1', 'A') }, 201),
    });
    const { user, router } = renderApp('/newrental?from=/register-rooms');
    await user.type(await screen.findByLabelText('Rental Name'), 'A');
    await user.type(screen.getByLabelText('Location'), 'B');
    await user.click(save());
    await screen.findByRole('heading', { name: 'Add room types' });
    expect(router.location.pathname).toBe('/register-rooms');
  });

  it('shows a duplicate name under the name field, and stays', async () => {
    const message = 'You already have a rental named Sunrise Court';
    mockApi({
      ...signedIn(),
      'POST /api/rental/new-rental': () =>
        apiError(409, 'conflict', message, { rentalname: message }),
    });
    const { user, router } = renderApp('/newrental');
    const name = await screen.findByLabelText('Rental Name');
    await user.type(name, 'sunrise court');
    await user.type(screen.getByLabelText('Location'), 'Kasarani');
    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(name).toHaveAccessibleDescription(message);
    expect(router.location.pathname).toBe('/newrental');
  });

  it("asks an agent whose rental it is, and sends the landlord's id", async () => {
    const kamau = {
      landlordid: 'l-1',
      landlorddata: {
        name: 'Kamau & Sons Ltd',
        phonenumber: '0722000111',
        email: null,
        krapin: null,
        payout: { method: 'mpesa', phonenumber: '0722000111' },
        commissiontype: 'percent',
        commission: 10,
      },
      rentals: 0,
    };
    const { requests } = mockApi({
      ...signedIn(agentUser),
      'GET /api/landlords/all': () => json({ landlords: [kamau] }),
      'POST /api/rental/new-rental': () => json({ rental: makeRental('r-1', 'Baraka') }, 201),
      // The form goes on to /rentals, which lists them: without it, a fast machine shows that
      // page's load error as the alert before the test reads it.
      'GET /api/rental/all-rentals': () => json({ rentals: [makeRental('r-1', 'Baraka')] }),
    });
    const { user } = renderApp('/newrental');
    const landlord = await screen.findByRole('combobox', { name: 'Landlord' });
    expect(landlord).toHaveTextContent('None (your own rental)');
    await user.type(screen.getByLabelText('Rental Name'), 'Baraka');
    await user.type(screen.getByLabelText('Location'), 'Ruaka');
    await user.click(landlord);
    await user.click(await screen.findByRole('option', { name: 'Kamau & Sons Ltd' }));
    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent('Rental created successfully');
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      rentalname: 'Baraka',
      landlordid: 'l-1',
    });
  });

  it('has no landlord field for a Landlord account', async () => {
    mockApi(signedIn());
    renderApp('/newrental');
    await screen.findByLabelText('Rental Name');
    expect(screen.queryByRole('combobox', { name: 'Landlord' })).toBeNull();
  });
});

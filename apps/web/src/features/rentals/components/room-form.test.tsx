import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { makeRental, makeRentalDetail, makeRoom } from '../testing/fixtures';

const rentals = [makeRental('r-1', 'Sunrise Court'), makeRental('r-2', 'Baraka Flats')];
const lateFeeOff = { enabled: false, type: 'fixed', amount: 500, gracedays: 3, sendsms: false };
const add = () => screen.getByRole('button', { name: 'ADD ROOM TYPE' });

describe('room type form', () => {
  it('shows every spec message on submit and sends nothing', async () => {
    const { requests } = mockApi({
      ...signedIn(),
      'GET /api/rental/all-rentals': () => json({ rentals }),
    });
    const { user } = renderApp('/room-details');
    await user.click(await screen.findByRole('button', { name: 'ADD ROOM TYPE' }));

    const expected: [label: string, message: string][] = [
      ['Rental', 'Please select the rental unit'],
      ['Room Type', 'Please select type of room'],
      ['Total Units', 'Please enter number of units available'],
      ['Monthly Rent (KES)', 'Please enter monthly rent'],
      ['Water Unit Rate (KES per unit)', 'Please enter unit rate of water'],
    ];
    for (const [label, message] of expected) {
      expect(await screen.findByText(message)).toBeVisible();
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('checks units and amounts as they are typed', async () => {
    mockApi({ ...signedIn(), 'GET /api/rental/all-rentals': () => json({ rentals }) });
    const { user } = renderApp('/room-details');
    const units = await screen.findByLabelText('Total Units');
    await user.type(units, '2.5');
    await user.tab();
    expect(units).toHaveAccessibleDescription(
      'Number of units should be a whole number from 1 to 10000',
    );
    const rent = screen.getByLabelText('Monthly Rent (KES)');
    await user.type(rent, '8000.555');
    await user.tab();
    expect(rent).toHaveAccessibleDescription('Too many decimals: shillings have at most 2 (cents)');
  });

  it('adds a room type to the chosen rental and says so', async () => {
    const { requests } = mockApi({
      ...signedIn(),
      'GET /api/rental/all-rentals': () => json({ rentals }),
      'POST /api/rental/room-type': () => json({ room: makeRoom('m-1', 'r-2') }, 201),
    });
    const { user } = renderApp('/room-details');
    await user.click(await screen.findByLabelText('Rental'));
    await user.click(screen.getByRole('option', { name: 'Baraka Flats' }));
    await user.click(screen.getByLabelText('Room Type'));
    await user.click(screen.getByRole('option', { name: 'One Bedroom' }));
    await user.type(screen.getByLabelText('Total Units'), '6');
    // As people type amounts: the field shows it formatted once left.
    const rent = screen.getByLabelText('Monthly Rent (KES)');
    await user.type(rent, 'Ksh 15000.5');
    await user.type(screen.getByLabelText('Water Unit Rate (KES per unit)'), '150');
    expect(rent).toHaveValue('15,000.50');
    await user.click(add());

    expect(await screen.findByRole('alert')).toHaveTextContent('Room type added');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      rentalid: 'r-2',
      housetype: 'One Bedroom',
      totalunits: 6,
      monthlyrent: 15000.5,
      waterunitrate: 150,
    });
    // Ready for the next type of the same rental.
    expect(screen.getByLabelText('Total Units')).toHaveValue('');
    expect(screen.getByLabelText('Rental')).toHaveTextContent('Baraka Flats');
  });

  it("shows the server's duplicate type under the room type field", async () => {
    const message = 'Sunrise Court already has a Bedsitter room type';
    const detail = makeRentalDetail(rentals[0]!, [makeRoom('m-1', 'r-1')]);
    mockApi({
      ...signedIn(),
      'GET /api/rental/all-rentals/r-1': () => json({ rental: detail }),
      'GET /api/rental/r-1/documents': () => json({ documents: [] }),
      'GET /api/rental/all-rentals/r-1/late-fee': () => json({ latefee: lateFeeOff }),
      'POST /api/rental/room-type': () =>
        apiError(409, 'conflict', message, { housetype: message }),
    });
    const { user } = renderApp('/rental-details/r-1');
    const rooms = await screen.findByRole('list', { name: 'Room types' });
    expect(within(rooms).getByText('Bedsitter')).toBeVisible();

    await user.click(screen.getByLabelText('Room Type'));
    await user.click(screen.getByRole('option', { name: 'Bedsitter' }));
    await user.type(screen.getByLabelText('Total Units'), '4');
    await user.type(screen.getByLabelText('Monthly Rent (KES)'), '7000');
    await user.type(screen.getByLabelText('Water Unit Rate (KES per unit)'), '120');
    await user.click(add());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Room Type')).toHaveAccessibleDescription(message);
  });

  it('shows the units refusal under Total Units when editing a room type', async () => {
    const message = '3 tenants live in Bedsitter rooms: total units cannot be fewer than 3';
    const detail = makeRentalDetail(rentals[0]!, [makeRoom('m-1', 'r-1')]);
    mockApi({
      ...signedIn(),
      'GET /api/rental/all-rentals/r-1': () => json({ rental: detail }),
      'GET /api/rental/r-1/documents': () => json({ documents: [] }),
      'GET /api/rental/all-rentals/r-1/late-fee': () => json({ latefee: lateFeeOff }),
      'POST /api/rental/room-type/m-1': () =>
        apiError(409, 'conflict', message, { totalunits: message }),
    });
    const { user } = renderApp('/rental-details/r-1');
    await user.click(await screen.findByRole('button', { name: 'Edit Bedsitter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bedsitter' });
    const units = within(dialog).getByLabelText('Total Units');
    expect(units).toHaveValue('10');
    await user.clear(units);
    await user.type(units, '2');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));

    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(units).toHaveAccessibleDescription(message);
  });
});

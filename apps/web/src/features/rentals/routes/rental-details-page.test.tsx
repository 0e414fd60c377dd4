import { validationMessages } from '@rental/shared/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { makeRental, makeRentalDetail } from '../testing/fixtures';

const saved = makeRentalDetail(
  makeRental('r-1', 'Jua Court', {
    rentaldata: {
      rentalname: 'Jua Court',
      rentallocation: 'Kasarani, Nairobi',
      rentaluse: 'residential',
      lrnumber: 'Nairobi/Block 82/1234',
      landlordid: null,
    },
  }),
);

function open(put: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    ...signedIn(),
    'GET /api/rental/all-rentals/r-1': () => json({ rental: saved }),
    'GET /api/rental/room-type?rentalid=r-1': () => json({ rooms: [] }),
    'GET /api/rental/all-rentals/r-1/late-fee': () =>
      json({ latefee: { enabled: false, type: 'fixed', amount: 0, gracedays: 0, sendsms: false } }),
    'PUT /api/rental/all-rentals/r-1': put,
    'GET /api/rental/r-1/documents': () => json({ documents: [] }),
  });
}

describe('a rental’s use and LR number', () => {
  it('shows them, and saves a change of use with the LR number cleared', async () => {
    const { requests } = open((request) =>
      json({
        rental: {
          ...saved,
          rentaldata: { ...saved.rentaldata, ...(request.body as object), lrnumber: null },
        },
      }),
    );
    const { user } = renderApp('/rental-details/r-1');
    expect(await screen.findByText('Residential · LR or plot Nairobi/Block 82/1234')).toBeVisible();
    const lrnumber = screen.getByLabelText('LR or plot number (optional)');
    expect(lrnumber).toHaveValue('Nairobi/Block 82/1234');

    await user.click(screen.getByRole('combobox', { name: 'Use' }));
    await user.click(screen.getByRole('option', { name: 'Commercial' }));
    await user.clear(lrnumber);
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));

    // The line under the name shows what is saved now (the select shows it too).
    expect(await screen.findByText('Commercial', { selector: 'p' })).toBeVisible();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      rentalname: 'Jua Court',
      rentallocation: 'Kasarani, Nairobi',
      rentaluse: 'commercial',
      lrnumber: null,
    });
  });

  it("shows the server's refusal of the LR number under its field", async () => {
    const message = validationMessages.lrnumberTooLong;
    open(() => apiError(400, 'validation', message, { lrnumber: message }));
    const { user } = renderApp('/rental-details/r-1');
    const lrnumber = await screen.findByLabelText('LR or plot number (optional)');
    await user.type(lrnumber, '9');
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(lrnumber).toHaveAccessibleDescription(message);
  });
});

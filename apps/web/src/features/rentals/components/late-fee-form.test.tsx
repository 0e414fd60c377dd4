import { lateFeeMessages } from '@rental/shared/schemas/late-fees';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn, testUser, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { makeRental, makeRentalDetail } from '../testing/fixtures';

const rental = makeRentalDetail(makeRental('r-1', 'Jua Court'));
const off = { enabled: false, type: 'fixed', amount: 500, gracedays: 3, sendsms: false };

function open(user = testUser) {
  return mockApi({
    ...signedIn(user),
    'GET /api/rental/all-rentals/r-1': () => json({ rental }),
    'GET /api/rental/r-1/documents': () => json({ documents: [] }),
    'GET /api/rental/room-type?rentalid=r-1': () => json({ rooms: [] }),
    'GET /api/rental/all-rentals/r-1/late-fee': () => json({ latefee: off }),
    'PUT /api/rental/all-rentals/r-1/late-fee': (request) => json({ latefee: request.body }),
  });
}

describe('the late fee of a rental', () => {
  it('is explained in words and saved by the owner, checked as typed', async () => {
    const { requests } = open();
    const { user } = renderApp('/rental-details/r-1');
    const section = (await screen.findByRole('heading', { name: 'Late fee' })).closest('section')!;
    const form = within(section);
    expect(await form.findByText('No late fee is charged in this rental.')).toBeVisible();
    await user.click(form.getByRole('switch', { name: 'Charge a late fee' }));
    expect(
      form.getByText('KES 500 is charged on each invoice still unpaid 3 days after its due date.'),
    ).toBeVisible();
    // The fee comes the day after the last grace day: rent due on the 5th, charged on the 9th.
    expect(
      form.getByText(/^For example, rent due 5 .* at the end of 8 .* the fee on 9 /),
    ).toBeVisible();
    const grace = form.getByLabelText('Grace days after the due date');
    await user.clear(grace);
    await user.type(grace, '0');
    expect(
      form.getByText('KES 500 is charged on each invoice still unpaid after its due date.'),
    ).toBeVisible();
    expect(form.getByText(/at the end of 5 .* the fee on 6 /)).toBeVisible();
    await user.clear(grace);
    await user.type(grace, '3');
    await user.click(form.getByRole('combobox', { name: 'Fee' }));
    await user.click(screen.getByRole('option', { name: 'A percentage of what is unpaid' }));
    const amount = form.getByLabelText('Percentage (%)');
    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(form.getByRole('button', { name: 'SAVE LATE FEE' }));
    expect(await form.findByText(lateFeeMessages.percentRange)).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(form.getByRole('button', { name: 'SAVE LATE FEE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Late fee saved');
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      enabled: true,
      type: 'percent',
      amount: 5,
      gracedays: 3,
    });
  });

  it('is not shown to an accountant: late fees are billing set-up', async () => {
    const { requests } = open(userWithRole('accountant'));
    renderApp('/rental-details/r-1');
    expect(await screen.findByRole('heading', { name: /Jua Court/ })).toBeVisible();
    expect(screen.queryByRole('switch', { name: 'Charge a late fee' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.endsWith('/late-fee'))).toBe(false);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const status = {
  plan: 'standard',
  planname: 'Standard',
  ontrial: false,
  paid: true,
  paiduntil: '2030-04-01T09:00:00.000Z',
  graceuntil: '2030-04-08T09:00:00.000Z',
  ingrace: false,
  paused: false,
  daysleft: 20,
  monthlyprice: 1850,
};

function stk(status: string, extra: Record<string, unknown> = {}) {
  return {
    requestid: 'r-1',
    status,
    purpose: 'subscription',
    amount: 1850,
    message: '',
    receipt: null,
    resultcode: null,
    ...extra,
  };
}

function openPayment(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(),
    'GET /api/subscriptionsettings/status': () => json(status),
    ...extra,
  });
  return { ...renderApp('/newpayment'), ...api };
}

describe('/newpayment', () => {
  it("prefills the plan's price and shows the spec's messages", async () => {
    const { user, requests } = openPayment();
    const phone = await screen.findByLabelText('Phone Number');
    const amount = screen.getByLabelText('Amount (KES)');
    const description = screen.getByLabelText('Description');
    expect(phone).toHaveValue('0712345678');
    expect(amount).toHaveValue('1850');
    expect(description).toHaveValue('Standard plan, 1 month');

    await user.clear(phone);
    await user.clear(amount);
    await user.clear(description);
    await user.click(screen.getByRole('button', { name: 'PAY' }));
    expect(phone).toHaveAccessibleDescription('Please enter phone number');
    expect(amount).toHaveAccessibleDescription('Please enter amount');
    expect(description).toHaveAccessibleDescription('Please enter description');

    await user.type(phone, '712345678');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('Phone number should start with 0');
    await user.clear(phone);
    await user.type(phone, '07123');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('Invalid length');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('waits for the PIN, polling the request, and says when the payment is received', async () => {
    let polls = 0;
    const { user, requests } = openPayment({
      'POST /api/stk/subscription': () => json(stk('pending'), 201),
      'GET /api/stk/requests/r-1': () => {
        polls += 1;
        return json(
          polls < 2 ? stk('pending') : stk('succeeded', { receipt: 'NLJ7RT61SV', resultcode: '0' }),
        );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'PAY' }));
    expect(
      await screen.findByText('Check your phone and enter your M-PESA PIN'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      phonenumber: '0712345678',
      amount: 1850,
      description: 'Standard plan, 1 month',
    });
    expect(
      await screen.findByText('Payment received. M-PESA receipt NLJ7RT61SV.', undefined, {
        timeout: 6000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BACK TO SUBSCRIPTION' })).toHaveAttribute(
      'href',
      '/settings?tab=subscription',
    );
  });

  it('tells the payer they cancelled, and lets them try again', async () => {
    const { user } = openPayment({
      'POST /api/stk/subscription': () => json(stk('pending'), 201),
      'GET /api/stk/requests/r-1': () =>
        json(stk('cancelled', { resultcode: '1032', message: 'You cancelled the M-PESA prompt.' })),
    });
    await user.click(await screen.findByRole('button', { name: 'PAY' }));
    expect(await screen.findByText('You cancelled the M-PESA prompt.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(await screen.findByRole('button', { name: 'PAY' })).toBeInTheDocument();
  });

  it("shows the server's refusal of another amount under the field", async () => {
    const message = "The amount is KES 1850, the Standard plan's monthly price";
    const { user } = openPayment({
      'POST /api/stk/subscription': () => apiError(400, 'validation', message, { amount: message }),
    });
    const amount = await screen.findByLabelText('Amount (KES)');
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(screen.getByRole('button', { name: 'PAY' }));
    expect(await screen.findByLabelText('Amount (KES)')).toHaveAccessibleDescription(message);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { makeSubscriptionPayment, operatorUser } from '../testing/fixtures';

const payments = [
  makeSubscriptionPayment(),
  makeSubscriptionPayment({
    id: 'p-2',
    organizationname: 'Kilimani Agencies',
    planid: 'enterprise',
    amount: 12000.5,
    status: 'failed',
    mpesareceipt: null,
    createdat: '2026-02-27T07:00:00.000Z',
  }),
];

function openPayments(list = payments) {
  mockApi({
    ...signedIn(operatorUser),
    'GET /api/operator/subscription-payments': () => json({ payments: list }),
  });
  return renderApp('/operator/subscription-payments');
}

describe('/operator/subscription-payments', () => {
  it('lists every organization’s payments with amount, status and receipt', async () => {
    openPayments();
    // The file's first screen compiles MUI and the grid: on a busy machine, over 5 s.
    const grid = await screen.findByRole(
      'grid',
      { name: 'Subscription payments' },
      { timeout: 20_000 },
    );
    const rows = within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '1 Mar 2026Baraka HomesStandardKES 1,850PaidSGH7XK2P4L',
      '27 Feb 2026Kilimani AgenciesEnterpriseKES 12,000.50FailedNo receipt',
    ]);
    expect(
      screen.getByRole('tab', { name: 'Subscription payments', selected: true }),
    ).toBeVisible();
  });

  it('says when there are none', async () => {
    openPayments([]);
    expect(await screen.findByText('No subscription payments yet.')).toBeVisible();
  });

  it('shows a card per payment on a phone', async () => {
    onPhone();
    openPayments();
    const list = await screen.findByRole('list', { name: 'Subscription payments' });
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card!).getByRole('heading', { name: 'Baraka Homes' })).toBeVisible();
    expect(card).toHaveTextContent('KES 1,850');
    expect(card).toHaveTextContent('1 Mar 2026 · Standard');
    expect(card).toHaveTextContent('M-PESA receipt SGH7XK2P4L');
  });
});

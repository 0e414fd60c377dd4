import type { QuarantinedPayment } from '@rental/shared/schemas/quarantine';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn, testUser, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const held: QuarantinedPayment = {
  id: 'q1',
  source: 'c2b',
  transid: 'FAKEABCDEF',
  amount: 7000,
  billref: 'A4',
  payername: 'JOHN DOE',
  paidat: '2026-03-02T09:00:00.000Z',
  reasons: ['source_address', 'amount_out_of_range', 'trans_time', 'shortcode'],
  details: { sourceip: '203.0.113.9', shortcode: '600999' },
  status: 'open',
  decidedby: null,
  decidedat: null,
  transactionid: null,
  createdat: '2026-03-02T09:00:01.000Z',
};

const stk: QuarantinedPayment = {
  ...held,
  id: 'q2',
  source: 'stk',
  transid: 'SKA1B2C3D4',
  amount: 1,
  billref: '',
  payername: 'MARY WANJIRU',
  reasons: ['stk_amount_mismatch', 'stk_receipt_reused', 'stk_not_confirmed'],
  details: { expectedamount: 5500, checkoutrequestid: 'ws_CO_1' },
};

function withHeld(payments: () => QuarantinedPayment[], user = testUser, parked = 0) {
  return mockApi({
    ...signedIn(user),
    'GET /api/mpesa/unallocated': () => json({ payments: [] }),
    'GET /api/tenant/all-tenants': () => json({ tenants: [] }),
    'GET /api/mpesa/quarantine': () => json({ payments: payments(), parked }),
  });
}

const reasonsOf = async (transid: string) => {
  const card = (await screen.findByText(new RegExp(transid))).closest('li')!;
  const reasons = within(card as HTMLElement).getByRole('list');
  return within(reasons)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

describe('/unallocated?tab=held', () => {
  it('shows the owner each held payment with its reasons in plain words', async () => {
    withHeld(() => [held, stk]);
    renderApp('/unallocated?tab=held');
    expect(await screen.findByRole('tab', { name: 'Held for review (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'M-PESA payments held for review' })).toBeVisible();
    expect(
      screen.getByText(/Check each one against your M-PESA statement before accepting it/),
    ).toBeVisible();
    expect(await reasonsOf('FAKEABCDEF')).toEqual([
      "Did not come from M-PESA's addresses (203.0.113.9)",
      "Amount outside M-PESA's limits (1 to 250,000 KES)",
      'Paid at a time far from now',
      'Paid to another shortcode (600999)',
    ]);
    expect(await reasonsOf('SKA1B2C3D4')).toEqual([
      'The amount differs from the prompt (asked KES 5,500)',
      'The receipt is already recorded',
      "M-PESA's records did not confirm it",
    ]);
    expect(screen.getByText('Account typed: A4 · Paid by JOHN DOE')).toBeVisible();
    expect(screen.getByText('No account number typed · Paid by MARY WANJIRU')).toBeVisible();
    expect(screen.getByText(/^Receipt FAKEABCDEF · Paid 2 Mar 2026, 12:00/)).toBeVisible();
    expect(screen.getByText('Paybill')).toBeVisible();
    expect(screen.getByText('STK prompt')).toBeVisible();
  });

  it('words the reasons in Kiswahili for a reader of Kiswahili', async () => {
    withHeld(() => [held, stk], { ...testUser, language: 'sw' });
    renderApp('/unallocated?tab=held');
    expect(
      await screen.findByRole('tab', { name: 'Yanayosubiri ukaguzi (2)', selected: true }),
    ).toBeVisible();
    expect(await reasonsOf('FAKEABCDEF')).toEqual([
      'Hayakutoka kwenye anwani za M-PESA (203.0.113.9)',
      'Kiasi kiko nje ya mipaka ya M-PESA (KES 1 hadi 250,000)',
      'Muda wa malipo uko mbali na sasa',
      'Yalilipwa kwa shortcode nyingine (600999)',
    ]);
    expect(await reasonsOf('SKA1B2C3D4')).toEqual([
      'Kiasi kinatofautiana na kilichoombwa (kiliombwa KES 5,500)',
      'Risiti tayari imerekodiwa',
      'Rekodi za M-PESA hazikuyathibitisha',
    ]);
  });

  it('accepts after asking, then shows who decided and the payment it became', async () => {
    let payments = [held];
    const { requests } = mockApi({
      ...signedIn(),
      'GET /api/mpesa/quarantine': () => json({ payments, parked: 0 }),
      'POST /api/mpesa/quarantine/q1/accept': () => {
        payments = [
          {
            ...held,
            status: 'accepted',
            decidedby: 'Amina Otieno',
            decidedat: '2026-03-03T07:30:00.000Z',
            transactionid: 'tx-9',
          },
        ];
        return json({ outcome: 'matched', transactionid: 'tx-9' });
      },
    });
    const { user } = renderApp('/unallocated?tab=held');
    await user.click(await screen.findByRole('button', { name: 'Accept FAKEABCDEF' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept KES 7,000 (FAKEABCDEF)?' });
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'ACCEPT' }));
    expect(await screen.findByText('Payment FAKEABCDEF accepted and recorded')).toBeVisible();
    expect(await screen.findByText(/Accepted by Amina Otieno on 3 Mar 2026/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View the payment' })).toHaveAttribute(
      'href',
      '/transaction/tx-9',
    );
    expect(screen.queryByRole('button', { name: 'Accept FAKEABCDEF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/mpesa/quarantine/q1/accept',
    ]);
  });

  it('shows a rejected payment and one that went to Unallocated for the record', async () => {
    const decided = { decidedby: 'Amina Otieno', decidedat: '2026-03-03T07:30:00.000Z' };
    withHeld(() => [
      { ...held, ...decided, status: 'accepted', transactionid: null },
      { ...stk, ...decided, status: 'rejected' },
    ]);
    renderApp('/unallocated?tab=held');
    expect(
      await screen.findByText(/Accepted by Amina Otieno on 3 Mar 2026.* · went to Unallocated/),
    ).toBeVisible();
    expect(screen.getByText(/Rejected by Amina Otieno on 3 Mar 2026/)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Held for review' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Accept|Reject/ })).not.toBeInTheDocument();
  });

  it("shows the server's message when the payment was decided meanwhile", async () => {
    const { requests } = mockApi({
      ...signedIn(),
      'GET /api/mpesa/quarantine': () => json({ payments: [held], parked: 0 }),
      'POST /api/mpesa/quarantine/q1/reject': () =>
        apiError(409, 'conflict', 'This payment was already accepted'),
    });
    const { user } = renderApp('/unallocated?tab=held');
    await user.click(await screen.findByRole('button', { name: 'Reject FAKEABCDEF' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject KES 7,000 (FAKEABCDEF)?' });
    await user.click(within(dialog).getByRole('button', { name: 'REJECT' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This payment was already accepted',
    );
    // The list is asked again, to show the decision taken elsewhere.
    expect(requests.filter((r) => r.path === '/api/mpesa/quarantine').length).toBe(2);
  });

  it('tells the owner of payments parked for our team, and that they need do nothing', async () => {
    withHeld(() => [], testUser, 2);
    renderApp('/unallocated?tab=held');
    expect(
      await screen.findByText(
        '2 M-PESA payments could not be recorded after three tries. Our team has been told and will apply them; you need not do anything.',
      ),
    ).toBeVisible();
  });

  it('says so when nothing is held', async () => {
    withHeld(() => []);
    renderApp('/unallocated?tab=held');
    expect(await screen.findByText('No payments held for review')).toBeVisible();
  });

  it('shows a member neither the tab nor the held payments, even at ?tab=held', async () => {
    const { requests } = withHeld(() => [held], userWithRole('accountant'));
    renderApp('/unallocated?tab=held');
    expect(await screen.findByText('No unallocated payments')).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('FAKEABCDEF')).not.toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/mpesa/quarantine')).toBe(false);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn, type MockRequest } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { sentInvoice } from '../../../test/sent-invoice';
import {
  portfolioHandlers,
  tenantDetailsHandlers,
  statementOf,
  tenant,
  tenantDetail,
} from '../testing/fixtures';

const amina = tenantDetail(tenant('t-1'), 15000, 9500);
const rent = sentInvoice(42, {
  invoiceamount: 8500,
  paidamount: 3000,
  status: 'partially paid',
  billingdate: '2026-11-01',
  month: 'November 2026',
});
const fee = sentInvoice(43, {
  invoicetype: 'Late Fee',
  invoiceamount: 500,
  description: 'Late fee on INV-000042',
});
const paid = sentInvoice(41, { paidamount: 15000, status: 'paid' });
// A deposit is held apart from rent: no credit note goes to it.
const deposit = sentInvoice(40, { invoicetype: 'Deposit', invoiceamount: 20000 });

function openCreditNote(answer: (request: MockRequest) => Response) {
  let credited = 0;
  const api = mockApi({
    ...signedIn(),
    ...portfolioHandlers,
    'GET /api/tenant/all-tenants/t-1': () =>
      json({ tenant: { ...amina, balance: (amina.balance ?? 0) - credited } }),
    'GET /api/tenant/all-tenants/t-1/statement': () => json(statementOf(amina)),
    ...tenantDetailsHandlers('t-1'),
    'GET /api/invoice/all?tenantid=t-1&limit=1000': () =>
      json({ invoices: [fee, rent, paid, deposit], nextcursor: null }),
    'POST /api/tenant/t-1/credit-note': (request) => {
      const response = answer(request);
      if (response.ok) credited = Number((request.body as { amount: number }).amount);
      return response;
    },
  });
  return { ...renderApp('/tenant-details/t-1'), ...api };
}

const posts = (requests: MockRequest[]) => requests.filter((r) => r.method === 'POST');

describe('credit note', () => {
  it('takes an amount off an unpaid invoice, with the reason, and says so', async () => {
    const { user, requests } = openCreditNote(({ body }) =>
      json(
        {
          creditnote: {
            creditnoteid: 'cn-1',
            amount: 1500,
            reason: 'Water heater broken for a week',
            invoiceid: 'inv-42',
            createdat: '2026-11-24T10:00:00Z',
          },
          tenant: { ...amina, balance: 9500 - Number((body as { amount: number }).amount) },
        },
        201,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit note for Amina Otieno' });
    // Without an invoice it comes off the balance, at most what is owed.
    expect(within(dialog).getByLabelText('Amount (KES)')).toHaveAccessibleDescription(
      /At most KES 9,500/,
    );

    await user.click(within(dialog).getByRole('combobox', { name: 'Apply to invoice' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'No invoice: take it off the balance',
      'INV-000043 · Late fee on INV-000042 · KES 500 left',
      'INV-000042 · Rental Invoice Bill, November 2026 · KES 5,500 left',
    ]);
    await user.click(options[2]!);
    const amount = within(dialog).getByLabelText('Amount (KES)');
    expect(amount).toHaveAccessibleDescription(/At most KES 5,500/);

    // More than the invoice has left is refused before anything is sent.
    await user.type(amount, '6000');
    await user.type(within(dialog).getByLabelText('Reason'), 'Water heater broken for a week');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE CREDIT NOTE' }));
    expect(amount).toHaveAccessibleDescription(
      /The credit note is more than this invoice has left to pay \(KES 5,500\)/,
    );
    expect(posts(requests)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1500');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE CREDIT NOTE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Credit note of KES 1,500 saved for Amina Otieno/,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // The page asks again: the balance is 1,500 less.
    const summary = screen.getByText('Deposit held').closest('dl')!;
    await waitFor(() => expect(summary).toHaveTextContent(/Current balanceKES 8,000/));
    expect(posts(requests)[0]?.body).toEqual({
      amount: 1500,
      reason: 'Water heater broken for a week',
      invoiceid: 'inv-42',
    });
  });

  it('asks why, and shows the server refusing the amount under Amount', async () => {
    const message = 'The credit note is more than the tenant owes (KES 9,000)';
    const { user, requests } = openCreditNote(() =>
      apiError(409, 'conflict', message, { amount: message }),
    );
    await user.click(await screen.findByRole('button', { name: 'Credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit note for Amina Otieno' });
    await user.type(within(dialog).getByLabelText('Amount (KES)'), '9500');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE CREDIT NOTE' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('Please say why');
    expect(posts(requests)).toHaveLength(0);

    // A payment arrived meanwhile: the server's limit is lower than the page's.
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE CREDIT NOTE' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Amount (KES)')).toHaveAccessibleDescription(message),
    );
    // Without an invoice chosen the body says none.
    expect(posts(requests)[0]?.body).toEqual({ amount: 9500, reason: 'Goodwill' });
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});

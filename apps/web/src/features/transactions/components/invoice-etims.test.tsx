import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn, userWithRole } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { sentInvoice } from '../../../test/sent-invoice';

const qrurl = 'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=X';
const invoices = [
  { ...sentInvoice(14), etims: { status: 'sent', controlnumber: '1042', qrurl } },
  { ...sentInvoice(13), etims: { status: 'failed', controlnumber: null, qrurl: null } },
  { ...sentInvoice(12), etims: { status: 'queued', controlnumber: null, qrurl: null } },
  { ...sentInvoice(11), etims: null },
];

function openInvoices(list: unknown[], user = signedIn()) {
  mockApi({
    ...user,
    'GET /api/invoice/all?limit=100': () => json({ invoices: list, nextcursor: null }),
  });
  return renderApp('/transactions/invoices');
}

describe("an invoice's state at KRA eTIMS", () => {
  it('shows the control number, what waits and what KRA did not take, linking to Retry', async () => {
    openInvoices(invoices);
    expect(await screen.findByRole('columnheader', { name: 'KRA eTIMS' })).toBeVisible();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'KRA 1042' })).toHaveAttribute('href', qrurl);
    expect(within(rows[1]!).getByRole('link', { name: 'Not taken by KRA' })).toHaveAttribute(
      'href',
      '/settings?tab=etims&status=failed&month=all',
    );
    expect(rows[2]).toHaveTextContent('Waiting to go to KRA');
    expect(rows[3]).not.toHaveTextContent(/KRA/);
  });

  it('has no eTIMS column for a landlord whose invoices do not go to KRA', async () => {
    openInvoices([sentInvoice(11), { ...sentInvoice(10), etims: null }]);
    expect(await screen.findAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('columnheader', { name: 'KRA eTIMS' })).toBeNull();
  });

  it('on a phone, says it on the card; a manager is told without a link they cannot use', async () => {
    onPhone();
    openInvoices(invoices, signedIn(userWithRole('manager')));
    const list = await screen.findByRole('list', { name: 'Invoices' });
    const cards = within(list).getAllByRole('listitem');
    expect(within(cards[0]!).getByRole('link', { name: 'KRA 1042' })).toBeVisible();
    expect(cards[1]).toHaveTextContent('Not taken by KRA');
    expect(within(cards[1]!).queryByRole('link', { name: 'Not taken by KRA' })).toBeNull();
  });
});

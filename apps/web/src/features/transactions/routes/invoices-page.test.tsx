import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as invoicePdf from '../../../lib/pdf/invoice-pdf';
import { json, mockApi, signedIn, type MockRequest } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { sentInvoice } from '../../../test/sent-invoice';

const listPath = '/api/invoice/all';
const invoices = [
  sentInvoice(12, {
    userfirstname: 'Brian',
    userlastname: 'Kamau',
    housenumber: 'A2',
    invoicetype: 'Water Invoice Bill',
    invoiceamount: 1200,
    status: 'partially paid',
  }),
  sentInvoice(11, { status: 'paid' }),
];

function openInvoices(pages: Record<string, unknown> = {}, path = '/transactions/invoices') {
  const handlers = Object.fromEntries(
    Object.entries({ '?limit=100': { invoices, nextcursor: null }, ...pages }).map(
      ([query, body]) => [`GET ${listPath}${query}`, () => json(body)],
    ),
  );
  const api = mockApi({ ...signedIn(), ...handlers });
  return { ...renderApp(path), ...api };
}

const listCalls = (requests: MockRequest[]) =>
  requests.filter((request) => request.path.startsWith(listPath)).map((request) => request.path);

describe('sent invoices tab', () => {
  it('lists invoices with number, tenant, house, type, amount and status', async () => {
    openInvoices();
    expect(await screen.findByText('Brian Kamau')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    // The number as bills and SMS say it, not the raw 12.
    expect(rows[0]).toHaveTextContent('INV-000012');
    expect(rows[0]).toHaveTextContent('A2');
    expect(rows[0]).toHaveTextContent('Water Invoice Bill');
    expect(rows[0]).toHaveTextContent(/KES 1,200/);
    expect(rows[0]).toHaveTextContent('Partially paid');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(screen.getByRole('link', { name: 'New schedule' })).toHaveAttribute(
      'href',
      '/new-invoice',
    );
  });

  it('sends the From/To, tenant and type filters to the server on APPLY FILTERS', async () => {
    const { user, requests } = openInvoices({
      '?from=2026-03-01&to=2026-03-31&tenant=amina&type=Water+Invoice+Bill&limit=100': {
        invoices: [],
        nextcursor: null,
      },
    });
    await screen.findByText('Brian Kamau');
    const form = screen.getByRole('form', { name: 'Filters' });
    await user.type(within(form).getByLabelText('From'), '01/03/2026');
    await user.type(within(form).getByLabelText('To'), '31/03/2026');
    await user.type(within(form).getByLabelText('Tenant name'), ' amina ');
    await user.click(within(form).getByRole('combobox', { name: 'Invoice type' }));
    await user.click(await screen.findByRole('option', { name: 'Water Invoice Bill' }));
    await user.click(within(form).getByRole('button', { name: 'APPLY FILTERS' }));
    expect(await screen.findByText('No invoices to show')).toBeInTheDocument();
    expect(listCalls(requests)).toEqual([
      `${listPath}?limit=100`,
      `${listPath}?from=2026-03-01&to=2026-03-31&tenant=amina&type=Water+Invoice+Bill&limit=100`,
    ]);
  });

  it('opens an old "on or before" link as the same list, To that day', async () => {
    const { requests } = openInvoices(
      { '?to=2026-03-31&limit=100': { invoices: [], nextcursor: null } },
      '/transactions/invoices?date=2026-03-31',
    );
    expect(await screen.findByText('No invoices to show')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveValue('31/03/2026');
    expect(listCalls(requests)).toEqual([`${listPath}?to=2026-03-31&limit=100`]);
  });

  it('downloads the PDF of one invoice', async () => {
    const download = vi.spyOn(invoicePdf, 'downloadInvoicePdf').mockResolvedValue();
    const { user } = openInvoices();
    await user.click(
      await screen.findByRole('button', { name: 'Download invoice INV-000011 (PDF)' }),
    );
    await waitFor(() => expect(download).toHaveBeenCalledOnce());
    expect(download.mock.calls[0]![0].invoicedata.invoicenumber).toBe(11);
    download.mockRestore();
  });

  it('shows cards on a phone: tenant, amount, status and a PDF each, no sideways table', async () => {
    onPhone();
    const download = vi.spyOn(invoicePdf, 'downloadInvoicePdf').mockResolvedValue();
    const { user } = openInvoices();
    const list = await screen.findByRole('list', { name: 'Invoices' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Brian Kamau (A2)' })).toBeVisible();
    expect(cards[0]).toHaveTextContent(/KES 1,200/);
    expect(cards[0]).toHaveTextContent('Partially paid');
    expect(cards[0]).toHaveTextContent(/Invoice INV-000012 · .* · Water Invoice Bill/);
    expect(cards[1]).toHaveTextContent('Paid');
    await user.click(
      within(cards[1]!).getByRole('button', { name: 'Download invoice INV-000011 (PDF)' }),
    );
    await waitFor(() => expect(download).toHaveBeenCalledOnce());
    download.mockRestore();
  });
});

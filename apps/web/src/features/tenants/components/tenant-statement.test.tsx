import type { Statement } from '@rental/shared/schemas/ledger';
import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as statementPdf from '../lib/download-statement-pdf';
import { apiError, json, mockApi, signedIn, testUser } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import {
  portfolioHandlers,
  tenantDetailsHandlers,
  tenant,
  tenantDetail,
} from '../testing/fixtures';
import { everyLineStatement } from '../testing/statement-lines';

const amina = tenantDetail(tenant('t-1', { openingrentbalance: 2000 }), 15000, 12000);

const statement: Statement = {
  tenant: {
    tenantid: 't-1',
    name: 'Amina Otieno',
    phonenumber: '0712345678',
    housenumber: 'A1',
    rentalname: 'Sunrise Court',
    status: 'current',
    moveindate: '2026-01-01',
    moveoutdate: null,
  },
  entries: [
    {
      date: '2026-01-01T00:00:00Z',
      kind: 'opening',
      description: 'Opening rent balance',
      detail: { line: 'opening', openingtype: 'rent' },
      reference: '',
      displayreference: '',
      debit: 2000,
      credit: 0,
      balance: 2000,
    },
    {
      date: '2026-03-01T05:00:00Z',
      kind: 'invoice',
      description: 'Rental Invoice Bill, March 2026',
      detail: {
        line: 'invoice',
        invoicetype: 'Rental Invoice Bill',
        billingdate: '2026-03-01',
        description: null,
        latefeeon: null,
      },
      reference: '42',
      displayreference: '42',
      debit: 15000,
      credit: 0,
      balance: 17000,
    },
    {
      date: '2026-03-05T09:30:00Z',
      kind: 'payment',
      description: 'MPESA payment: March rent',
      detail: { line: 'payment', paymentmode: 'MPESA', description: 'March rent', depositheld: 0 },
      reference: 'ijklmnop1234',
      displayreference: 'ijklmnop1234',
      debit: 0,
      credit: 5000,
      balance: 12000,
    },
  ],
  balance: 12000,
  deposit: { charged: 0, received: 0, deducted: 0, refunded: 0, held: 0, due: 0, entries: [] },
};

function openTenant(statementAnswer = () => json(statement), user = testUser) {
  const api = mockApi({
    ...signedIn(user),
    ...portfolioHandlers,
    'GET /api/tenant/all-tenants/t-1': () => json({ tenant: amina }),
    'GET /api/tenant/all-tenants/t-1/statement': statementAnswer,
    ...tenantDetailsHandlers('t-1'),
  });
  return { ...renderApp('/tenant-details/t-1'), ...api };
}

describe('tenant statement', () => {
  it('lists invoices and payments, newest first, with the running balance', async () => {
    openTenant();
    const section = await screen.findByRole('region', { name: 'Statement' });
    const grid = await within(section).findByRole('grid', { name: 'Statement' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Date',
      'Description',
      'Reference',
      'Debit (KES)',
      'Credit (KES)',
      'Balance (KES)',
    ]);
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '5 Mar 2026MPESA payment: March rentijklmnop12345,00012,000',
      '1 Mar 2026Rental Invoice Bill, March 202642' + '15,00017,000',
      '1 Jan 2026Opening rent balance2,0002,000',
    ]);
    expect(within(section).getByText(/Owes KES 12,000/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Record payment' })).toHaveAttribute(
      'href',
      '/newtransaction?tenantid=t-1',
    );
  });

  it('shows each line as a card on a phone: when, what, debit or credit, and the balance', async () => {
    onPhone();
    openTenant();
    const section = await screen.findByRole('region', { name: 'Statement' });
    const list = await within(section).findByRole('list', { name: 'Statement' });
    expect(within(section).queryByRole('grid')).not.toBeInTheDocument();
    const [payment, invoice, opening] = within(list).getAllByRole('listitem');
    expect(
      within(payment!).getByRole('heading', { name: 'MPESA payment: March rent' }),
    ).toBeVisible();
    expect(payment).toHaveTextContent('5 Mar 2026');
    expect(payment).toHaveTextContent('Ref. ijklmnop1234');
    expect(payment).toHaveTextContent(/Credit\s*KES\s5,000(?![.\d])/);
    expect(payment).toHaveTextContent(/Balance\s*KES\s12,000(?![.\d])/);
    expect(payment).not.toHaveTextContent('Debit');
    expect(within(invoice!).getByRole('heading')).toHaveTextContent(
      'Rental Invoice Bill, March 2026',
    );
    expect(invoice).toHaveTextContent('1 Mar 2026');
    expect(invoice).toHaveTextContent(/Debit\s*KES\s15,000(?![.\d])/);
    expect(invoice).toHaveTextContent(/Balance\s*KES\s17,000(?![.\d])/);
    expect(opening).toHaveTextContent(/Debit\s*KES\s2,000(?![.\d])/);
  });

  it('writes a credit in words in the running balance, never as a minus', async () => {
    const credit = { ...statement.entries[2]!, credit: 17600, balance: -600 };
    openTenant(() => json({ ...statement, entries: [...statement.entries.slice(0, 2), credit] }));
    const grid = await screen.findByRole('grid', { name: 'Statement' });
    const newest = within(grid).getAllByRole('row')[1]!;
    expect(within(newest).getAllByRole('gridcell').at(-1)).toHaveTextContent(
      /^In credit KES\s600$/,
    );
    expect(grid).not.toHaveTextContent('-600');
  });

  it('writes a credit in Kiswahili words on a phone', async () => {
    onPhone();
    const credit = { ...statement.entries[2]!, credit: 17600, balance: -600 };
    openTenant(() => json({ ...statement, entries: [...statement.entries.slice(0, 2), credit] }), {
      ...testUser,
      language: 'sw',
    });
    const list = await screen.findByRole('list', { name: 'Taarifa ya akaunti' });
    const [newest] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent(/Ana ziada ya KES\s600/);
    expect(list).not.toHaveTextContent('-KES');
    await i18n.changeLanguage('en');
  });

  it('downloads the statement as a PDF', async () => {
    const download = vi.spyOn(statementPdf, 'downloadStatementPdf').mockResolvedValue();
    const { user } = openTenant();
    const button = await screen.findByRole('button', { name: 'Download statement (PDF)' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(download).toHaveBeenCalledWith(statement));
    download.mockRestore();
  });

  it('says when there is nothing yet', async () => {
    openTenant(() => json({ ...statement, entries: [], balance: 0 }));
    expect(await screen.findByText('No invoices or payments yet')).toBeInTheDocument();
    expect(screen.getByText('Cleared')).toBeInTheDocument();
  });

  it('reports a failure inside the section, not as a page alert', async () => {
    openTenant(() => apiError(500, 'internal', 'Something went wrong on our side'));
    const section = await screen.findByRole('region', { name: 'Statement' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

/** The text of each line of the statement grid (newest first) and of the deposit table. */
async function shownLines(statementName: string, depositName: string) {
  const grid = await screen.findByRole('grid', { name: statementName });
  const rows = within(grid).getAllByRole('row').slice(1);
  const deposit = screen.getByRole('table', { name: depositName });
  const depositRows = within(deposit).getAllByRole('row').slice(1);
  return {
    lines: rows.map((row) => within(row).getAllByRole('gridcell')[1]!.textContent),
    deposit: depositRows.map((row) => within(row).getAllByRole('cell')[1]!.textContent),
  };
}

describe("statement lines in the user's language", () => {
  const full = everyLineStatement(statement);
  afterEach(() => i18n.changeLanguage('en'));

  it('words every line in English exactly as the server describes it', async () => {
    openTenant(() => json(full));
    const shown = await shownLines('Statement', 'Deposit');
    expect(shown.lines).toEqual(full.entries.map((line) => line.description).reverse());
    expect(shown.deposit).toEqual(full.deposit.entries.map((line) => line.description));
  });

  it('words every line in Kiswahili for a user who reads Kiswahili', async () => {
    openTenant(() => json(full), { ...testUser, language: 'sw' });
    const shown = await shownLines('Taarifa ya akaunti', 'Amana');
    expect(shown.lines).toEqual(
      [
        'Salio la mwanzo la maji',
        'Ankara ya Kodi, Juni 2026',
        'Faini ya kuchelewa kwa INV-000042',
        // Typed by the landlord: as typed.
        'Gate key',
        'Hati ya punguzo kwa INV-000042: Billed twice',
        'Hati ya punguzo: Loyalty discount',
        'Malipo ya Pesa taslimu: June rent (KES 10,000 imeshikiliwa kama amana)',
        'Kutoka kwenye amana: Damage',
      ].reverse(),
    );
    expect(shown.deposit).toEqual([
      'Amana imetozwa',
      'Malipo ya M-PESA yaliyoshikiliwa kama amana',
      'Imekatwa: Damage',
      'Imerudishwa kwa Pesa taslimu',
    ]);
  });

  it('words the lines of the phone cards in Kiswahili too', async () => {
    onPhone();
    openTenant(() => json(statement), { ...testUser, language: 'sw' });
    const list = await screen.findByRole('list', { name: 'Taarifa ya akaunti' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual([
      'Malipo ya M-PESA: March rent',
      'Ankara ya Kodi, Machi 2026',
      'Salio la mwanzo la kodi',
    ]);
  });
});

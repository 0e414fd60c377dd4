import { todayInNairobi } from '@rental/shared/dates';
import type { EtimsReport, EtimsTransmission } from '@rental/shared/schemas/etims';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../app/i18n';
import { buildCsv } from '../../../lib/csv';
import { chosenMonth } from '../../../lib/report-months';
import * as tableExport from '../../../lib/table-export';
import { json, mockApi, signedIn, testUser } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';

const month = chosenMonth(null, todayInNairobi());

const sale: EtimsReport['rows'][number] = {
  id: 'tx-1',
  date: `${month}-01`,
  kind: 'sale',
  number: 'INV-000012',
  originalnumber: null,
  documentnumber: 7,
  originaldocumentnumber: null,
  tenantname: 'Kiosk 4 Ltd',
  housenumber: 'S1',
  rentalname: 'Baraka Plaza',
  taxtype: 'B',
  taxable: 11600,
  vat: 1600,
  total: 11600,
  controlnumber: '1042',
  signature: 'ABCDEFGHIJKLMNOP',
  status: 'sent',
  sentat: `${month}-01T06:00:00.000Z`,
};
const refund: EtimsReport['rows'][number] = {
  ...sale,
  id: 'tx-2',
  date: `${month}-05`,
  kind: 'refund',
  number: 'CN-cn-1',
  originalnumber: 'INV-000012',
  documentnumber: 8,
  originaldocumentnumber: 7,
  taxable: -1160,
  vat: -160,
  total: -1160,
  controlnumber: '1043',
  signature: 'QRSTUVWXYZ234567',
};
const failed: EtimsReport['rows'][number] = {
  ...sale,
  id: 'tx-3',
  date: `${month}-09`,
  number: 'INV-000013',
  documentnumber: 9,
  tenantname: 'Wanjiku Kamau',
  housenumber: 'A4',
  rentalname: 'Sunrise Court',
  taxtype: 'A',
  taxable: 5000,
  vat: 0,
  total: 5000,
  controlnumber: null,
  signature: null,
  status: 'failed',
  sentat: null,
};
const report: EtimsReport = {
  month,
  rows: [sale, refund, failed],
  totals: {
    sent: {
      count: 2,
      taxable: 10440,
      vat: 1440,
      total: 10440,
      bytaxtype: [{ taxtype: 'B', count: 2, taxable: 10440, vat: 1440, total: 10440 }],
    },
    waiting: { count: 1, taxable: 5000, vat: 0, total: 5000 },
  },
};

const transmission: EtimsTransmission = {
  id: 'tx-1',
  kind: 'sale',
  invoiceid: 'inv-1',
  invoicenumber: 'INV-000012',
  creditnoteid: null,
  status: 'sent',
  controlnumber: '1042',
  signature: 'SIGN',
  qrurl: null,
  error: null,
  attempts: 1,
  documentnumber: 7,
  createdat: '2026-11-03T08:00:00.000Z',
};

function open(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(),
    'GET /api/etims/settings': () => json({ etimssettings: null }),
    [`GET /api/etims/report?month=${month}`]: () => json({ etimsreport: report }),
    'GET /api/etims/transmissions?month=2026-11&limit=50': () =>
      json({ transmissions: [], nextcursor: null }),
    'POST /api/activity/exports': () => new Response(null, { status: 204 }),
    ...extra,
  });
  return { ...renderApp('/settings?tab=etims&month=2026-11'), ...api };
}

describe('Settings → KRA eTIMS → Monthly report', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('lists the month’s documents with KRA’s numbers, and what KRA took', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'eTIMS documents of the month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Invoice INV-000012');
    expect(rows[0]).toHaveTextContent('Kiosk 4 Ltd');
    expect(rows[0]).toHaveTextContent('11,600');
    expect(rows[0]).toHaveTextContent('1,600');
    expect(rows[0]).toHaveTextContent('1042');
    expect(rows[1]).toHaveTextContent('Credit note on invoice INV-000012');
    expect(rows[1]).toHaveTextContent('-1,160');
    expect(rows[2]).toHaveTextContent('Failed');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Taken by KRA: 2 documents');
    expect(totals).toHaveTextContent('Taxable 10,440 · VAT 1,440 · Total 10,440');
    expect(totals).toHaveTextContent('Tax type B (16%): 2 documents');
    expect(totals).toHaveTextContent('Not at KRA yet: 1 document');
  });

  it('shows cards on a phone', async () => {
    onPhone();
    open();
    const list = await screen.findByRole('list', { name: 'eTIMS documents of the month' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[1]).toHaveTextContent('Credit note on invoice INV-000012');
    expect(cards[1]).toHaveTextContent('Kiosk 4 Ltd · Baraka Plaza · S1');
  });

  it('exports every row and the totals as CSV', async () => {
    const csv = vi
      .spyOn(tableExport, 'exportRowsToCsv')
      .mockImplementation(async (_name, _columns, rows) => rows.length);
    const { user, requests } = open();
    await screen.findByRole('table', { name: 'eTIMS documents of the month' });
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(csv).toHaveBeenCalledOnce());
    const [fileName, columns, rows] = csv.mock.calls[0]!;
    expect(fileName).toBe(`etims-report-${month}`);
    const lines = buildCsv(columns, rows).split('\r\n');
    expect(lines[0]).toBe(
      'Date,Our number,Kind,Invoice refunded,Control unit invoice number,' +
        'Original control unit invoice number,Tenant,House,Property,Tax type,' +
        'Taxable amount (KES),VAT (KES),Total (KES),Control number,Signature,Status,Sent',
    );
    expect(lines[2]).toMatch(
      /^.+,CN-cn-1,Refund \(credit note\),INV-000012,8,7,Kiosk 4 Ltd,S1,Baraka Plaza,B,"-1,160",-160,"-1,160",1043,QRSTUVWXYZ234567,Sent,.+$/,
    );
    expect(lines[3]).toContain(
      ',INV-000013,Sale,,9,,Wanjiku Kamau,A4,Sunrise Court,A,"5,000",0,"5,000",,,Failed,',
    );
    expect(lines.slice(4)).toEqual([
      'Taken by KRA: 2 documents,,,,,,,,,,"10,440","1,440","10,440",,,,',
      'Tax type B (16%): 2 documents,,,,,,,,,B,"10,440","1,440","10,440",,,,',
      'Not at KRA yet: 1 document,,,,,,,,,,"5,000",0,"5,000",,,,',
    ]);
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/activity/exports')?.body).toEqual({
        what: 'etims-report',
        format: 'csv',
        count: 3,
      }),
    );
    csv.mockRestore();
  });

  it('makes the month’s PDF with the totals above the documents', async () => {
    const pdf = vi.spyOn(tableExport, 'exportRowsToPdf').mockResolvedValue(3);
    const { user } = open({
      'GET /api/organization/payee': () => json({ name: 'Jane Landlord' }),
    });
    await screen.findByRole('table', { name: 'eTIMS documents of the month' });
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(pdf).toHaveBeenCalledOnce());
    const [title, fileName, columns, rows, parts] = pdf.mock.calls[0]!;
    expect(title).toMatch(/^KRA eTIMS report, /);
    expect(fileName).toBe(`etims-report-${month}`);
    expect(rows).toHaveLength(3);
    expect(columns.map((column) => column.header)).not.toContain('Signature');
    expect(parts?.facts?.[0]).toEqual([
      'Taken by KRA: 2 documents',
      'Taxable 10,440 · VAT 1,440 · Total 10,440',
    ]);
    pdf.mockRestore();
  });

  it('words the report and its CSV in Kiswahili', async () => {
    const csv = vi
      .spyOn(tableExport, 'exportRowsToCsv')
      .mockImplementation(async (_name, _columns, rows) => rows.length);
    const { user } = open(signedIn({ ...testUser, language: 'sw' }));
    const table = await screen.findByRole('table', { name: 'Hati za eTIMS za mwezi' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      'Hati ya punguzo ya ankara INV-000012',
    );
    expect(screen.getByRole('region', { name: 'Jumla' })).toHaveTextContent(
      'Zilizopokelewa na KRA: hati 2',
    );
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(csv).toHaveBeenCalledOnce());
    const [fileName, columns, rows] = csv.mock.calls[0]!;
    expect(fileName).toBe(`ripoti-etims-${month}`);
    expect(buildCsv(columns, rows).split('\r\n')[0]).toMatch(/^Tarehe,Nambari yetu,Aina,/);
    csv.mockRestore();
  });

  it('shows the Sent to KRA list of every month, a page at a time', async () => {
    const { user } = open({
      'GET /api/etims/transmissions?limit=50': () =>
        json({ transmissions: [transmission], nextcursor: 'next-page' }),
      'GET /api/etims/transmissions?limit=50&cursor=next-page': () =>
        json({
          transmissions: [{ ...transmission, id: 'tx-0', invoicenumber: 'INV-000011' }],
          nextcursor: null,
        }),
    });
    await user.click(await screen.findByRole('combobox', { name: 'Month' }));
    await user.click(screen.getByRole('option', { name: 'All months' }));
    const list = await screen.findByRole('list', { name: 'Documents sent to KRA eTIMS' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Load older documents' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Invoice INV-000011');
    expect(screen.queryByRole('button', { name: 'Load older documents' })).toBeNull();
  });
});

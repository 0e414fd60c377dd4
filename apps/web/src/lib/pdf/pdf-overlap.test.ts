import type { InvoiceBill } from '@rental/shared/schemas/bills';
import type { Statement } from '@rental/shared/schemas/ledger';
import i18n from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { sentInvoice } from '../../test/sent-invoice';
import { buildInvoicePdf } from './invoice-pdf';
import type { PdfDocument } from './load-pdf-kit';
import { buildReceiptPdf } from './receipt-pdf';
import { buildStatementPdf } from './statement-pdf';
import { buildTablePdf } from './table-pdf';
import { overlappingText, pdfTextBoxes } from './testing/pdf-text-boxes';
import { toTimestamp } from '@rental/shared/timestamp';
import type { Transaction } from '@rental/shared/schemas/transactions';

// Every PDF the product makes, in both languages, read back from the file: no two strings may
// be printed over each other (the Kiswahili "Tarehe ya mwisho ya kulipa" once ran into the
// due date). The values are long on purpose: long names, a long rental, big amounts.

const payee = {
  name: 'Kamau Properties and Estates Management Limited',
  phone: '0722111222',
  paybill: '522522',
  account: '1234567#B12',
};

const invoice = sentInvoice(123456, {
  userfirstname: 'Wanjiru Nyambura',
  userlastname: 'Kamau-Otieno',
  housenumber: 'B12',
  rentalname: 'Jua Court Apartments, Ngong Road',
  invoiceamount: 1_250_000.5,
});

const bill: InvoiceBill = {
  invoiceid: invoice.invoiceid,
  invoicenumber: 'INV-123456',
  invoicedate: '2026-09-01',
  duedate: '2026-09-30',
  status: 'partially paid',
  payee,
  broughtforward: 8_000,
  amount: 1_250_000.5,
  totaldue: 1_258_000.5,
  paid: 1_000_000,
  lefttopay: 258_000.5,
  paidon: null,
};

const payment: Transaction = {
  transactionid: 'abcdefghijklmnop1234',
  transactiondata: {
    date: toTimestamp('2026-09-05T09:30:00Z'),
    tenantid: 't-1',
    userid: 'u-1',
    amount: 1_000_000,
    description: 'September rent and the water of August for the whole house',
    transactiontype: 'Tenant Payment',
    paymentmode: 'MPESA',
  },
  reference: 'QK12AB34CD',
  externalreference: 'QK12AB34CD',
  tenantname: 'Wanjiru Nyambura Kamau-Otieno',
  housenumber: 'B12',
  recordedby: 'Brian Kamau',
  verified: true,
  verifiedby: 'statement',
  deposit: 0,
  // Reversed: the longest receipt, with its note.
  reversal: { reason: 'Typed twice', reversedon: '2026-09-12', by: 'Amina', movedto: null },
};

const statement: Statement = {
  tenant: {
    tenantid: 't-1',
    name: 'Wanjiru Nyambura Kamau-Otieno',
    phonenumber: '0712345678',
    housenumber: 'B12',
    rentalname: 'Jua Court Apartments, Ngong Road',
    status: 'former',
    moveindate: '2026-01-01',
    moveoutdate: '2026-11-30',
  },
  entries: [
    {
      date: '2026-09-05T09:30:00Z',
      kind: 'payment',
      description: 'MPESA payment: September rent',
      detail: {
        line: 'payment',
        paymentmode: 'MPESA',
        description: 'September rent',
        depositheld: 0,
      },
      reference: 'QK12AB34CD',
      displayreference: 'QK12AB34CD',
      debit: 0,
      credit: 1_000_000,
      balance: 258_000.5,
    },
  ],
  balance: 258_000.5,
  deposit: {
    charged: 20000,
    received: 15000,
    deducted: 0,
    refunded: 0,
    held: 15000,
    due: 5000,
    entries: [
      {
        date: '2026-01-01',
        kind: 'charge',
        description: 'Deposit charged',
        detail: { line: 'deposit_charge' },
        reference: 'INV-000001',
        displayreference: 'INV-000001',
        amount: 20000,
      },
    ],
  },
};

/** Each PDF the product makes, as a landlord or a tenant downloads it. */
const pdfs: Record<string, () => Promise<PdfDocument>> = {
  'invoice, partly paid': () => buildInvoicePdf(invoice, bill),
  'invoice, taken by KRA eTIMS': () =>
    buildInvoicePdf(
      {
        ...invoice,
        etims: {
          status: 'sent',
          controlnumber: 'KRACU0100000001/152',
          signature: 'V249-J39C-FJ48-HE2W-KD83-PLQ2',
          qrurl:
            'https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567X00V249J39CFJ48HE2W',
        },
      },
      bill,
    ),
  'invoice, overdue': () =>
    buildInvoicePdf(invoice, { ...bill, status: 'overdue', paid: 0, lefttopay: bill.totaldue }),
  'invoice, paid': () =>
    buildInvoicePdf(invoice, {
      ...bill,
      status: 'paid',
      paid: bill.totaldue,
      lefttopay: 0,
      paidon: '2026-09-20',
    }),
  receipt: () => buildReceiptPdf(payment, { transactionid: 'x', payee, balanceafter: 258_000.5 }),
  statement: () =>
    buildStatementPdf({ ...statement, tenant: { ...statement.tenant, status: 'current' } }, payee),
  'final statement': () => buildStatementPdf(statement, payee),
  report: () =>
    buildTablePdf({
      title: 'MRI return September 2026',
      head: ['Property', 'Gross rent (KES)'],
      body: [['Jua Court Apartments, Ngong Road', '1,250,000']],
      amountColumns: [1],
      foot: ['Total', '1,250,000'],
      facts: [['Tax due', 'KES 93,750']],
      notes: ['Left out (not rent): water KES 1,350.'],
      issuer: payee,
    }),
};

afterAll(() => i18n.changeLanguage('en'));

describe.each(['sw', 'en'])('the PDFs in %s', (language) => {
  it.each(Object.keys(pdfs))('print no text over other text: %s', async (name) => {
    await i18n.changeLanguage(language);
    const doc = await pdfs[name]!();
    const boxes = pdfTextBoxes(doc.output('arraybuffer'));
    // The reading works: the title and the figures are there to check.
    expect(boxes.length).toBeGreaterThan(10);
    expect(overlappingText(boxes)).toEqual([]);
  });
});

describe('the overlap check', () => {
  it('finds a label printed over its value', async () => {
    const { jsPDF } = await import('jspdf');
    const doc = new jsPDF({ unit: 'mm', format: 'a4' });
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(10);
    doc.text('Tarehe ya mwisho ya kulipa', 109, 40);
    doc.setFont('helvetica', 'normal');
    doc.text('30 Sep 2026', 141, 40);
    doc.text('Below, clear of both', 109, 50);
    expect(overlappingText(pdfTextBoxes(doc.output('arraybuffer')))).toEqual([
      ['Tarehe ya mwisho ya kulipa', '30 Sep 2026'],
    ]);
  });
});

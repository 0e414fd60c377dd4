import type { SentInvoice } from '@rental/shared/schemas/invoices';
import type { Statement } from '@rental/shared/schemas/ledger';
import type { Transaction } from '@rental/shared/schemas/transactions';
import { toTimestamp } from '@rental/shared/timestamp';
import { describe, expect, it } from 'vitest';
import { buildInvoicePdf } from './invoice-pdf';
import { pdfText } from './pdf-layout';
import { buildReceiptPdf } from './receipt-pdf';
import { buildStatementPdf } from './statement-pdf';
import { buildTablePdf } from './table-pdf';

// Written out here: lib/ is shared code and never imports a feature, not even its fixtures.
const invoice: SentInvoice = {
  invoiceid: 'inv-4217',
  invoicedata: {
    invoicenumber: 4217,
    invoicedate: toTimestamp('2026-03-01T05:00:00Z'),
    userfirstname: 'Amina',
    userlastname: 'Otieno',
    invoiceamount: 15000.5,
    invoicetype: 'Rental Invoice Bill',
    status: 'unpaid',
  },
  tenantid: 't-1',
  housenumber: 'A1',
  rentalname: 'Sunrise Court',
  billingdate: '2026-03-01',
  month: 'March 2026',
  paidamount: 0,
  message: 'Dear Amina, your Rental Invoice Bill for March 2026 is KES 15,000.50.',
};

const payment: Transaction = {
  transactionid: 'abcdefghijklmnop1234',
  transactiondata: {
    date: toTimestamp('2026-03-05T09:30:00Z'),
    tenantid: 't-1',
    userid: 'u-1',
    amount: 15000,
    description: 'March rent',
    transactiontype: 'Tenant Payment',
    paymentmode: 'Cash',
  },
  reference: 'ijklmnop1234',
  externalreference: null,
  tenantname: 'Amina Otieno',
  housenumber: 'A1',
  recordedby: 'Brian Kamau',
};

/** The PDF file as text: jsPDF writes its content streams uncompressed. */
function pdfSource(doc: { output: (type: 'arraybuffer') => ArrayBuffer }): string {
  return Buffer.from(doc.output('arraybuffer')).toString('latin1');
}

describe('PDFs', () => {
  it('lays out an invoice: title, number, tenant, line item and total in KES', async () => {
    const doc = await buildInvoicePdf(invoice);
    const source = pdfSource(doc);
    expect(source.startsWith('%PDF-')).toBe(true);
    expect(source).toContain('(Invoice)');
    expect(source).toContain('(4217)');
    expect(source).toContain('(Amina Otieno)');
    expect(source).toContain('(March 2026 Rental Invoice Bill)');
    expect(source).toContain('(15,000.50)');
    expect(source).toContain('(1.00)');
    expect(source).toMatch(/\(Ksh 15,000\.50\)/);
    expect(source).toContain('(Rental Manager)');
  });

  it('writes a receipt with reference, mode, amount and recorder', async () => {
    const doc = await buildReceiptPdf(payment);
    const source = pdfSource(doc);
    expect(source).toContain('(Payment Receipt)');
    expect(source).toContain('(ijklmnop1234)');
    expect(source).toContain('(Cash)');
    expect(source).toContain('(Brian Kamau)');
    expect(source).toContain('(Ksh 15,000.00)');
  });

  it('writes a statement with the running balance', async () => {
    const statement: Statement = {
      tenant: {
        tenantid: 't-1',
        name: 'Amina Otieno',
        phonenumber: '0712345678',
        housenumber: 'A1',
        rentalname: 'Sunrise Court',
      },
      entries: [
        {
          date: '2026-01-01T00:00:00Z',
          kind: 'opening',
          description: 'Opening rent balance',
          reference: '',
          debit: 2000,
          credit: 0,
          balance: 2000,
        },
        {
          date: '2026-03-05T09:30:00Z',
          kind: 'payment',
          description: 'MPESA payment',
          reference: 'ijklmnop1234',
          debit: 0,
          credit: 1500,
          balance: 500,
        },
      ],
      balance: 500,
    };
    const source = pdfSource(await buildStatementPdf(statement));
    expect(source).toContain('(Tenant Statement)');
    expect(source).toContain('(Opening rent balance)');
    expect(source).toContain('(2,000.00)');
    expect(source).toContain('(1,500.00)');
    expect(source).toContain('(500.00)');
  });

  it('turns a wide table landscape and says when there are no rows', async () => {
    const wide = await buildTablePdf(
      'Transactions',
      ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
      [['1', '2', '3', '4', '5', '6', '7']],
    );
    expect(wide.internal.pageSize.getWidth()).toBeGreaterThan(wide.internal.pageSize.getHeight());
    const empty = await buildTablePdf('Tenants', ['Name', 'House'], []);
    expect(empty.internal.pageSize.getWidth()).toBeLessThan(empty.internal.pageSize.getHeight());
    expect(pdfSource(empty)).toContain('(Nothing to show)');
  });

  it('keeps text the standard fonts can print', () => {
    expect(pdfText('Ksh\u00a015,000.00')).toBe('Ksh 15,000.00');
    expect(pdfText('Wanjirũ Müller')).toBe('Wanjiru Müller');
    expect(pdfText('漢')).toBe('?');
  });
});

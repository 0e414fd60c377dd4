import type { InvoiceBill } from '@rental/shared/schemas/bills';
import type { SentInvoice } from '@rental/shared/schemas/invoices';
import type { Statement } from '@rental/shared/schemas/ledger';
import type { Transaction } from '@rental/shared/schemas/transactions';
import { toTimestamp } from '@rental/shared/timestamp';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { buildInvoicePdf, invoiceLineText } from './invoice-pdf';
import { pdfText } from './pdf-layout';
import { buildReceiptPdf } from './receipt-pdf';
import { buildStatementPdf } from './statement-pdf';
import { buildTablePdf } from './table-pdf';

// Written out here: lib/ is shared code and never imports a feature, not even its fixtures.
const invoice: SentInvoice = {
  invoiceid: 'inv-4217',
  invoicedata: {
    invoicenumber: 4217,
    invoicenumberlabel: 'INV-004217',
    invoicedate: toTimestamp('2026-03-01T05:00:00Z'),
    userfirstname: 'Amina',
    userlastname: 'Otieno',
    invoiceamount: 15000.5,
    invoicetype: 'Rental Invoice Bill',
    status: 'unpaid',
    duedate: '2026-03-05',
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
  verified: false,
  verifiedby: null,
  deposit: 0,
};

/** The PDF file as text: jsPDF writes its content streams uncompressed. */
function pdfSource(doc: { output: (type: 'arraybuffer') => ArrayBuffer }): string {
  return Buffer.from(doc.output('arraybuffer')).toString('latin1');
}

const payee = {
  name: 'Jua Court Homes',
  phone: '0722111222',
  paybill: '522522',
  account: '1234567#A1',
};

const bill: InvoiceBill = {
  invoiceid: 'inv-4217',
  invoicenumber: 'INV-004217',
  invoicedate: '2026-03-01',
  duedate: '2026-03-05',
  status: 'overdue',
  payee,
  broughtforward: 8000,
  amount: 15000.5,
  totaldue: 23000.5,
  paid: 0,
  lefttopay: 23000.5,
  paidon: null,
};

describe('the invoice PDF', () => {
  it('says who bills, whom, when due, how much in all and where to pay', async () => {
    const source = pdfSource(await buildInvoicePdf(invoice, bill));
    expect(source.startsWith('%PDF-')).toBe(true);
    expect(source).toContain('(Invoice)');
    // The landlord issues it, not the product.
    expect(source).toContain('(Jua Court Homes)');
    expect(source).toContain('(Phone 0722111222)');
    expect(source).not.toContain('Rental Manager');
    expect(source).toContain('(INV-004217)');
    expect(source).toContain('(Amina Otieno)');
    expect(source).toContain('(1 Mar 2026)');
    expect(source).toContain('(5 Mar 2026)');
    expect(source).toContain('(March 2026 rent, House A1)');
    expect(source).toContain('(OVERDUE)');
    expect(source).toContain('(Balance brought forward)');
    expect(source).toContain('(8,000)');
    expect(source).toContain('(This invoice)');
    expect(source).toContain('(15,000.50)');
    expect(source).toContain('(Total due)');
    expect(source).toContain('(KES 23,000.50)');
    expect(source).toContain('(How to pay)');
    expect(source).toContain('(M-PESA paybill 522522, account 1234567#A1)');
    expect(source).toContain('(Pay KES 23,000.50 by 5 Mar 2026)');
    // Quantity 1 at the amount: the spec's "quantity = amount at a unit price of 1.00" is gone.
    expect(source).toContain('(1)');
    expect(source).not.toContain('(1.00)');
  });

  it('stamps PAID and PARTLY PAID, and nothing on an unpaid invoice not yet due', async () => {
    const paid = pdfSource(await buildInvoicePdf(invoice, { ...bill, status: 'paid' }));
    expect(paid).toContain('(PAID)');
    expect(paid).toContain('(This invoice is paid. Thank you.)');
    expect(paid).not.toContain('(Pay KES');
    const partly = pdfSource(await buildInvoicePdf(invoice, { ...bill, status: 'partially paid' }));
    expect(partly).toContain('(PARTLY PAID)');
    const unpaid = pdfSource(await buildInvoicePdf(invoice, { ...bill, status: 'unpaid' }));
    expect(unpaid).not.toMatch(/\((PAID|OVERDUE|PARTLY PAID|UNPAID)\)/);
  });

  it('says what was paid since and asks only for what is left of a partly paid invoice', async () => {
    const partly = {
      ...bill,
      status: 'partially paid' as const,
      broughtforward: 0,
      amount: 15000,
      totaldue: 15000,
      paid: 10000,
      lefttopay: 5000,
    };
    const source = pdfSource(await buildInvoicePdf(invoice, partly));
    expect(source).toContain('(Total due)');
    expect(source).toContain('(KES 15,000)');
    expect(source).toContain('(Paid since)');
    expect(source).toContain('(-10,000)');
    expect(source).toContain('(Left to pay)');
    expect(source).toContain('(KES 5,000)');
    expect(source).toContain('(Pay KES 5,000 by 5 Mar 2026)');
    expect(source).not.toContain('(Pay KES 15,000');
  });

  it('says a paid invoice was paid in full, and on which day', async () => {
    const paid = {
      ...bill,
      status: 'paid' as const,
      paid: 23000.5,
      lefttopay: 0,
      paidon: '2026-03-09',
    };
    const source = pdfSource(await buildInvoicePdf(invoice, paid));
    expect(source).toContain('(Paid in full on 9 Mar 2026. Thank you.)');
    expect(source).toContain('(Left to pay)');
    expect(source).toContain('(KES 0)');
    expect(source).not.toContain('(Pay KES');
  });

  it('says when no paybill is set, and when payments already cover the invoice', async () => {
    const noPaybill = { ...bill, payee: { ...payee, paybill: null } };
    expect(pdfSource(await buildInvoicePdf(invoice, noPaybill))).toContain(
      '(Paybill not set yet: ask your landlord where to pay)',
    );
    const covered = {
      ...bill,
      status: 'unpaid' as const,
      broughtforward: -20000,
      totaldue: -4999.5,
      lefttopay: 0,
    };
    const source = pdfSource(await buildInvoicePdf(invoice, covered));
    expect(source).toContain('(-20,000)');
    expect(source).toContain('(Nothing to pay: your payments cover this invoice.)');
  });

  it('describes a one-off charge and a late fee by their own description', async () => {
    const charge: SentInvoice = {
      ...invoice,
      invoicedata: {
        ...invoice.invoicedata,
        invoicetype: 'One-off Charge',
        description: 'Broken window pane',
      },
    };
    expect(invoiceLineText(charge)).toBe('Broken window pane, House A1');
    const fee: SentInvoice = {
      ...invoice,
      invoicedata: {
        ...invoice.invoicedata,
        invoicetype: 'Late Fee',
        description: 'Late fee on INV-004100',
      },
    };
    expect(pdfSource(await buildInvoicePdf(fee, bill))).toContain(
      '(Late fee on INV-004100, House A1)',
    );
    const water = {
      ...invoice,
      invoicedata: { ...invoice.invoicedata, invoicetype: 'Water Invoice Bill' as const },
    };
    expect(invoiceLineText(water)).toBe('March 2026 water, House A1');
  });
});

describe("the invoice PDF of an invoice KRA's eTIMS took", () => {
  const etims = {
    status: 'sent' as const,
    controlnumber: 'KRACU0100000001/152',
    signature: 'V249-J39C-FJ48-HE2W',
    qrurl:
      'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567X00V249J39CFJ48HE2W',
  };

  it("prints the control number, the signature and the QR code of KRA's receipt link", async () => {
    const source = pdfSource(await buildInvoicePdf({ ...invoice, etims }, bill));
    expect(source).toContain('(KRA eTIMS)');
    expect(source).toContain('(Control unit invoice number: KRACU0100000001/152)');
    expect(source).toContain('(Receipt signature: V249-J39C-FJ48-HE2W)');
    expect(source).toContain('(Scan the code to check this invoice with KRA.)');
    // The QR code's dark modules, drawn as filled squares: hundreds of them.
    const plain = pdfSource(await buildInvoicePdf(invoice, bill));
    const squares = (text: string) => text.split(' re\nf').length - 1;
    expect(squares(source) - squares(plain)).toBeGreaterThan(200);
  });

  it('prints nothing of eTIMS while the invoice waits for KRA or KRA refused it', async () => {
    for (const status of ['queued', 'failed'] as const) {
      const waiting = { ...etims, status, controlnumber: null, signature: null, qrurl: null };
      const source = pdfSource(await buildInvoicePdf({ ...invoice, etims: waiting }, bill));
      expect(source).not.toContain('eTIMS');
    }
  });
});

describe('the receipt PDF', () => {
  it('says who received it, the balance after it and where to pay the rest', async () => {
    const doc = await buildReceiptPdf(payment, {
      transactionid: payment.transactionid,
      payee,
      balanceafter: 2500.5,
    });
    const source = pdfSource(doc);
    expect(source).toContain('(Payment Receipt)');
    expect(source).toContain('(Jua Court Homes)');
    expect(source).not.toContain('Rental Manager');
    // A cash payment has no M-PESA receipt code: its internal id is never printed.
    expect(source).not.toContain('ijklmnop1234');
    const mpesa = await buildReceiptPdf(
      { ...payment, externalreference: 'TLK4Q7X2ZB' },
      { transactionid: payment.transactionid, payee, balanceafter: 0 },
    );
    expect(pdfSource(mpesa)).toContain('(TLK4Q7X2ZB)');
    expect(pdfSource(mpesa)).not.toContain('ijklmnop1234');
    expect(source).toContain('(Cash)');
    expect(source).toContain('(Brian Kamau)');
    expect(source).toContain('(KES 15,000)');
    expect(source).toContain('(Received by)');
    expect(source).toContain('(Jua Court Homes, phone 0722111222)');
    expect(source).toContain('(Balance after this payment)');
    expect(source).toContain('(KES 2,500.50)');
    expect(source).toContain('(Balance to pay: KES 2,500.50)');
    expect(source).toContain('(M-PESA paybill 522522, account 1234567#A1)');
  });

  it('says a reversed payment counts for nothing, from the landlord’s or the tenant’s API', async () => {
    const receipt = { transactionid: payment.transactionid, payee, balanceafter: 2500.5 };
    expect(pdfSource(await buildReceiptPdf(payment, receipt))).not.toContain('(Reversed)');
    const fromTenantPage = pdfSource(
      await buildReceiptPdf({ ...payment, reversedon: '2026-03-12' }, receipt),
    );
    expect(fromTenantPage).toContain('(Reversed)');
    expect(fromTenantPage).toContain('(On 12 Mar 2026: this payment counts for nothing)');
    const reversal = {
      reason: 'Typed twice',
      reversedon: '2026-03-12',
      by: 'Amina',
      movedto: null,
    };
    const fromLandlord = pdfSource(await buildReceiptPdf({ ...payment, reversal }, receipt));
    expect(fromLandlord).toContain('(On 12 Mar 2026: this payment counts for nothing)');
  });

  it('says a cleared or credit balance in words, with nothing to pay', async () => {
    const receipt = { transactionid: payment.transactionid, payee };
    const cleared = pdfSource(await buildReceiptPdf(payment, { ...receipt, balanceafter: 0 }));
    expect(cleared).toContain('(Nothing owed)');
    expect(cleared).not.toContain('(How to pay)');
    const credit = pdfSource(await buildReceiptPdf(payment, { ...receipt, balanceafter: -500 }));
    expect(credit).toContain('(In credit KES 500)');
    expect(credit).not.toContain('(How to pay)');
    const notTenants = pdfSource(
      await buildReceiptPdf(payment, { ...receipt, balanceafter: null }),
    );
    expect(notTenants).not.toContain('(Balance after this payment)');
  });
});

describe('the statement PDF', () => {
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
        date: '2026-03-05T09:30:00Z',
        kind: 'payment',
        description: 'MPESA payment: March rent',
        detail: {
          line: 'payment',
          paymentmode: 'MPESA',
          description: 'March rent',
          depositheld: 0,
        },
        reference: 'ijklmnop1234',
        displayreference: 'ijklmnop1234',
        debit: 0,
        credit: 1500,
        balance: 500,
      },
    ],
    balance: 500,
    deposit: { charged: 0, received: 0, deducted: 0, refunded: 0, held: 0, due: 0, entries: [] },
  };

  it('lists the lines newest first, as the screen does, with the running balance', async () => {
    const source = pdfSource(await buildStatementPdf(statement, payee));
    expect(source).toContain('(Tenant Statement)');
    expect(source).toContain('(Jua Court Homes)');
    expect(source).not.toContain('Rental Manager');
    expect(source).toContain('(M-PESA paybill 522522, account 1234567#A1)');
    expect(source).toContain('(2,000)');
    expect(source).toContain('(1,500)');
    expect(source).toContain('(500)');
    expect(source.indexOf('(MPESA payment: March rent)')).toBeGreaterThan(0);
    expect(source.indexOf('(MPESA payment: March rent)')).toBeLessThan(
      source.indexOf('(Opening rent balance)'),
    );
    // No deposit was ever charged: no deposit section.
    expect(source).not.toContain('(Deposit held now)');
  });

  it('writes a credit in words in the running balance and the balance now, never as a minus', async () => {
    const credit: Statement = {
      ...statement,
      entries: [statement.entries[0]!, { ...statement.entries[1]!, credit: 2600, balance: -600 }],
      balance: -600,
    };
    const source = pdfSource(await buildStatementPdf(credit, payee));
    expect(source).toContain('(In credit KES 600)');
    expect(source).not.toContain('(-600)');
    await i18n.changeLanguage('sw');
    try {
      const sw = pdfSource(await buildStatementPdf(credit, payee));
      expect(sw).toContain('(Ana ziada ya KES 600)');
      expect(sw).not.toContain('(-600)');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("is a former tenant's final statement with the tenancy's dates and the deposit settled", async () => {
    const final: Statement = {
      ...statement,
      tenant: { ...statement.tenant, status: 'former', moveoutdate: '2026-11-30' },
      balance: 0,
      deposit: {
        charged: 20000,
        received: 20000,
        deducted: 8000,
        refunded: 12000,
        held: 0,
        due: 0,
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
          {
            date: '2026-11-30T09:00:00Z',
            kind: 'deduction',
            description: 'Deducted: damage',
            detail: { line: 'deposit_deduction', reason: 'damage' },
            reference: '',
            displayreference: '',
            amount: 8000,
          },
          {
            date: '2026-11-30T09:00:00Z',
            kind: 'refund',
            description: 'Refunded by MPESA',
            detail: { line: 'deposit_refund', paymentmode: 'MPESA' },
            reference: 'QK12AB34CD',
            displayreference: 'QK12AB34CD',
            amount: 12000,
          },
        ],
      },
    };
    const source = pdfSource(await buildStatementPdf(final, payee));
    expect(source).toContain('(Final Statement)');
    expect(source).toContain('(1 Jan 2026)');
    expect(source).toContain('(30 Nov 2026)');
    expect(source).toContain('(Deducted: damage)');
    expect(source).toContain('(-8,000)');
    expect(source).toContain('(Refunded by MPESA)');
    expect(source).toContain('(QK12AB34CD)');
    expect(source).toContain('(Deposit held now)');
    // Nothing owed and nothing held: nowhere left to pay.
    expect(source).not.toContain('(M-PESA paybill 522522, account 1234567#A1)');
  });
});

describe('PDFs in Kiswahili', () => {
  it('word stored modes, kinds, months and server texts in Kiswahili', async () => {
    await i18n.changeLanguage('sw');
    try {
      expect(invoiceLineText(invoice)).not.toMatch(/March|Rental Invoice Bill/);
      expect(invoiceLineText(invoice)).toContain('Machi 2026');
      const fee: SentInvoice = {
        ...invoice,
        invoicedata: {
          ...invoice.invoicedata,
          invoicetype: 'Late Fee',
          description: 'Late fee on INV-004100',
        },
      };
      expect(invoiceLineText(fee)).toBe('Faini ya kuchelewa kwa INV-004100, nyumba A1');
      const mpesa: Transaction = {
        ...payment,
        externalreference: 'TLK4Q7X2ZB',
        transactiondata: {
          ...payment.transactiondata,
          paymentmode: 'MPESA',
          description: 'M-PESA paybill payment by MWANGI',
        },
      };
      const source = pdfSource(
        await buildReceiptPdf(mpesa, {
          transactionid: payment.transactionid,
          payee,
          balanceafter: 0,
        }),
      );
      expect(source).toContain('(kupitia paybill, kutoka kwa MWANGI)');
      expect(source).toContain('(M-PESA)');
      expect(source).not.toMatch(/paybill payment by|\(MPESA\)|Tenant Payment/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('PDFs', () => {
  it('turns a wide table landscape and says when there are no rows', async () => {
    const wide = await buildTablePdf({
      title: 'Transactions',
      head: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
      body: [['1', '2', '3', '4', '5', '6', '7']],
    });
    expect(wide.internal.pageSize.getWidth()).toBeGreaterThan(wide.internal.pageSize.getHeight());
    const empty = await buildTablePdf({ title: 'Tenants', head: ['Name', 'House'], body: [] });
    expect(empty.internal.pageSize.getWidth()).toBeLessThan(empty.internal.pageSize.getHeight());
    expect(pdfSource(empty)).toContain('(Nothing to show)');
  });

  it("prints a report's figures above its table and its notes under it", async () => {
    const doc = await buildTablePdf({
      title: 'MRI return November 2026',
      head: ['Property', 'Gross rent (KES)'],
      body: [['Jua Court', '10,000']],
      amountColumns: [1],
      foot: ['Total', '10,000'],
      facts: [['Tax due', 'KES 750']],
      notes: ['Left out (not rent): water KES 1,350.'],
      issuer: payee,
    });
    const source = pdfSource(doc);
    expect(source).toContain('(Jua Court Homes)');
    expect(source).toContain('(Tax due)');
    expect(source).toContain('(KES 750)');
    expect(source).toContain('(Left out \\(not rent\\): water KES 1,350.)');
  });

  it('keeps text the standard fonts can print', () => {
    expect(pdfText('KES\u00a015,000')).toBe('KES 15,000');
    expect(pdfText('Wanjirũ Müller')).toBe('Wanjiru Müller');
    expect(pdfText('漢')).toBe('?');
    expect(pdfText('1 Nov 2026 – 30 Nov 2026')).toBe('1 Nov 2026 - 30 Nov 2026');
    expect(pdfText('NIL return: nothing received — a NIL return is still due')).toBe(
      'NIL return: nothing received - a NIL return is still due',
    );
    expect(pdfText('Tenants’ “deposits”…')).toBe('Tenants\' "deposits"...');
  });
});

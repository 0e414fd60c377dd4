import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import type { InvoiceBill } from '@rental/shared/schemas/bills';
import { buildInvoicePdf, type InvoicePdfFacts } from '../../src/modules/bills/invoice-pdf.js';
import { buildReceiptPdf, type ReceiptPdfFacts } from '../../src/modules/bills/receipt-pdf.js';
import { scannedCodes } from '../helpers/scan-qr.js';

// The invoice and receipt PDFs WhatsApp messages carry (decision 0067): what a tenant needs
// to read, in their language. jsPDF writes uncompressed content streams, each line a
// "(text) Tj", so the printed words can be read back.

/** Every string the PDF draws, unescaped and joined by spaces. */
function printedText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const strings = [...source.matchAll(/\(((?:\\[\s\S]|[^\\)])*)\)\s*Tj/g)].map((m) =>
    m[1]!.replace(/\\([()\\])/g, '$1'),
  );
  return strings.join(' ').replace(/\s+/g, ' ');
}

const now = new Date('2026-03-02T07:00:00.000Z');
const payee = {
  name: 'Jua Court Homes',
  phone: '0722000111',
  paybill: '600984',
  account: 'B4',
};

const bill: InvoiceBill = {
  invoiceid: 'inv-1',
  invoicenumber: 'INV-000012',
  invoicedate: '2026-03-01',
  duedate: '2026-03-05',
  status: 'unpaid',
  payee,
  broughtforward: 500,
  amount: 15000,
  totaldue: 15500,
  paid: 0,
  lefttopay: 15500,
  paidon: null,
};

const invoice: InvoicePdfFacts = {
  bill,
  tenantName: 'Amina Wanjiku',
  houseNumber: 'B4',
  rentalName: 'Jua Court',
  invoiceType: 'Rental Invoice Bill',
  billingDate: '2026-03-01',
  description: '',
  etims: { controlNumber: 'KRACU0100000012/45', signature: 'V249-J39C-FJ48-HE2W', qrUrl: null },
};

const qrUrl =
  'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567X00V249J39CFJ48HE2W';

const fonts: Record<string, 'normal' | 'bold'> = { F1: 'normal', F2: 'bold' };

/** Where each string is printed (pt, from the page's bottom left): its baseline and width. */
function textLines(pdf: Buffer): { text: string; left: number; right: number; y: number }[] {
  const measure = new jsPDF({ unit: 'pt' });
  const blocks = pdf.toString('latin1').matchAll(/BT\n([^]*?)\nET/g);
  return [...blocks].flatMap(([, block]) => {
    const font = /\/(F\d+) ([\d.]+) Tf/.exec(block!);
    const at = /(-?[\d.]+) (-?[\d.]+) Td\n\(((?:\\[^]|[^\\)])*)\) Tj/.exec(block!);
    if (!font || !at) return [];
    measure.setFont('helvetica', fonts[font[1]!] ?? 'normal');
    measure.setFontSize(Number(font[2]));
    const text = at[3]!.replace(/\\([()\\])/g, '$1');
    const left = Number(at[1]);
    return [{ text, left, right: left + measure.getTextWidth(text), y: Number(at[2]) }];
  });
}

/** Where the QR code is (pt, from the bottom left): its dark modules, small filled squares. */
function qrBounds(pdf: Buffer) {
  const squares = [
    ...pdf.toString('latin1').matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (-?[\d.]+) re\nf/g),
  ]
    .map((m) => m.slice(1, 5).map(Number) as [number, number, number, number])
    .filter(([, , side]) => side < 4);
  expect(squares.length).toBeGreaterThan(200);
  // jsPDF writes a square's height downwards: negative.
  return {
    left: Math.min(...squares.map(([x]) => x)),
    top: Math.max(...squares.map(([, y]) => y)),
    bottom: Math.min(...squares.map(([, y, , h]) => y + h)),
  };
}

const receipt: ReceiptPdfFacts = {
  payee,
  reference: 'SGH7K2LM9P',
  paidAt: new Date('2026-03-03T09:30:00.000Z'),
  amount: 10000,
  tenantName: 'Amina Wanjiku',
  houseNumber: 'B4',
  paymentMode: 'MPESA',
  balanceAfter: 5500,
};

describe('the invoice PDF', () => {
  it('prints the issuer, number, tenant, line, totals, paybill and KRA’s numbers', async () => {
    const pdf = await buildInvoicePdf(invoice, 'en', now);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const text = printedText(pdf);
    for (const expected of [
      'Jua Court Homes',
      'Invoice',
      'INV-000012',
      'Amina Wanjiku',
      'House B4, Jua Court',
      'March 2026 rent, House B4',
      '15,000',
      'Balance brought forward',
      'KES 15,500',
      'M-PESA paybill 600984, account B4',
      'Pay KES 15,500 by',
      'Control unit invoice number: KRACU0100000012/45',
      'Receipt signature: V249-J39C-FJ48-HE2W',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('is in Kiswahili for a Kiswahili tenant', async () => {
    const text = printedText(await buildInvoicePdf(invoice, 'sw', now));
    for (const expected of [
      'Ankara',
      'INV-000012',
      'Nyumba B4, Jua Court',
      'Kodi',
      'nyumba B4',
      'Salio la awali',
      'Jumla ya kulipa',
      'KES 15,500',
      'Jinsi ya kulipa',
      'M-PESA paybill 600984, akaunti B4',
      'Lipa KES 15,500 kufikia',
      'Nambari ya ankara ya kifaa cha kodi: KRACU0100000012/45',
      'Sahihi ya risiti: V249-J39C-FJ48-HE2W',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Balance brought forward');
  });

  it('keeps each label clear of its value in both languages', async () => {
    for (const language of ['en', 'sw'] as const) {
      const lines = textLines(await buildInvoicePdf(invoice, language, now));
      for (const [label, value] of [
        [/^(Due date|Tarehe ya mwisho ya kulipa)$/, '5'],
        [/^(Invoice number|Nambari ya ankara)$/, 'INV-000012'],
      ] as const) {
        const labelLine = lines.find(({ text }) => label.test(text));
        const valueLine = lines.find(({ text, y }) => text.startsWith(value) && y === labelLine?.y);
        expect(labelLine && valueLine, `${language} ${label}`).toBeTruthy();
        // At least 2 mm (5.67 pt) between them: a reader sees two words, not one.
        expect(valueLine!.left - labelLine!.right, labelLine!.text).toBeGreaterThan(5.67);
      }
    }
  });

  it('leaves KRA out until KRA took the invoice, and thanks a paid one', async () => {
    const paid = {
      ...invoice,
      etims: null,
      bill: { ...bill, status: 'paid' as const, paid: 15500, lefttopay: 0, paidon: '2026-03-04' },
    };
    const text = printedText(await buildInvoicePdf(paid, 'en', now));
    expect(text).not.toContain('KRA eTIMS');
    expect(text).toContain('PAID');
    expect(text).toContain('Paid in full on');
  });
});

describe("the invoice PDF of an invoice KRA's eTIMS took", () => {
  const sent = { ...invoice, etims: { ...invoice.etims!, qrUrl } };

  it("prints KRA's receipt link as a QR code a phone reads back", async () => {
    for (const language of ['en', 'sw'] as const) {
      const pdf = await buildInvoicePdf(sent, language, now);
      expect(scannedCodes(pdf), language).toEqual([qrUrl]);
    }
    const text = printedText(await buildInvoicePdf(sent, 'en', now));
    expect(text).toContain('Scan the code to check this invoice with KRA.');
    expect(text).toContain('Control unit invoice number: KRACU0100000012/45');
  });

  it('keeps every line of the box clear of the code, however long', async () => {
    const long = {
      ...sent,
      etims: {
        controlNumber: 'KRACU0100000012/45',
        signature: Array(6).fill('V249-J39C-FJ48-HE2W').join('-'),
        qrUrl,
      },
    };
    for (const language of ['en', 'sw'] as const) {
      const pdf = await buildInvoicePdf(long, language, now);
      const qr = qrBounds(pdf);
      // Every line printed beside the code (from above its top to below its foot) ends before it.
      const beside = textLines(pdf).filter(({ y }) => y > qr.bottom - 10 && y < qr.top + 10);
      expect(beside.length, language).toBeGreaterThanOrEqual(4);
      for (const line of beside) expect(line.right, line.text).toBeLessThan(qr.left);
      expect(scannedCodes(pdf), language).toEqual([qrUrl]);
    }
  });

  it('prints no code without a receipt link', async () => {
    const pdf = await buildInvoicePdf(invoice, 'en', now);
    expect(scannedCodes(pdf)).toEqual([]);
    expect(printedText(pdf)).not.toContain('Scan the code');
  });
});

describe('the receipt PDF', () => {
  it('prints the amount, the balance after it, the reference and where to pay the rest', async () => {
    const pdf = await buildReceiptPdf(receipt, 'en', now);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const text = printedText(pdf);
    for (const expected of [
      'Jua Court Homes',
      'Payment Receipt',
      'Amount received',
      'KES 10,000',
      'KES 5,500',
      'SGH7K2LM9P',
      'Amina Wanjiku',
      'M-PESA paybill 600984, account B4',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('is in Kiswahili for a Kiswahili tenant', async () => {
    const text = printedText(
      await buildReceiptPdf({ ...receipt, paymentMode: 'Cash', balanceAfter: -200 }, 'sw', now),
    );
    for (const expected of [
      'Risiti ya Malipo',
      'Kiasi kilichopokelewa',
      'KES 10,000',
      'Salio baada ya malipo haya',
      'Ana ziada ya KES 200',
      'Kumbukumbu',
      'SGH7K2LM9P',
      'Mpangaji',
      'Pesa taslimu',
      'Imepokelewa na',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Nothing owed: no "how to pay".
    expect(text).not.toContain('Jinsi ya kulipa');
  });
});

import { formatKes, formatKesFigure, kesToCents } from '@rental/shared/money';
import type { BillPayee } from '@rental/shared/schemas/bills';
import type { Statement } from '@rental/shared/schemas/ledger';
import { formatCalendarDate, formatDay } from '../format-date';
import { newestFirst } from '../statement-lines';
import type { PdfDocument } from './load-pdf-kit';
import { drawDepositTable } from './deposit-pdf';
import { payToText } from './pay-box';
import { drawFacts, drawPageNumbers, margin, pdfStatementLine, pdfT, pdfText } from './pdf-layout';
import { startPdf, totalTableStyles } from './start-pdf';
import { formatBalance, formatBalanceFigure } from '../format-balance';

/** The sum of one amount column, added in cents so it is exact. */
function sumOf(entries: Statement['entries'], column: 'debit' | 'credit'): number {
  return entries.reduce((cents, entry) => cents + kesToCents(entry[column]), 0) / 100;
}

/**
 * A tenant's statement from the landlord (name and phone in the header): what is owed now and
 * where to pay it, then every ledger line with the running balance, newest first as on the
 * screen (the same lines, in the same order), and the deposit apart. Once the tenant has moved
 * out it is their final statement, with the tenancy's dates and how the deposit was settled.
 */
export async function buildStatementPdf(
  statement: Statement,
  payee: BillPayee,
  now = new Date(),
): Promise<PdfDocument> {
  const { tenant, deposit } = statement;
  const final = tenant.status === 'former';
  const title = pdfT(final ? 'statement.finalTitle' : 'statement.title');
  const dates: [string, string][] = [
    ...(tenant.moveindate
      ? [[pdfT('statement.movedIn'), formatCalendarDate(tenant.moveindate)] as [string, string]]
      : []),
    ...(tenant.moveoutdate
      ? [[pdfT('statement.movedOut'), formatCalendarDate(tenant.moveoutdate)] as [string, string]]
      : []),
  ];
  const { doc, autoTable, top } = await startPdf({
    title,
    documentTitle: `${title} ${tenant.name}`,
    now,
    issuer: payee,
  });
  const factsEnd = drawFacts(
    doc,
    [
      [pdfT('statement.tenant'), tenant.name],
      // The tenant's own page does not give their phone: the line is left out there.
      ...(tenant.phonenumber
        ? [[pdfT('statement.phone'), tenant.phonenumber] as [string, string]]
        : []),
      [pdfT('statement.house'), `${tenant.housenumber}, ${tenant.rentalname}`],
      ...dates,
      [pdfT('statement.currentBalance'), formatBalance(statement.balance)],
      [pdfT('statement.depositHeld'), formatKes(deposit.held)],
      // A former tenant who owes nothing has nowhere left to pay.
      ...(final && statement.balance <= 0
        ? []
        : [[pdfT('statement.payTo'), payToText(payee)] as [string, string]]),
    ],
    margin,
    top,
  );

  const kes = (label: string) => `${label} (KES)`;
  autoTable(doc, {
    startY: factsEnd + 2,
    margin: { left: margin, right: margin, bottom: 16 },
    head: [
      [
        pdfT('statement.date'),
        pdfT('statement.description'),
        pdfT('statement.reference'),
        kes(pdfT('statement.debit')),
        kes(pdfT('statement.credit')),
        kes(pdfT('statement.balance')),
      ],
    ],
    body:
      statement.entries.length > 0
        ? newestFirst(statement.entries).map((entry) => [
            formatDay(entry.date),
            pdfStatementLine(entry),
            pdfText(entry.displayreference),
            entry.debit ? formatKesFigure(entry.debit) : '',
            entry.credit ? formatKesFigure(entry.credit) : '',
            // A credit in words, as on the screen: "-600" would read as a debt.
            pdfText(formatBalanceFigure(entry.balance)),
          ])
        : [[{ content: pdfT('statement.none'), colSpan: 6 }]],
    foot: [
      [
        { content: pdfT('total'), colSpan: 3, styles: { halign: 'right' } },
        {
          content: formatKesFigure(sumOf(statement.entries, 'debit')),
          styles: { halign: 'right' },
        },
        {
          content: formatKesFigure(sumOf(statement.entries, 'credit')),
          styles: { halign: 'right' },
        },
        '',
      ],
      [
        { content: pdfT('statement.currentBalance'), colSpan: 5, styles: { halign: 'right' } },
        {
          content: pdfText(formatBalanceFigure(statement.balance)),
          styles: { halign: 'right' },
        },
      ],
    ],
    // The balance now sits on top, above the newest line: the foot repeats it at the end.
    ...totalTableStyles,
    theme: 'striped',
    styles: { fontSize: 9, cellPadding: 2 },
    // The date on one line ("24 Nov 2026"): the description takes what is left.
    columnStyles: {
      0: { cellWidth: 22 },
      3: { halign: 'right' },
      4: { halign: 'right' },
      5: { halign: 'right' },
    },
  });
  if (deposit.charged > 0 || deposit.entries.length > 0) drawDepositTable(doc, autoTable, deposit);
  drawPageNumbers(doc);
  return doc;
}

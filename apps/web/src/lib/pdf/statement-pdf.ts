import { formatKes } from '@rental/shared/money';
import type { Statement } from '@rental/shared/schemas/ledger';
import { formatDay } from '../format-date';
import type { PdfDocument } from './load-pdf-kit';
import {
  drawFacts,
  drawPageNumbers,
  formatAmount,
  margin,
  pdfT,
  pdfText,
  savePdf,
} from './pdf-layout';
import { startPdf, totalTableStyles } from './start-pdf';

/** A tenant's statement: every ledger line with the running balance, and what is owed now. */
export async function buildStatementPdf(
  statement: Statement,
  now = new Date(),
): Promise<PdfDocument> {
  const { tenant } = statement;
  const { doc, autoTable, top } = await startPdf({
    title: pdfT('statement.title'),
    documentTitle: `${pdfT('statement.title')} ${tenant.name}`,
    now,
  });
  const factsEnd = drawFacts(
    doc,
    [
      [pdfT('statement.tenant'), tenant.name],
      [pdfT('statement.phone'), tenant.phonenumber],
      [pdfT('statement.house'), `${tenant.housenumber}, ${tenant.rentalname}`],
      [pdfT('statement.currentBalance'), formatKes(statement.balance)],
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
        ? statement.entries.map((entry) => [
            formatDay(entry.date),
            pdfText(entry.description),
            pdfText(entry.reference),
            entry.debit ? formatAmount(entry.debit) : '',
            entry.credit ? formatAmount(entry.credit) : '',
            formatAmount(entry.balance),
          ])
        : [[{ content: pdfT('statement.none'), colSpan: 6 }]],
    foot: [
      [
        { content: pdfT('statement.currentBalance'), colSpan: 5, styles: { halign: 'right' } },
        formatAmount(statement.balance),
      ],
    ],
    ...totalTableStyles,
    theme: 'striped',
    styles: { fontSize: 9, cellPadding: 2 },
    columnStyles: { 3: { halign: 'right' }, 4: { halign: 'right' }, 5: { halign: 'right' } },
  });
  drawPageNumbers(doc);
  return doc;
}

/** Builds the statement and downloads it as statement-<tenant name>.pdf. */
export async function downloadStatementPdf(statement: Statement) {
  savePdf(await buildStatementPdf(statement), `statement-${statement.tenant.name}`);
}

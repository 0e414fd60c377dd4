import { formatKesFigure } from '@rental/shared/money';
import type { Statement } from '@rental/shared/schemas/ledger';
import { formatDay } from '../format-date';
import type { PdfDocument, PdfKit } from './load-pdf-kit';
import { afterTable, margin, pdfStatementLine, pdfT, pdfText } from './pdf-layout';
import { totalTableStyles } from './start-pdf';

type Deposit = Statement['deposit'];

/** Deductions and refunds take money out of the deposit: they print as minus amounts. */
function signed(entry: Deposit['entries'][number]) {
  return entry.kind === 'deduction' || entry.kind === 'refund' ? -entry.amount : entry.amount;
}

/**
 * The statement's deposit part, under the rent lines: each movement oldest first (charged,
 * received, deducted with its reason, refunded with its mode and reference), then what was
 * received, deducted and refunded, and what is held now.
 */
export function drawDepositTable(
  doc: PdfDocument,
  autoTable: PdfKit['autoTable'],
  deposit: Deposit,
) {
  const top = afterTable(doc, margin) + 10;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.setTextColor(20, 20, 20);
  doc.text(pdfT('statement.deposit.title'), margin, top);
  const total = (label: string, kes: number) => [
    { content: label, colSpan: 3, styles: { halign: 'right' as const } },
    { content: formatKesFigure(kes), styles: { halign: 'right' as const } },
  ];
  autoTable(doc, {
    startY: top + 3,
    margin: { left: margin, right: margin, bottom: 16 },
    head: [
      [
        pdfT('statement.date'),
        pdfT('statement.description'),
        pdfT('statement.reference'),
        `${pdfT('statement.deposit.amount')} (KES)`,
      ],
    ],
    body: deposit.entries.map((entry) => [
      formatDay(entry.date),
      pdfStatementLine(entry),
      pdfText(entry.reference),
      formatKesFigure(signed(entry)),
    ]),
    foot: [
      total(pdfT('statement.deposit.received'), deposit.received),
      total(pdfT('statement.deposit.deducted'), deposit.deducted),
      total(pdfT('statement.deposit.refunded'), deposit.refunded),
      ...(deposit.due > 0 ? [total(pdfT('statement.deposit.due'), deposit.due)] : []),
      total(pdfT('statement.deposit.held'), deposit.held),
    ],
    ...totalTableStyles,
    theme: 'striped',
    styles: { fontSize: 9, cellPadding: 2 },
    columnStyles: { 3: { halign: 'right' } },
  });
}

import i18next from 'i18next';
import { formatDayTime } from '../format-date';
import { statementLineOf } from '../statement-line-text';
import type { PdfDocument } from './load-pdf-kit';

/** The brand's green (theme primary) and the greys of the text. */
export const brandColor: [number, number, number] = [27, 94, 32];
export const mutedColor: [number, number, number] = [110, 110, 110];
/** The pale green behind totals and the receipt's amount. */
export const paleBrandColor: [number, number, number] = [232, 245, 233];
export const margin = 14;

/** A PDF text in the `pdf` namespace. */
export function pdfT(key: string, options?: Record<string, unknown>): string {
  return i18next.t(key, { ns: 'pdf', ...options });
}

/** A statement line (rent or deposit) in the PDF's language, worded as the screens word it. */
export function pdfStatementLine(line: Parameters<typeof statementLineOf>[0]): string {
  return pdfText(statementLineOf(line, i18next.t.bind(i18next)));
}

/** Typographic punctuation the texts use, as the Latin-1 the PDF fonts can draw. */
const latinPunctuation: Record<string, string> = {
  '\u2013': '-',
  '\u2014': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2026': '...',
  '\u2022': '\u00b7',
};
const latinPunctuationPattern = new RegExp(`[${Object.keys(latinPunctuation).join('')}]`, 'g');

/**
 * The standard PDF fonts only know Latin-1: spaces Intl puts in amounts become plain spaces,
 * dashes, curly quotes and ellipses their plain forms ("1 Nov – 30 Nov" a hyphen, not '?'),
 * accented letters outside Latin-1 lose their accent, anything else becomes '?'.
 */
export function pdfText(value: string): string {
  return [
    ...value
      .replace(/[\u00a0\u202f\u2007]/g, ' ')
      .replace(latinPunctuationPattern, (c) => latinPunctuation[c]!),
  ]
    .map((char) => {
      if (char.charCodeAt(0) <= 0xff) return char;
      const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return plain.length > 0 && [...plain].every((c) => c.charCodeAt(0) <= 0xff) ? plain : '?';
    })
    .join('');
}

/** The logo of public/images/logo.svg drawn in vector: a green tile with a white house. */
function drawMark(doc: PdfDocument, x: number, y: number, size: number) {
  const unit = size / 64;
  doc.setFillColor(...brandColor);
  doc.roundedRect(x, y, size, size, 14 * unit, 14 * unit, 'F');
  // House outline of the SVG (64-unit grid), as steps from its left eave.
  const steps: [number, number][] = [
    [18, -16],
    [18, 16],
    [0, 18],
    [-12, 0],
    [0, -12],
    [-12, 0],
    [0, 12],
    [-12, 0],
  ];
  doc.setFillColor(255, 255, 255);
  doc.lines(
    steps.map(([dx, dy]) => [dx * unit, dy * unit]),
    x + 14 * unit,
    y + 32 * unit,
    [1, 1],
    'F',
    true,
  );
}

/** Who a bill is from: the landlord's name and phone as tenants see them. */
export interface PdfIssuer {
  name: string;
  phone: string;
}

/** The issuer's name in the header, made smaller (then cut) until it leaves the title room. */
function drawIssuer(doc: PdfDocument, issuer: PdfIssuer, x: number, maxWidth: number) {
  doc.setFont('helvetica', 'bold');
  doc.setTextColor(...brandColor);
  let size = 14;
  const name = pdfText(issuer.name);
  doc.setFontSize(size);
  while (size > 9 && doc.getTextWidth(name) > maxWidth) doc.setFontSize((size -= 1));
  const [line = ''] = doc.splitTextToSize(name, maxWidth) as string[];
  doc.text(line, x, margin + 6);
  if (issuer.phone) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    doc.setTextColor(...mutedColor);
    doc.text(pdfText(pdfT('issuerPhone', { phone: issuer.phone })), x, margin + 11.5);
  }
}

/**
 * The top of every PDF: the mark and, on bills, the landlord who issues them (else the product
 * name, on exports) on the left; the title and when it was generated on the right. Returns the
 * y where the content starts.
 */
export function drawHeader(
  doc: PdfDocument,
  title: string,
  now = new Date(),
  issuer?: PdfIssuer,
): number {
  const width = doc.internal.pageSize.getWidth();
  drawMark(doc, margin, margin, 12);
  doc.setTextColor(20, 20, 20);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(20);
  const titleWidth = doc.getTextWidth(pdfText(title));
  doc.text(pdfText(title), width - margin, margin + 7, { align: 'right' });

  const left = margin + 16;
  if (issuer) {
    drawIssuer(doc, issuer, left, width - margin - titleWidth - 6 - left);
  } else {
    doc.setFontSize(14);
    doc.setTextColor(...brandColor);
    doc.text(pdfText(i18next.t('common:productName')), left, margin + 8);
  }

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(...mutedColor);
  doc.text(pdfText(pdfT('generated', { date: formatDayTime(now) })), width - margin, margin + 13, {
    align: 'right',
  });

  doc.setDrawColor(...brandColor);
  doc.setLineWidth(0.6);
  doc.line(margin, margin + 17, width - margin, margin + 17);
  doc.setTextColor(20, 20, 20);
  return margin + 25;
}

/** "Page n of m" at the foot of every page (once all pages exist). */
export function drawPageNumbers(doc: PdfDocument) {
  const pages = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.setTextColor(...mutedColor);
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.text(pdfT('page', { page, pages }), width / 2, height - 8, { align: 'center' });
  }
}

/** The room between a label and its value, in millimetres. */
const factGap = 3;
/** The height of one line of 10-point facts, and the gap after each fact. */
const factLine = 4.6;
const factSpacing = 1.4;

/**
 * Label-value pairs in two columns (receipt, invoice and statement details). The labels'
 * column is as wide as the widest label, measured in its bold font (at least `labelWidth`),
 * so a long label ("Tarehe ya mwisho ya kulipa") never runs into its value in any language;
 * a label wider than half the room wraps instead. Returns the next y.
 */
export function drawFacts(
  doc: PdfDocument,
  facts: readonly (readonly [label: string, value: string])[],
  x: number,
  y: number,
  labelWidth = 38,
): number {
  doc.setFontSize(10);
  const room = doc.internal.pageSize.getWidth() - margin - x;
  doc.setFont('helvetica', 'bold');
  const widest = Math.max(0, ...facts.map(([label]) => doc.getTextWidth(pdfText(label))));
  const labelColumn = Math.min(Math.max(labelWidth, widest + factGap), room / 2);
  const valueWidth = room - labelColumn;
  let line = y;
  for (const [label, value] of facts) {
    doc.setFont('helvetica', 'bold');
    doc.setTextColor(...mutedColor);
    const labelLines: string[] = doc.splitTextToSize(pdfText(label), labelColumn - factGap);
    doc.text(labelLines, x, line, { lineHeightFactor: factLine / 3.53 });
    doc.setFont('helvetica', 'normal');
    doc.setTextColor(20, 20, 20);
    const valueLines: string[] = doc.splitTextToSize(pdfText(value || '-'), valueWidth);
    doc.text(valueLines, x + labelColumn, line, { lineHeightFactor: factLine / 3.53 });
    line += factLine * Math.max(labelLines.length, valueLines.length) + factSpacing;
  }
  return line;
}

/** The y below the last table autoTable drew. */
export function afterTable(doc: PdfDocument, fallback: number): number {
  const last = (doc as PdfDocument & { lastAutoTable?: { finalY?: number } }).lastAutoTable;
  return last?.finalY ?? fallback;
}

/** A file name without characters file systems refuse, ending in `.extension`. */
export function safeFileName(name: string, extension: string): string {
  const base = name
    .replace(new RegExp(`\\.${extension}$`, 'i'), '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'document'}.${extension}`;
}

/** Hands the finished PDF to the browser as a download. */
export function savePdf(doc: PdfDocument, filename: string) {
  doc.save(safeFileName(filename, 'pdf'));
}

import { formatInstantDayTime } from '@rental/shared/date-format';
import type { Language } from '@rental/shared/enums';
import { formatMessage } from '@rental/shared/format-message';
import { pdfTexts, type PdfCatalogue } from '@rental/shared/pdf/texts';
import { pdfTextsSw } from '@rental/shared/pdf/texts-sw';
import type { jsPDF } from 'jspdf';

/**
 * The look of the app's PDFs (apps/web/src/lib/pdf/pdf-layout.ts: invoices, receipts,
 * statements) for the PDFs the server makes with the same library, jsPDF: the green mark and
 * the issuer on the left, the title and when it was made on the right, a green rule under
 * them, "Page n of m" at the foot. Millimetres, A4, Helvetica (Latin-1: pdfText).
 */

export type PdfDocument = jsPDF;

export const brandColor: [number, number, number] = [27, 94, 32];
export const mutedColor: [number, number, number] = [110, 110, 110];
export const textColor: [number, number, number] = [20, 20, 20];
export const margin = 14;

/** The header's and footer's words: the web's `pdf` catalogue (@rental/shared/pdf/texts). */
const words: Record<Language, PdfCatalogue> = { en: pdfTexts, sw: pdfTextsSw };

/**
 * jsPDF (about 400 KB), loaded at the first PDF the server makes: the server starts without
 * it (its start-up memory has a budget, scripts/bundle.mjs).
 */
export async function newPdf(title: string): Promise<PdfDocument> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: false });
  doc.setProperties({ title: pdfText(title) });
  return doc;
}

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

/**
 * The standard PDF fonts know only Latin-1: the spaces Intl puts in amounts become plain
 * spaces, typographic punctuation its plain form, an accent outside Latin-1 is dropped, and
 * anything else becomes '?' (as the web's pdfText).
 */
export function pdfText(value: string): string {
  return [
    ...value
      .replace(/[\u00a0\u202f\u2007]/g, ' ')
      .replace(/[\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022]/g, (c) => latinPunctuation[c]!),
  ]
    .map((char) => {
      if (char.charCodeAt(0) <= 0xff) return char;
      const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return plain.length > 0 && [...plain].every((c) => c.charCodeAt(0) <= 0xff) ? plain : '?';
    })
    .join('');
}

/** The logo (public/images/logo.svg) in vector: a green tile with a white house. */
function drawMark(doc: PdfDocument, x: number, y: number, size: number) {
  const unit = size / 64;
  doc.setFillColor(...brandColor);
  doc.roundedRect(x, y, size, size, 14 * unit, 14 * unit, 'F');
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

/** Who issues the document: the landlord's name and phone, as bills carry them. */
export interface PdfIssuer {
  name: string;
  phone: string;
}

/**
 * The top of the first page: the mark and the issuer (made smaller, then cut, until the title
 * has room), the title and when it was made. Returns the y where the content starts.
 */
export function drawHeader(
  doc: PdfDocument,
  header: { title: string; issuer: PdfIssuer; now: Date; language: Language },
): number {
  const w = words[header.language];
  const width = doc.internal.pageSize.getWidth();
  drawMark(doc, margin, margin, 12);
  doc.setTextColor(...textColor);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(20);
  const title = pdfText(header.title);
  const titleWidth = doc.getTextWidth(title);
  doc.text(title, width - margin, margin + 7, { align: 'right' });

  const left = margin + 16;
  const room = width - margin - titleWidth - 6 - left;
  doc.setTextColor(...brandColor);
  let size = 14;
  const name = pdfText(header.issuer.name);
  doc.setFontSize(size);
  while (size > 9 && doc.getTextWidth(name) > room) doc.setFontSize((size -= 1));
  const [line = ''] = doc.splitTextToSize(name, room) as string[];
  doc.text(line, left, margin + 6);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(...mutedColor);
  if (header.issuer.phone) {
    const phone = formatMessage(w.issuerPhone, { phone: header.issuer.phone });
    doc.text(pdfText(phone), left, margin + 11.5);
  }
  const made = formatInstantDayTime(header.now, header.language);
  doc.text(pdfText(formatMessage(w.generated, { date: made })), width - margin, margin + 13, {
    align: 'right',
  });

  doc.setDrawColor(...brandColor);
  doc.setLineWidth(0.6);
  doc.line(margin, margin + 17, width - margin, margin + 17);
  doc.setTextColor(...textColor);
  return margin + 25;
}

/** "Page n of m" at the foot of every page, once all pages exist. */
export function drawPageNumbers(doc: PdfDocument, language: Language) {
  const pages = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.setTextColor(...mutedColor);
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    const text = formatMessage(words[language].page, { page, pages });
    doc.text(pdfText(text), width / 2, height - 8, { align: 'center' });
  }
}

/** The finished file. */
export function pdfBuffer(doc: PdfDocument): Buffer {
  return Buffer.from(doc.output('arraybuffer'));
}

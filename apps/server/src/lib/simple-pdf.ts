/**
 * A small PDF writer for documents the server must serve as files (a landlord's statement from
 * their own page): A4 pages of text in Helvetica (regular and bold), with rules. Text is
 * written in WinAnsi (Latin-1): English and Kiswahili need nothing else; any other character
 * prints as "?". Enough for a statement of lines and figures; the app's richer PDFs are made
 * in the browser (apps/web/src/lib/pdf).
 */

export const pageWidth = 595;
export const pageHeight = 842;

export interface PdfText {
  kind: 'text';
  text: string;
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  /** Right: x is where the text ends. */
  align?: 'left' | 'right';
}

export interface PdfRule {
  kind: 'rule';
  x1: number;
  x2: number;
  y: number;
}

export type PdfItem = PdfText | PdfRule;

/** Helvetica's advance widths (per 1000 em) for the characters figures and labels use most. */
const widths: Record<string, number> = {
  ' ': 278,
  ',': 278,
  '.': 278,
  '-': 333,
  '(': 333,
  ')': 333,
  ':': 278,
  '%': 889,
  K: 667,
  E: 667,
  S: 667,
  i: 222,
  l: 222,
  j: 222,
  f: 278,
  t: 278,
  r: 333,
  I: 278,
  m: 833,
  w: 722,
  M: 833,
  W: 944,
};

/** The width of `text` at `size` points (Helvetica; bold is close enough for alignment). */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const char of text) units += widths[char] ?? 556;
  return (units * size) / 1000;
}

/** `text` as a PDF string literal in WinAnsi, escaped. */
function pdfString(text: string): string {
  let out = '';
  // Curly quotes and dashes as \u escapes: the bundle stays ASCII (scripts/bundle.mjs).
  const plain = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-');
  for (const char of plain) {
    const code = char.codePointAt(0) ?? 63;
    const byte = code < 256 ? String.fromCharCode(code) : '?';
    out += byte === '\\' || byte === '(' || byte === ')' ? `\\${byte}` : byte;
  }
  return `(${out})`;
}

const fixed = (n: number) => (Math.round(n * 100) / 100).toString();

function pageContent(items: readonly PdfItem[]): string {
  const ops: string[] = [];
  for (const item of items) {
    if (item.kind === 'rule') {
      ops.push(`0.5 w ${fixed(item.x1)} ${fixed(item.y)} m ${fixed(item.x2)} ${fixed(item.y)} l S`);
      continue;
    }
    const x = item.align === 'right' ? item.x - textWidth(item.text, item.size) : item.x;
    ops.push(
      `BT /${item.bold ? 'F2' : 'F1'} ${item.size} Tf ${fixed(x)} ${fixed(item.y)} Td ${pdfString(item.text)} Tj ET`,
    );
  }
  return ops.join('\n');
}

/** A PDF of the given pages (each a list of items, y measured from the page's bottom). */
export function buildPdf(pages: readonly (readonly PdfItem[])[], title: string): Buffer {
  const objects: string[] = [];
  // An object's number is its place in the list, from 1.
  const add = (body: string) => objects.push(body);
  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  const pagesId = add(''); // filled below, once the pages' ids are known
  const regular = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const bold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const info = add(`<< /Title ${pdfString(title)} /Producer (Rental) >>`);
  const pageIds: number[] = [];
  for (const items of pages) {
    const content = pageContent(items);
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
          `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${offset.toString().padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

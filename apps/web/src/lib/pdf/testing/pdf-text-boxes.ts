import { jsPDF } from 'jspdf';

// Reads where the text of a finished PDF is printed, from the file itself: jsPDF writes its
// content streams uncompressed, one per page, as BT ... ET blocks of "/F2 10 Tf", "13 TL",
// "x y Td", "(text) Tj" and "T*" (the next line, TL below). Each string's box is its measured width by the font's size, from the baseline's
// descent to its ascent: what a reader sees printed over something else.

export interface TextBox {
  page: number;
  text: string;
  /** In points, from the page's bottom left corner. */
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/** Helvetica's ascent and descent, in ems (its AFM: 718 and -207). */
const ascent = 0.718;
const descent = 0.207;

const fontStyles: Record<string, [family: string, style: string]> = {
  Helvetica: ['helvetica', 'normal'],
  'Helvetica-Bold': ['helvetica', 'bold'],
  'Helvetica-Oblique': ['helvetica', 'italic'],
  'Helvetica-BoldOblique': ['helvetica', 'bolditalic'],
};

/** The PDF string literal's text: \( \) \\ and octal escapes undone. */
function unescapePdfString(literal: string): string {
  return literal.replace(/\\([0-7]{1,3}|[\s\S])/g, (_all, escaped: string) => {
    if (/^[0-7]+$/.test(escaped)) return String.fromCharCode(parseInt(escaped, 8));
    const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    return named[escaped] ?? escaped;
  });
}

/** Which standard font each resource name (/F1, /F2 …) stands for. */
function fontNames(source: string): Map<string, string> {
  const objects = new Map<string, string>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*<<[^]*?\/BaseFont \/([\w-]+)/g)) {
    objects.set(match[1]!, match[2]!);
  }
  const names = new Map<string, string>();
  for (const match of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const base = objects.get(match[2]!);
    if (base) names.set(match[1]!, base);
  }
  return names;
}

/** Every string the PDF prints, with its box, page by page. */
export function pdfTextBoxes(pdf: ArrayBuffer): TextBox[] {
  const source = Buffer.from(pdf).toString('latin1');
  const fonts = fontNames(source);
  const measure = new jsPDF({ unit: 'pt' });
  const boxes: TextBox[] = [];
  const streams = [...source.matchAll(/stream\r?\n([^]*?)endstream/g)].map((m) => m[1]!);
  streams
    .filter((stream) => stream.includes('BT'))
    .forEach((stream, index) => {
      for (const block of stream.matchAll(/BT\n([^]*?)\nET/g)) {
        let font = 'Helvetica';
        let size = 10;
        let x = 0;
        let y = 0;
        let leading = 0;
        const tokens = block[1]!.matchAll(
          /\/(F\d+) ([\d.]+) Tf|(-?[\d.]+) (-?[\d.]+) Td|\(((?:\\[^]|[^\\)])*)\) Tj|([\d.]+) TL|(T\*)/g,
        );
        for (const token of tokens) {
          if (token[6] !== undefined) {
            leading = Number(token[6]);
          } else if (token[7]) {
            y -= leading;
          } else if (token[1]) {
            font = fonts.get(token[1]) ?? font;
            size = Number(token[2]);
          } else if (token[3] !== undefined) {
            x += Number(token[3]);
            y += Number(token[4]);
          } else {
            const text = unescapePdfString(token[5]!);
            if (text.trim() === '') continue;
            const [family, style] = fontStyles[font] ?? ['helvetica', 'normal'];
            measure.setFont(family, style);
            measure.setFontSize(size);
            boxes.push({
              page: index + 1,
              text,
              left: x,
              right: x + measure.getTextWidth(text),
              bottom: y - descent * size,
              top: y + ascent * size,
            });
          }
        }
      }
    });
  return boxes;
}

/** Points two boxes may share before they count as printed over each other. */
const tolerance = 0.5;

/** Each pair of strings printed over each other on the same page. */
export function overlappingText(boxes: readonly TextBox[]): [string, string][] {
  const pairs: [string, string][] = [];
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      if (a.page !== b.page) continue;
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom);
      if (across > tolerance && down > tolerance) pairs.push([a.text, b.text]);
    }
  });
  return pairs;
}

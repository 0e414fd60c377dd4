import type { Language } from '@rental/shared/enums';
import {
  brandColor,
  drawHeader,
  drawPageNumbers,
  margin,
  newPdf,
  pdfBuffer,
  pdfText,
  textColor,
  type PdfDocument,
  type PdfIssuer,
} from '../../lib/branded-pdf.js';

const titles: Record<Language, string> = { en: 'Tenancy agreement', sw: 'Mkataba wa upangaji' };

/** Millimetres: a 10-point line, the gap between paragraphs, the foot kept clear. */
const lineHeight = 4.8;
const paragraphGap = 2.6;
const footRoom = 18;
const bulletIndent = 5;

/** Writes the lease's lines from `top`, a new page whenever the next would run into the foot. */
class LeaseWriter {
  y: number;
  private readonly width: number;
  private readonly bottom: number;

  constructor(
    private readonly doc: PdfDocument,
    top: number,
  ) {
    this.y = top;
    this.width = doc.internal.pageSize.getWidth() - 2 * margin;
    this.bottom = doc.internal.pageSize.getHeight() - footRoom;
  }

  /** A new page unless `height` more fits on this one. */
  private room(height: number) {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = margin + 6;
  }

  heading(text: string) {
    this.y += paragraphGap;
    // A heading stays with at least two lines of what follows it.
    this.room(lineHeight * 3);
    this.doc.setFont('helvetica', 'bold');
    this.doc.setFontSize(11);
    this.doc.setTextColor(...brandColor);
    for (const line of this.doc.splitTextToSize(pdfText(text), this.width) as string[]) {
      this.doc.text(line, margin, this.y);
      this.y += lineHeight + 0.4;
    }
    this.doc.setTextColor(...textColor);
  }

  paragraph(text: string, bullet = false) {
    this.doc.setFont('helvetica', 'normal');
    this.doc.setFontSize(10);
    const indent = bullet ? bulletIndent : 0;
    const lines = this.doc.splitTextToSize(pdfText(text), this.width - indent) as string[];
    lines.forEach((line, index) => {
      this.room(lineHeight);
      if (bullet && index === 0) this.doc.text('\u00b7', margin + 1.5, this.y);
      this.doc.text(line, margin + indent, this.y);
      this.y += lineHeight;
    });
  }

  gap() {
    this.y += paragraphGap;
  }
}

/**
 * The lease as a PDF in the look of the invoice PDFs: the landlord's header and the title,
 * then the filled-in template: "## " a heading, "- " a point, every other line as written
 * (wrapped to the page), a blank line a gap.
 */
export async function drawLeasePdf(lease: {
  text: string;
  language: Language;
  issuer: PdfIssuer;
  tenantName: string;
  now: Date;
}): Promise<Buffer> {
  const title = titles[lease.language];
  const doc = await newPdf(`${title} - ${lease.tenantName}`);
  const top = drawHeader(doc, {
    title,
    issuer: lease.issuer,
    now: lease.now,
    language: lease.language,
  });
  const writer = new LeaseWriter(doc, top);
  for (const raw of lease.text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') writer.gap();
    else if (line.startsWith('## ')) writer.heading(line.slice(3).trim());
    else if (/^\s*[-*] /.test(line)) writer.paragraph(line.replace(/^\s*[-*] /, ''), true);
    else writer.paragraph(line);
  }
  drawPageNumbers(doc, lease.language);
  return pdfBuffer(doc);
}

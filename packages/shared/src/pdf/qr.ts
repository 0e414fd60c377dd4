/**
 * What drawing a QR code needs of a PDF document: jsPDF's fill colour and filled rectangles.
 * Structural, so that the web's and the server's jsPDF (each its own import) both fit.
 */
export interface QrDrawingDoc {
  setFillColor(red: number, green: number, blue: number): unknown;
  rect(x: number, y: number, width: number, height: number, style: 'F'): unknown;
}

/**
 * Draws `text` as a QR code `side` wide (the document's unit) with its top left at x, y, each
 * dark module a filled black square: vector, sharp at any zoom, no canvas (the server and the
 * tests have none). Used for the eTIMS box of an invoice KRA took (issue 34), on the web's
 * PDF and on the server's (WhatsApp) one alike.
 *
 * lean-qr is imported here, at the first code drawn: the web's screens and the server's
 * start-up stay without it.
 */
export async function drawQrCode(
  doc: QrDrawingDoc,
  text: string,
  x: number,
  y: number,
  side: number,
): Promise<void> {
  const { generate } = await import('lean-qr');
  const code = generate(text);
  const module = side / code.size;
  doc.setFillColor(0, 0, 0);
  for (let row = 0; row < code.size; row++) {
    for (let column = 0; column < code.size; column++) {
      if (code.get(column, row)) {
        // A hair wider than the module, so that neighbours meet without a seam.
        doc.rect(x + column * module, y + row * module, module + 0.05, module + 0.05, 'F');
      }
    }
  }
}

import type { jsPDF } from 'jspdf';
import type { autoTable } from 'jspdf-autotable';

export type PdfDocument = jsPDF;

export interface PdfKit {
  jsPDF: typeof jsPDF;
  autoTable: typeof autoTable;
}

/**
 * jsPDF and its table plugin (about 400 KB), fetched the first time a PDF is made, so the
 * screens offering a download stay light.
 */
export async function loadPdfKit(): Promise<PdfKit> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([
    import('jspdf'),
    import('jspdf-autotable'),
  ]);
  return { jsPDF, autoTable };
}

import type { Document } from '@rental/shared/schemas/documents';
import { downloadBlob } from '../../lib/download-blob';
import { getDocumentFile } from './documents';

/**
 * Shows the document in a new tab. The file needs the session's token, so it is fetched first;
 * the tab is opened before that, while the click still counts, or a pop-up blocker stops it.
 * Without a tab (blocked anyway), the file is downloaded (as a receipt is: open-receipt.ts).
 */
export async function viewDocument(document: Document): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await getDocumentFile(document.documentid);
    if (!tab) {
      downloadBlob(blob, document.filename);
      return;
    }
    const url = URL.createObjectURL(blob);
    tab.location.href = url;
    // The tab has it by then; a minute is plenty for a slow phone to start showing it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Saves the document under the name the server gives it. */
export async function downloadDocument(document: Document): Promise<void> {
  downloadBlob(await getDocumentFile(document.documentid), document.filename);
}

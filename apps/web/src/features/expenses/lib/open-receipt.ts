import type { Expense } from '@rental/shared/schemas/expenses';
import { downloadBlob } from '../../../lib/table-export';
import { getReceipt } from '../api/receipt';

const extensionOf: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** "receipt-2026-03-01-nairobi-water.pdf" */
export function receiptFileName(expense: Expense): string {
  const payee = expense.expensedata.payee
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const extension = extensionOf[expense.receipttype ?? ''] ?? 'bin';
  return `receipt-${expense.expensedata.date}${payee ? `-${payee}` : ''}.${extension}`;
}

/**
 * Shows the receipt in a new tab. The file needs the session's token, so it is fetched first;
 * the tab is opened before that, while the click still counts, or a pop-up blocker stops it.
 * Without a tab (blocked anyway), the file is downloaded.
 */
export async function viewReceipt(expense: Expense): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await getReceipt(expense.expenseid);
    if (!tab) {
      downloadBlob(blob, receiptFileName(expense));
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

export async function downloadReceipt(expense: Expense): Promise<void> {
  downloadBlob(await getReceipt(expense.expenseid), receiptFileName(expense));
}

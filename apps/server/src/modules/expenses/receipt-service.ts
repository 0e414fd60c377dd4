import type { Expense } from '@rental/shared/schemas/expenses';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../access/index.js';
import { logExpense, logReceiptAttached, loggedExpense } from './activity.js';
import { checkReceipt, receiptFileName } from './receipt-file.js';
import { deleteReceipt, findReceiptFile, saveReceipt } from './receipt-repository.js';
import { getExpense, requireExpense, type ExpensesDeps } from './service.js';

/**
 * Attaches the uploaded file as the expense's receipt, replacing any before it. The file is
 * checked first (type by its bytes, size), so a refused upload writes nothing.
 */
export async function attachReceipt(
  deps: ExpensesDeps,
  actor: Actor,
  expenseId: string,
  body: unknown,
): Promise<Expense> {
  const { organizationId } = actor;
  // The expense first: another organization's id is a 404 whatever the file.
  await requireExpense(deps.db, organizationId, expenseId);
  const { bytes, contentType } = checkReceipt(body);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const expense = await requireExpense(trx, organizationId, expenseId);
    await saveReceipt(trx, {
      expense_id: expenseId,
      organization_id: organizationId,
      content_type: contentType,
      size_bytes: bytes.length,
      created_by: actor.userId,
      created_at: now.toISOString(),
      data: bytes,
    });
    const type = contentType.split('/')[1]!.toUpperCase();
    await logReceiptAttached(trx, actor, loggedExpense(expense), type, now);
  });
  return getExpense(deps, organizationId, expenseId);
}

export async function removeReceipt(
  deps: ExpensesDeps,
  actor: Actor,
  expenseId: string,
): Promise<Expense> {
  const { organizationId } = actor;
  await deps.db.transaction().execute(async (trx) => {
    const expense = await requireExpense(trx, organizationId, expenseId);
    if (!(await deleteReceipt(trx, organizationId, expenseId))) throw notFound('Receipt');
    await logExpense(trx, actor, 'expense_receipt_removed', loggedExpense(expense), deps.clock());
  });
  return getExpense(deps, organizationId, expenseId);
}

/** The receipt's bytes, type and download name; 404 without one. */
export async function getReceiptFile(
  deps: ExpensesDeps,
  organizationId: string,
  expenseId: string,
) {
  const expense = await requireExpense(deps.db, organizationId, expenseId);
  const file = await findReceiptFile(deps.db, organizationId, expenseId);
  if (!file) throw notFound('Receipt');
  const contentType = file.content_type as Parameters<typeof receiptFileName>[1];
  return {
    bytes: Buffer.from(file.data),
    contentType,
    fileName: receiptFileName(expense.date, contentType),
  };
}

import type { Db } from '../../db/connection.js';
import type { ExpenseReceiptsTable } from '../../db/types.js';

/** Attaches a receipt, or replaces the one there: one receipt per expense (the key). */
export async function saveReceipt(db: Db, receipt: ExpenseReceiptsTable) {
  const { expense_id: _key, organization_id: _organization, ...replacement } = receipt;
  await db
    .insertInto('expense_receipts')
    .values(receipt)
    .onConflict((oc) => oc.column('expense_id').doUpdateSet(replacement))
    .execute();
}

/** The receipt's file and type; the only query that reads the file. */
export function findReceiptFile(db: Db, organizationId: string, expenseId: string) {
  return db
    .selectFrom('expense_receipts')
    .select(['content_type', 'size_bytes', 'data'])
    .where('organization_id', '=', organizationId)
    .where('expense_id', '=', expenseId)
    .executeTakeFirst();
}

/** Removes the receipt; false when there was none. */
export async function deleteReceipt(db: Db, organizationId: string, expenseId: string) {
  const result = await db
    .deleteFrom('expense_receipts')
    .where('organization_id', '=', organizationId)
    .where('expense_id', '=', expenseId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

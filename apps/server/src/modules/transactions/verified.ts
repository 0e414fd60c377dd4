import type { Transaction } from '@rental/shared/schemas/transactions';
import type { Db } from '../../db/connection.js';
import { verificationsOf } from '../c2b/index.js';
import { receiptKey } from '../ledger/index.js';
import { toTransaction } from './presenter.js';
import type { TransactionRow } from './repository.js';

/**
 * Transactions as presented, each M-PESA payment saying whether M-PESA's own records
 * confirmed its receipt: one lookup by primary key for the whole page.
 */
export async function withVerification(
  db: Db,
  organizationId: string,
  rows: readonly TransactionRow[],
): Promise<Transaction[]> {
  const receiptOf = (row: TransactionRow) =>
    row.payment_mode === 'MPESA' && row.external_reference ? row.external_reference : null;
  const verified = await verificationsOf(db, organizationId, rows.map(receiptOf));
  return rows.map((row) => {
    const receipt = receiptOf(row);
    return toTransaction(row, receipt ? verified.get(receiptKey(receipt)) : undefined);
  });
}

import { centsToKes } from '@rental/shared/money';
import type { StatementImportResult } from '@rental/shared/schemas/mpesa-settings';
import type { Db } from '../../db/connection.js';
import { receiptKey, holdsReceiptSql, shownReferenceSql } from '../ledger/index.js';
import { verifyRecorded } from './verifications.js';

/** A payment line of an imported statement. */
export interface StatementPayment {
  transId: string;
  amountCents: number;
  /** ISO instant. */
  paidAt: string;
}

/** At most this many payments missing from a statement are listed. */
export const maxNotInStatement = 500;

const receiptPattern = /^[A-Z0-9]{8,20}$/;

/**
 * What a statement says about the books once its lines are reconciled: every recorded payment
 * it lists with the same amount is verified ('statement'); and the M-PESA payments recorded
 * between its first and last line that it does not list are returned, oldest first. Those
 * are a tenant's payments with an M-PESA receipt (by C2B, STK or by hand) and unallocated
 * ones: payments the landlord's paybill should show.
 */
export async function checkAgainstStatement(
  db: Db,
  organizationId: string,
  lines: readonly StatementPayment[],
  now: Date,
): Promise<StatementImportResult['notinstatement']> {
  if (lines.length === 0) return [];
  await verifyRecorded(
    db,
    organizationId,
    lines.map((line) => ({ receipt: line.transId, amountCents: line.amountCents })),
    'statement',
    now,
  );
  const times = lines.map((line) => line.paidAt).sort();
  const [from, to] = [times[0]!, times.at(-1)!];
  const listed = new Set(lines.map((line) => receiptKey(line.transId)));
  const payments = await db
    .selectFrom('transactions')
    .select([shownReferenceSql('transactions').as('transid'), 'amount_cents', 'paid_at'])
    .where('organization_id', '=', organizationId)
    .where('paid_at', '>=', from)
    .where('paid_at', '<=', to)
    .where('transaction_type', '=', 'Tenant Payment')
    .where('payment_mode', '=', 'MPESA')
    .where('external_reference', 'is not', null)
    .where(holdsReceiptSql('transactions.id'))
    .orderBy('paid_at')
    .limit(listed.size + maxNotInStatement)
    .execute();
  const unallocated = await db
    .selectFrom('unallocated_payments')
    .select(['trans_id as transid', 'amount_cents', 'paid_at'])
    .where('organization_id', '=', organizationId)
    .where('paid_at', '>=', from)
    .where('paid_at', '<=', to)
    .where('assigned_at', 'is', null)
    .orderBy('paid_at')
    .limit(listed.size + maxNotInStatement)
    .execute();
  return [...payments, ...unallocated]
    .filter((row) => row.transid && receiptPattern.test(receiptKey(row.transid)))
    .filter((row) => !listed.has(receiptKey(row.transid!)))
    .sort((a, b) => (a.paid_at < b.paid_at ? -1 : a.paid_at > b.paid_at ? 1 : 0))
    .slice(0, maxNotInStatement)
    .map((row) => ({
      transid: row.transid!,
      amount: centsToKes(Number(row.amount_cents)),
      paidat: row.paid_at,
    }));
}

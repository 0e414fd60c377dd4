import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import { matchesPattern } from '../../lib/contains-pattern.js';
import { claimReceipt, receiptKey, releaseReceipt } from './receipt-claims.js';

// A receipt number that arrives after its payment was posted (decision 0062). The payment's
// row stays as posted (documents are never rewritten); the receipt is a row of its own in
// payment_late_receipts, and every reader shows it in place of the stand-in. This file is the
// rule's one home: the write, and the SQL every read that shows, searches or matches a
// payment's reference goes through.

/**
 * SQL: the reference a payment shows, from the transactions row in `table` (a table name or
 * an alias): its late receipt when one came, else the external_reference it was posted
 * with. A correlated lookup by primary key, so it fits any query (select, where, raw SQL)
 * without changing its FROM, as holdsReceiptSql does.
 */
export function shownReferenceSql(table: string): RawBuilder<string | null> {
  return sql<string | null>`coalesce((select plr.receipt from payment_late_receipts plr
    where plr.transaction_id = ${sql.ref(`${table}.id`)}), ${sql.ref(`${table}.external_reference`)})`;
}

/** shownReferenceSql selected under the name readers know: `external_reference`. */
export function shownReference(table: string) {
  return shownReferenceSql(table).as('external_reference');
}

/**
 * SQL: the payment in `table` shows one of `references` (compared as given). Written so
 * that both indexes answer it, (organization_id, external_reference) of transactions and
 * (organization_id, receipt) of the late receipts, before the shown reference decides.
 */
export function showsReferenceSql(
  table: string,
  organizationId: string,
  references: readonly string[],
): RawBuilder<boolean> {
  if (references.length === 0) return sql<boolean>`1 = 0`;
  const list = sql.join(references);
  return sql<boolean>`(${sql.ref(`${table}.external_reference`)} in (${list})
    or ${sql.ref(`${table}.id`)} in (select plr.transaction_id from payment_late_receipts plr
      where plr.organization_id = ${organizationId} and plr.receipt in (${list})))
    and ${shownReferenceSql(table)} in (${list})`;
}

/**
 * SQL: the reference the payment in `table` shows matches `pattern` (a contains-pattern,
 * lib/contains-pattern.ts). The organization's matching late receipts are found as one set,
 * and a posted reference is looked behind only when it matches: a search that matches nothing
 * does not look up every payment's late receipt.
 */
export function shownReferenceMatchesSql(
  table: string,
  organizationId: string,
  pattern: string,
): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${table}.id`)} in (select plr.transaction_id
      from payment_late_receipts plr
      where plr.organization_id = ${organizationId} and ${matchesPattern(sql.ref('plr.receipt'), pattern)})
    or (${matchesPattern(sql`coalesce(${sql.ref(`${table}.external_reference`)}, '')`, pattern)}
      and not exists (select 1 from payment_late_receipts plr
        where plr.transaction_id = ${sql.ref(`${table}.id`)})))`;
}

/** A payment posted under a stand-in reference (an STK push's CheckoutRequestID). */
export interface StandInPayment {
  organizationId: string;
  transactionId: string;
  standIn: string;
}

/**
 * Records the M-PESA receipt of a payment posted under a stand-in, in the caller's
 * transaction: true when the payment shows it from now on. Only a payment still posted under
 * that stand-in takes it, once (the primary key), and only a receipt no other payment holds
 * (payment_receipts decides); the stand-in's claim is let go of then.
 */
export async function recordLateReceipt(
  trx: Db,
  payment: StandInPayment,
  receipt: string,
  now: Date,
): Promise<boolean> {
  const { organizationId, transactionId, standIn } = payment;
  if (!(await claimReceipt(trx, organizationId, receipt, now))) return false;
  const inserted = await trx
    .insertInto('payment_late_receipts')
    .columns(['organization_id', 'transaction_id', 'receipt', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('transactions')
        .select([
          'organization_id',
          'id',
          eb.val(receiptKey(receipt)).as('receipt'),
          eb.val(now.toISOString()).as('created_at'),
        ])
        .where('organization_id', '=', organizationId)
        .where('id', '=', transactionId)
        .where('external_reference', '=', standIn),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('transaction_id')
    .executeTakeFirst();
  if (!inserted) {
    // Not this payment's to take (it shows a receipt already): the claim just taken goes.
    await releaseReceipt(trx, organizationId, receipt);
    return false;
  }
  await releaseReceipt(trx, organizationId, standIn);
  return true;
}

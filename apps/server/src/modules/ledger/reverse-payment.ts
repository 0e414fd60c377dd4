import { nairobiDate } from '@rental/shared/dates';
import { msg } from '@rental/shared/message-catalogue';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../access/index.js';
import { assertMonthOpen, monthIsOpen } from './closed-months.js';
import { reversePaymentEntries } from './journal.js';
import { releaseReceipt } from './receipt-claims.js';

/** A payment being reversed, as its document row says. */
export interface ReversedPayment {
  id: string;
  /** The Nairobi day it was paid (YYYY-MM-DD). */
  paidOn: string;
  /** Its M-PESA receipt number, if any. */
  receipt: string | null;
  /**
   * Free the receipt number: a payment typed by hand by mistake (the real one may still come),
   * or one moved to another tenant (its replacement takes it). A payment M-PESA recorded
   * keeps its receipt, so a repeated confirmation is never posted again.
   */
  freeReceipt: boolean;
}

/**
 * Reverses a payment once, in the caller's transaction (issue 29): the payment row stays; a
 * payment_reversals row says why and who, and the journal gets the negation of each of its
 * entries, pointing at the entry it corrects. The reversal counts from the payment's own day
 * when its month is open, else from today (the first open month: a month closes only once it
 * has ended). The primary key of payment_reversals decides "once": a second reversal, or two
 * at once, gets 409 payment_already_reversed and posts nothing.
 */
export async function reversePayment(
  trx: Db,
  actor: Actor,
  payment: ReversedPayment,
  reason: string,
  now: Date,
): Promise<{ reversedOn: string }> {
  const { organizationId } = actor;
  const reversedOn = (await monthIsOpen(trx, organizationId, payment.paidOn))
    ? payment.paidOn
    : nairobiDate(now);
  await assertMonthOpen(trx, organizationId, reversedOn);
  const inserted = await trx
    .insertInto('payment_reversals')
    .values({
      transaction_id: payment.id,
      organization_id: organizationId,
      reason,
      actor_type: actor.role,
      actor_id: actor.userId,
      actor_name: actor.name,
      reversed_on: reversedOn,
      receipt: payment.receipt,
      receipt_freed: payment.receipt !== null && payment.freeReceipt ? 1 : 0,
      replaced_by: null,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('transaction_id').doNothing())
    .returning('transaction_id')
    .executeTakeFirst();
  if (!inserted) throw await alreadyReversed(trx, organizationId, payment.id);

  await reversePaymentEntries(trx, actor, payment.id, reversedOn, now);
  if (payment.receipt !== null && payment.freeReceipt) {
    // The payment's row keeps its number (documents are never rewritten); the organization's
    // claim lets go of it, so the real payment (or the moved one) records it again.
    await releaseReceipt(trx, organizationId, payment.receipt);
  }
  return { reversedOn };
}

/**
 * Names the payment that replaced a moved one, in the transaction that moved it: a row of
 * payment_replacements (decision 0062), once per moved payment; the reversal stays as written.
 */
export async function noteReplacement(
  trx: Db,
  organizationId: string,
  paymentId: string,
  replacedBy: string,
  now: Date,
) {
  await trx
    .insertInto('payment_replacements')
    .values({
      organization_id: organizationId,
      transaction_id: paymentId,
      replaced_by: replacedBy,
      created_at: now.toISOString(),
    })
    .execute();
}

/**
 * SQL: the payment that replaced the moved payment whose id is in `idColumn`, or null. Moves
 * before migration 0059 were copied into payment_replacements, so this is the one place to ask.
 */
export function replacedBySql(idColumn: string) {
  return sql<string | null>`(select rp.replaced_by from payment_replacements rp
    where rp.transaction_id = ${sql.ref(idColumn)})`;
}

async function alreadyReversed(trx: Db, organizationId: string, paymentId: string) {
  const row = await trx
    .selectFrom('payment_reversals')
    .select('reversed_on')
    .where('organization_id', '=', organizationId)
    .where('transaction_id', '=', paymentId)
    .executeTakeFirst();
  return new AppError(
    'payment_already_reversed',
    msg('error.paymentAlreadyReversed', { date: row?.reversed_on ?? '' }),
  );
}

/**
 * SQL: the payment whose id is in `idColumn` (a transactions row) holds its receipt number:
 * it was not reversed with the number freed (typed by mistake, or moved). Reads that find a
 * payment by its receipt keep to these: a freed payment's row still carries the number.
 */
export function holdsReceiptSql(idColumn: string) {
  return sql<boolean>`not exists (select 1 from payment_reversals pr
    where pr.transaction_id = ${sql.ref(idColumn)} and pr.receipt_freed = 1)`;
}

/**
 * SQL: the payment whose id is in `idColumn` (a transactions row) was not reversed. Every read
 * that sums or settles payments from the documents keeps to these; the journal has the
 * reversal as entries of its own.
 */
export function notReversedSql(idColumn: string) {
  return sql<boolean>`not exists (select 1 from payment_reversals pr
    where pr.transaction_id = ${sql.ref(idColumn)})`;
}

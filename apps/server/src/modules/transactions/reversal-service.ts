import { msg } from '@rental/shared/message-catalogue';
import { isOwner } from '@rental/shared/permissions';
import { validationMessages as m } from '@rental/shared/messages';
import type { Transaction } from '@rental/shared/schemas/transactions';
import type { Db } from '../../db/connection.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { type Actor, rentalScopeOf } from '../access/index.js';
import {
  tenantPaymentType,
  logPaymentMoved,
  logPaymentReversed,
  paymentSources,
  postPayment,
  transactionReference,
  assertMonthOpen,
  noteReplacement,
  reversePayment,
} from '../ledger/index.js';
import { findPayer, findTransactionRow, type TransactionRow } from './repository.js';
import { getTransaction, type TransactionsDeps } from './service.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

/**
 * The payment to reverse or move, in the transaction doing it: a tenant's payment of the
 * actor's organization (and rentals). Who may reverse it: its recorder, or the owner, who
 * alone may reverse what M-PESA or another user recorded (issue 29: the recorder-only rule
 * and the owner's override).
 */
async function reversiblePayment(trx: Db, actor: Actor, transactionId: string) {
  const row = await findTransactionRow(
    trx,
    actor.organizationId,
    transactionId,
    rentalScopeOf(actor),
  );
  if (!row) throw notFound('Transaction');
  if (row.transaction_type !== tenantPaymentType || row.tenant_id === null) {
    throw new AppError('conflict', msg('error.paymentNotTenants'));
  }
  if (!isOwner(actor.role) && (row.recorded_by === null || row.recorded_by !== actor.userId)) {
    throw new AppError('forbidden', msg('error.paymentReverseOwnerOnly'));
  }
  return row as TransactionRow & { tenant_id: string };
}

const loggedOf = (row: TransactionRow) => ({
  transactionId: row.id,
  amountCents: Number(row.amount_cents),
  tenantName: row.tenant_name,
  reference: row.external_reference ?? transactionReference(row.id),
});

/**
 * Reverses a tenant's payment (POST /api/transactions/{id}/reverse): it stays in the books
 * and on the statement, marked reversed, beside its reversal; the balance is as before it.
 */
export async function reverseTransaction(
  deps: TransactionsDeps,
  actor: Actor,
  transactionId: string,
  reason: string,
): Promise<Transaction> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const row = await reversiblePayment(trx, actor, transactionId);
    await reversePayment(
      trx,
      actor,
      {
        id: row.id,
        paidOn: row.paid_on,
        receipt: row.external_reference,
        // Typed by hand by mistake: the real payment may still come with its receipt.
        freeReceipt: row.recorded_by !== null,
      },
      reason,
      now,
    );
    await logPaymentReversed(trx, actor, { ...loggedOf(row), reason }, now);
  });
  return getTransaction(deps, actor.organizationId, transactionId, rentalScopeOf(actor));
}

/**
 * Moves a payment to the tenant it belongs to (owner only; an M-PESA payment matched to the
 * wrong tenant): in one transaction, the payment is reversed on its tenant and the same
 * payment (amount, instant, mode, receipt number, recorder) is posted to the other, taking
 * the receipt number with it. Answers the new payment.
 */
export async function reassignTransaction(
  deps: TransactionsDeps,
  actor: Actor,
  transactionId: string,
  body: { tenantid: string; reason: string },
): Promise<Transaction> {
  const now = deps.clock();
  const scope = rentalScopeOf(actor);
  const newId = await deps.db.transaction().execute(async (trx) => {
    const row = await reversiblePayment(trx, actor, transactionId);
    const payer = await findPayer(trx, actor.organizationId, body.tenantid, scope);
    if (!payer) throw fieldError('tenantid', m.tenantRequired);
    if (payer.id === row.tenant_id)
      throw fieldError('tenantid', msg('error.paymentMoveSameTenant'));
    // The replacement is dated the payment's day: that month must accept it.
    await assertMonthOpen(trx, actor.organizationId, row.paid_on);
    await reversePayment(
      trx,
      actor,
      { id: row.id, paidOn: row.paid_on, receipt: row.external_reference, freeReceipt: true },
      body.reason,
      now,
    );
    const posted = await postPayment(
      trx,
      actor,
      {
        payer,
        amountCents: Number(row.amount_cents),
        paymentMode: row.payment_mode,
        description: row.description,
        paidAt: row.paid_at,
        externalReference: row.external_reference,
        recordedBy: { userId: row.recorded_by, name: row.recorded_by_name },
        reference: row.external_reference ?? transactionReference(row.id),
        activity: { source: paymentSources.moved },
        sendReceipt: false,
      },
      now,
    );
    // The receipt was freed in this transaction: nobody else can hold it now.
    if (!posted.inserted) throw new Error('reassign: the moved receipt could not be claimed');
    await noteReplacement(trx, actor.organizationId, row.id, posted.id, now);
    await logPaymentMoved(
      trx,
      actor,
      {
        ...loggedOf(row),
        tenantName: tenantDisplayName(payer),
        from: row.tenant_name,
        reason: body.reason,
        movedTo: posted.id,
      },
      now,
    );
    return posted.id;
  });
  return getTransaction(deps, actor.organizationId, newId, scope);
}

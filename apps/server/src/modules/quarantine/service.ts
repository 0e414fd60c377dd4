import { activityAmount } from '@rental/shared/activity';
import { centsToKes } from '@rental/shared/money';
import { errorMessages } from '@rental/shared/error-messages';
import { msg } from '@rental/shared/message-catalogue';
import type { QuarantinedPayment, QuarantineReason } from '@rental/shared/schemas/quarantine';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { QuarantinedPaymentsTable } from '../../db/types.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordActivity } from '../activity/index.js';
import { type Actor, requirePermission } from '../access/index.js';
import { paybillSettings } from '../organization/index.js';
import { parkedTally } from '../notifications/index.js';
import {
  reconcileWithId,
  claimDecision,
  findQuarantined,
  listQuarantined,
  linkQuarantinedTransaction,
} from '../c2b/index.js';
import { postAcceptedStkPayment } from '../stk/index.js';

export interface QuarantineDeps {
  db: Db;
  clock: Clock;
}

type Row = Selectable<QuarantinedPaymentsTable>;

function present(row: Row): QuarantinedPayment {
  return {
    id: row.id,
    source: row.source,
    transid: row.trans_id,
    amount: centsToKes(Number(row.amount_cents)),
    billref: row.bill_ref,
    payername: row.payer_name,
    paidat: row.paid_at,
    reasons: JSON.parse(row.reasons) as QuarantineReason[],
    details: JSON.parse(row.details) as Record<string, string | number>,
    status: row.status,
    decidedby: row.decided_by_name,
    decidedat: row.decided_at,
    transactionid: row.transaction_id,
    createdat: row.created_at,
  };
}

/** Held payments, those waiting first: for the owner only (they hold what looks wrong). */
export async function listQuarantinedPayments(
  deps: QuarantineDeps,
  actor: Actor,
): Promise<{ payments: QuarantinedPayment[]; parked: number }> {
  requirePermission(actor, 'payments.review', errorMessages.quarantineOwnerOnly);
  const [rows, parked] = await Promise.all([
    listQuarantined(deps.db, actor.organizationId, deps.clock()),
    parkedTally(deps.db, actor.organizationId),
  ]);
  return { payments: rows.map(present), parked: parked.count };
}

/** Why a decision cannot be taken on this row: it is gone, or already decided. */
async function refuse(trx: Db, organizationId: string, id: string): Promise<never> {
  const row = await findQuarantined(trx, organizationId, id);
  if (!row) throw notFound('Held payment');
  throw new AppError(
    'conflict',
    row.status === 'accepted'
      ? errorMessages.quarantineAlreadyAccepted
      : errorMessages.quarantineAlreadyRejected,
  );
}

function decisionEntry(row: Row, kind: 'quarantine_accepted' | 'quarantine_rejected') {
  return {
    kind,
    entity: 'quarantined_payment',
    entityId: row.id,
    details: {
      reference: row.trans_id,
      amount: activityAmount(Number(row.amount_cents)),
      payer: row.payer_name,
    },
  };
}

/**
 * The owner checked their M-PESA statement: the payment is posted as usual (a paybill payment
 * matched to its tenant or left unallocated; an STK payment to its tenant or subscription),
 * once, with the decision in the activity log, all in one transaction. A receipt already
 * recorded meanwhile refuses it (409) and leaves it waiting.
 */
export async function acceptQuarantinedPayment(
  deps: QuarantineDeps,
  actor: Actor,
  id: string,
): Promise<{ outcome: 'matched' | 'unallocated'; transactionid: string | null }> {
  requirePermission(actor, 'payments.review', errorMessages.quarantineOwnerOnly);
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const row = await claimDecision(trx, actor, id, 'accepted', now);
    if (!row) return refuse(trx, actor.organizationId, id);
    const posted =
      row.source === 'stk' && row.stk_request_id
        ? await acceptStk(trx, actor, row, now)
        : await acceptPaybill(trx, actor, row, now);
    if (posted.outcome === 'duplicate') {
      throw new AppError('conflict', msg('error.transIdRecorded', { reference: row.trans_id }));
    }
    if (posted.transactionId) {
      await linkQuarantinedTransaction(trx, row.id, posted.transactionId);
    }
    await recordActivity(trx, actor, decisionEntry(row, 'quarantine_accepted'), now);
    return { outcome: posted.outcome, transactionid: posted.transactionId };
  });
}

async function acceptPaybill(trx: Db, actor: Actor, row: Row, now: Date) {
  const { bankAccountNumber } = await paybillSettings(trx, actor.organizationId);
  const payment = {
    transId: row.trans_id,
    amountCents: Number(row.amount_cents),
    billRef: row.bill_ref,
    payerName: row.payer_name,
    paidAt: row.paid_at,
  };
  return reconcileWithId(trx, actor, payment, 'c2b', bankAccountNumber, now);
}

async function acceptStk(trx: Db, actor: Actor, row: Row, now: Date) {
  // A month of the product paid by a prompt M-PESA did not confirm is ours to check, not
  // the account owner's: they would be accepting their own payment to us.
  const push = await trx
    .selectFrom('stk_requests')
    .select('purpose')
    .where('organization_id', '=', actor.organizationId)
    .where('id', '=', row.stk_request_id!)
    .executeTakeFirst();
  if (push?.purpose === 'subscription') {
    throw new AppError('forbidden', errorMessages.quarantineSubscriptionOurs);
  }
  const transactionId = await postAcceptedStkPayment(
    trx,
    actor,
    row.stk_request_id!,
    row.trans_id,
    now,
  );
  return transactionId
    ? { outcome: 'matched' as const, transactionId }
    : { outcome: 'duplicate' as const, transactionId: null };
}

/** The owner decided it is not theirs: it stays, rejected, and never touches the books. */
export async function rejectQuarantinedPayment(
  deps: QuarantineDeps,
  actor: Actor,
  id: string,
): Promise<QuarantinedPayment> {
  requirePermission(actor, 'payments.review', errorMessages.quarantineOwnerOnly);
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const row = await claimDecision(trx, actor, id, 'rejected', now);
    if (!row) return refuse(trx, actor.organizationId, id);
    await recordActivity(trx, actor, decisionEntry(row, 'quarantine_rejected'), now);
    return present(row);
  });
}

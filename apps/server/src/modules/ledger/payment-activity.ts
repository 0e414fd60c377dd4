import { activityAmount, type PaymentSource } from '@rental/shared/activity';
import type { Db } from '../../db/connection.js';
import { recordActivity, type ActivityEntryInput } from '../activity/index.js';
import type { Actor } from '../access/index.js';

/** Where a payment came from: a code the activity log words in the reader's language. */
export const paymentSources = {
  manual: 'manual',
  c2b: 'c2b',
  statement: 'statement',
  stkTenant: 'stkTenant',
  stkSubscription: 'stkSubscription',
  moved: 'moved',
} as const satisfies Record<PaymentSource, PaymentSource>;

export interface LoggedPayment {
  transactionId: string;
  amountCents: number;
  /** The tenant's name, or the organization's for a subscription payment. */
  tenantName: string;
  /** The M-PESA receipt or our own reference: what the landlord finds it by. */
  reference: string;
  /** The part held as deposit, when any. */
  depositCents?: number;
}

function depositDetail(payment: LoggedPayment): Record<string, string> {
  return payment.depositCents ? { deposit: activityAmount(payment.depositCents) } : {};
}

/** What every payment entry names: the amount, who paid and the reference. */
function paymentDetails(payment: LoggedPayment) {
  return {
    amount: activityAmount(payment.amountCents),
    tenant: payment.tenantName,
    reference: payment.reference,
  };
}

/** "Recorded a payment of KES 5,000 from ...", to write in the transaction that inserts it. */
export function paymentRecordedEntry(
  payment: LoggedPayment & {
    source: string;
    /** Cash, Cheque, Bank or MPESA: how a payment entered by hand was made. */
    paymentMode?: string;
    requestedBy?: string | null;
  },
): ActivityEntryInput {
  return {
    kind: 'payment_recorded',
    entity: 'transaction',
    entityId: payment.transactionId,
    details: {
      ...paymentDetails(payment),
      source: payment.source,
      ...(payment.paymentMode ? { paymentmode: payment.paymentMode } : {}),
      ...depositDetail(payment),
      ...(payment.requestedBy ? { requestedby: payment.requestedBy } : {}),
    },
  };
}

/** Answers "who deleted this payment?": written with the delete. */
export function logPaymentDeleted(trx: Db, actor: Actor, payment: LoggedPayment, at: Date) {
  return recordActivity(
    trx,
    actor,
    {
      kind: 'payment_deleted',
      entity: 'transaction',
      entityId: payment.transactionId,
      details: paymentDetails(payment),
    },
    at,
  );
}

/** Answers "who reversed this payment, and why?": written with the reversal. */
export function logPaymentReversed(
  trx: Db,
  actor: Actor,
  payment: LoggedPayment & { reason: string },
  at: Date,
) {
  return recordActivity(
    trx,
    actor,
    {
      kind: 'payment_reversed',
      entity: 'transaction',
      entityId: payment.transactionId,
      details: { ...paymentDetails(payment), reason: payment.reason },
    },
    at,
  );
}

/** A payment moved to the tenant it belongs to: the reversed one and its replacement. */
export function logPaymentMoved(
  trx: Db,
  actor: Actor,
  payment: LoggedPayment & { from: string; reason: string; movedTo: string },
  at: Date,
) {
  return recordActivity(
    trx,
    actor,
    {
      kind: 'payment_moved',
      entity: 'transaction',
      entityId: payment.transactionId,
      details: {
        ...paymentDetails(payment),
        from: payment.from,
        reason: payment.reason,
        movedto: payment.movedTo,
      },
    },
    at,
  );
}

/** An unallocated M-PESA payment given to a tenant by the landlord. */
export function paymentAssignedEntry(
  payment: LoggedPayment & { unallocatedId: string },
): ActivityEntryInput {
  return {
    kind: 'payment_assigned',
    entity: 'transaction',
    entityId: payment.transactionId,
    details: {
      ...paymentDetails(payment),
      ...depositDetail(payment),
      unallocatedid: payment.unallocatedId,
    },
  };
}

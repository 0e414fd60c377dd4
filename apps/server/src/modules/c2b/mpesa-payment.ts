import type { Db } from '../../db/connection.js';
import type { Actor } from '../auth/actor.js';
import { postPayment, type NewPayment } from '../ledger/post-payment.js';
import type { PaybillPayment } from './parse.js';
import type { findTenant } from './repository.js';

export type Payer = NonNullable<Awaited<ReturnType<typeof findTenant>>>;

/**
 * Posts a tenant's paybill payment through the ledger once (unique (organization, TransID)),
 * with its SMS receipt, in the caller's transaction. Undefined: already recorded.
 */
export async function recordMpesaPayment(
  trx: Db,
  actor: Actor,
  payer: Payer,
  payment: PaybillPayment,
  activity: NewPayment['activity'],
  now: Date,
): Promise<string | undefined> {
  const posted = await postPayment(
    trx,
    actor,
    {
      payer,
      amountCents: payment.amountCents,
      paymentMode: 'MPESA',
      description: `M-PESA paybill payment by ${payment.payerName}`,
      paidAt: payment.paidAt,
      externalReference: payment.transId,
      recordedBy: { userId: null, name: 'M-PESA' },
      reference: payment.transId,
      activity,
      sendReceipt: true,
    },
    now,
  );
  return posted.inserted ? posted.id : undefined;
}

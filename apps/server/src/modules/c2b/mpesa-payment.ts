import { englishPaymentDescription } from '@rental/shared/payment-words';
import type { Db } from '../../db/connection.js';
import type { Actor } from '../access/index.js';
import { postPaymentsAcross, type NewPayment, paymentSources } from '../ledger/index.js';
import type { PaybillPayment } from './parse.js';
import type { Payer } from './repository.js';

export type { Payer };

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
  const [posted] = await recordMpesaPayments(trx, actor, [{ payer, payment }], now, activity);
  return posted;
}

/**
 * recordMpesaPayment for several paybill payments at once (a batch of confirmations: each
 * tenant and TransID once): the transaction ids, undefined where already recorded.
 */
export async function recordMpesaPayments(
  trx: Db,
  actor: Actor,
  payments: readonly { payer: Payer; payment: PaybillPayment }[],
  now: Date,
  activity: NewPayment['activity'] = { source: paymentSources.c2b },
): Promise<(string | undefined)[]> {
  return recordMpesaPaymentsAcross(
    trx,
    payments.map((item) => ({ ...item, actor })),
    now,
    activity,
  );
}

/**
 * recordMpesaPayments for payments of several organizations (a C2B batch), each with the Actor
 * of its organization, in the same statements.
 */
export async function recordMpesaPaymentsAcross(
  trx: Db,
  payments: readonly { actor: Actor; payer: Payer; payment: PaybillPayment }[],
  now: Date,
  activity: NewPayment['activity'] = { source: paymentSources.c2b },
): Promise<(string | undefined)[]> {
  const posted = await postPaymentsAcross(
    trx,
    payments.map(({ actor, payer, payment }) => ({
      actor,
      payment: {
        payer,
        amountCents: payment.amountCents,
        paymentMode: 'MPESA' as const,
        // Stored in English (the API's description); statements word it from its code.
        description: englishPaymentDescription('mpesaPaybill', { payer: payment.payerName }),
        paidAt: payment.paidAt,
        externalReference: payment.transId,
        recordedBy: { userId: null, name: 'M-PESA' },
        reference: payment.transId,
        activity,
        sendReceipt: true,
      },
    })),
    now,
  );
  return posted.map((result) => (result.inserted ? result.id : undefined));
}

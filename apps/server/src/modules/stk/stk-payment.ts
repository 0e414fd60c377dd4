import type { Db } from '../../db/connection.js';
import type { StkRequestsTable } from '../../db/types.js';
import { addMonths } from '../../lib/clock.js';
import { systemActor } from '../auth/actor.js';
import { paymentSources } from '../ledger/payment-activity.js';
import { postPayment } from '../ledger/post-payment.js';
import { findPayer, findTransactionByReference } from '../transactions/repository.js';

/**
 * The payment an STK success records, through the ledger: a Subscription Payment that
 * extends the paid period by a month, or a tenant's payment with an SMS receipt. The receipt
 * number is the external reference (unique per organization), so a payment M-PESA also
 * confirmed by C2B, or a user entered by hand, is kept once. Returns the id of the transaction
 * that stands for it; null when the receipt waits as an unallocated payment (C2B could not
 * match it): the landlord assigns that one, and this request credits nothing more.
 */
export async function recordPayment(
  trx: Db,
  row: StkRequestsTable,
  transactionId: string,
  receipt: string | undefined,
  now: Date,
): Promise<string | null> {
  const organization = await trx
    .selectFrom('organizations')
    .select(['name', 'plan_id', 'trial_ends_at', 'paid_until'])
    .where('id', '=', row.organization_id)
    .executeTakeFirstOrThrow();
  const subscription = row.purpose === 'subscription';
  const payer =
    !subscription && row.tenant_id
      ? await findPayer(trx, row.organization_id, row.tenant_id)
      : undefined;
  const reference = receipt ?? row.checkout_request_id;
  // M-PESA's answer records it (a callback or the settling job); the log names who asked.
  const posted = await postPayment(
    trx,
    systemActor(row.organization_id, 'M-PESA'),
    {
      id: transactionId,
      payer: payer ?? null,
      payerName: organization.name,
      transactionType: subscription ? 'Subscription Payment' : 'Tenant Payment',
      amountCents: Number(row.amount_cents),
      paymentMode: 'MPESA',
      description: row.description,
      paidAt: now.toISOString(),
      externalReference: reference,
      recordedBy: { userId: row.user_id, name: row.user_name },
      reference,
      activity: {
        source: subscription ? paymentSources.stkSubscription : paymentSources.stkTenant,
        requestedBy: row.user_name,
      },
      sendReceipt: true,
    },
    now,
  );
  if (!posted.inserted) {
    const existing = await findTransactionByReference(trx, row.organization_id, reference);
    return existing?.id ?? null;
  }
  if (subscription) {
    const current = organization.paid_until ?? organization.trial_ends_at;
    const from = Date.parse(current) > now.getTime() ? new Date(current) : now;
    await trx
      .updateTable('organizations')
      .set({
        paid_until: addMonths(from, 1).toISOString(),
        plan_id: organization.plan_id ?? row.plan_id,
      })
      .where('id', '=', row.organization_id)
      .execute();
  }
  return transactionId;
}

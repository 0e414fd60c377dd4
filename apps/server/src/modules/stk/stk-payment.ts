import type { Db } from '../../db/connection.js';
import type { StkRequestsTable } from '../../db/types.js';
import { addMonthsToInstant } from '@rental/shared/dates';
import { systemActor, type Actor, everyRental } from '../access/index.js';
import { paymentSources, postPayment } from '../ledger/index.js';
import { findPayer } from '../transactions/index.js';

/**
 * The payment an STK success records, through the ledger: a Subscription Payment that
 * extends the paid period by a month, or a tenant's payment with an SMS receipt. The receipt
 * number is the external reference (unique per organization). Returns the id of the
 * transaction; null when that receipt is already recorded (typed by hand, confirmed by C2B,
 * waiting as an unallocated payment, or another push's): nothing is posted, and the caller
 * quarantines the result instead (issue 27: a reused receipt never posts).
 */
export async function recordPayment(
  trx: Db,
  row: StkRequestsTable,
  input: {
    transactionId: string;
    receipt: string | undefined;
    now: Date;
    /** When M-PESA took it; default `now`. */
    paidAt?: string;
    /** Who records it; M-PESA's answer by default (a callback or the settling job). */
    actor?: Actor;
  },
): Promise<string | null> {
  const { transactionId, receipt, now } = input;
  const organization = await trx
    .selectFrom('organizations')
    .select(['name', 'plan_id', 'trial_ends_at', 'paid_until'])
    .where('id', '=', row.organization_id)
    .executeTakeFirstOrThrow();
  const subscription = row.purpose === 'subscription';
  const payer =
    !subscription && row.tenant_id
      ? await findPayer(trx, row.organization_id, row.tenant_id, everyRental)
      : undefined;
  const reference = receipt ?? row.checkout_request_id;
  // The log names who asked beside who recorded it.
  const posted = await postPayment(
    trx,
    input.actor ?? systemActor(row.organization_id, 'M-PESA'),
    {
      id: transactionId,
      payer: payer ?? null,
      payerName: organization.name,
      transactionType: subscription ? 'Subscription Payment' : 'Tenant Payment',
      amountCents: Number(row.amount_cents),
      paymentMode: 'MPESA',
      description: row.description,
      paidAt: input.paidAt ?? now.toISOString(),
      externalReference: reference,
      receiptCode: receipt ?? null,
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
  if (!posted.inserted) return null;
  if (subscription) {
    const current = organization.paid_until ?? organization.trial_ends_at;
    const from = Date.parse(current) > now.getTime() ? new Date(current) : now;
    await trx
      .updateTable('organizations')
      .set({
        paid_until: addMonthsToInstant(from, 1).toISOString(),
        plan_id: organization.plan_id ?? row.plan_id,
      })
      .where('id', '=', row.organization_id)
      .execute();
  }
  return transactionId;
}

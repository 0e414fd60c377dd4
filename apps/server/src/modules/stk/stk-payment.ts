import { nairobiDate } from '@rental/shared/billing-dates';
import type { Db } from '../../db/connection.js';
import type { StkRequestsTable } from '../../db/types.js';
import { addMonths } from '../../lib/clock.js';
import { systemActor } from '../auth/actor.js';
import { tenantBalance } from '../ledger/balances.js';
import { queueSms } from '../sms/outbox.js';
import { logPaymentRecorded, paymentSources } from '../transactions/payment-activity.js';
import { transactionReference } from '../transactions/presenter.js';
import { receiptText } from '../transactions/receipt.js';
import { findPayer, findTransactionByReference } from '../transactions/repository.js';

/**
 * The payment an STK success records: a Subscription Payment that extends the paid period
 * by a month, or a tenant's payment with an SMS receipt. The receipt number is the external
 * reference (unique per organization), so a payment M-PESA also confirmed by C2B is kept
 * once. Returns the id of the transaction that stands for it.
 */
export async function recordPayment(
  trx: Db,
  row: StkRequestsTable,
  transactionId: string,
  receipt: string | undefined,
  now: Date,
): Promise<string> {
  const organization = await trx
    .selectFrom('organizations')
    .select(['name', 'plan_id', 'trial_ends_at', 'paid_until'])
    .where('id', '=', row.organization_id)
    .executeTakeFirstOrThrow();
  const payer =
    row.purpose === 'tenant_balance' && row.tenant_id
      ? await findPayer(trx, row.organization_id, row.tenant_id)
      : undefined;
  const reference = receipt ?? row.checkout_request_id;
  const tenantName = payer ? `${payer.firstname} ${payer.lastname}` : organization.name;
  const paidOn = nairobiDate(now);
  const inserted = await trx
    .insertInto('transactions')
    .values({
      id: transactionId,
      organization_id: row.organization_id,
      transaction_type: row.purpose === 'subscription' ? 'Subscription Payment' : 'Tenant Payment',
      tenant_id: payer ? payer.id : null,
      tenant_name: tenantName,
      recorded_by: row.user_id,
      recorded_by_name: row.user_name,
      payment_mode: 'MPESA',
      amount_cents: Number(row.amount_cents),
      description: row.description,
      paid_at: now.toISOString(),
      paid_on: paidOn,
      external_reference: reference,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['organization_id', 'external_reference']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    const existing = await findTransactionByReference(trx, row.organization_id, reference);
    if (!existing) throw new Error(`No transaction carries ${reference} after a conflict on it`);
    return existing.id;
  }
  // M-PESA's answer records it (a callback or the settling job); the log names who asked.
  await logPaymentRecorded(
    trx,
    systemActor(row.organization_id, 'M-PESA'),
    {
      transactionId,
      amountCents: Number(row.amount_cents),
      tenantName,
      reference,
      source:
        row.purpose === 'subscription' ? paymentSources.stkSubscription : paymentSources.stkTenant,
      requestedBy: row.user_name,
    },
    now,
  );

  if (row.purpose === 'subscription') {
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
  } else if (payer) {
    const balanceCents = await tenantBalance(trx, row.organization_id, payer.id);
    await queueSms(
      trx,
      [
        {
          organizationId: row.organization_id,
          tenantId: payer.id,
          recipientName: `${payer.firstname} ${payer.lastname}`,
          phoneNumber: payer.phonenumber,
          text: receiptText({
            firstname: payer.firstname,
            amountCents: Number(row.amount_cents),
            houseNumber: payer.house_number,
            paidOn,
            reference: receipt ?? transactionReference(transactionId),
            balanceCents,
          }),
          purpose: 'receipt',
          transactionId,
        },
      ],
      now,
    );
  }
  return transactionId;
}

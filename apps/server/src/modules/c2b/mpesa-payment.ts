import { randomUUID } from 'node:crypto';
import { nairobiDate } from '@rental/shared/billing-dates';
import type { Db } from '../../db/connection.js';
import { tenantBalance } from '../ledger/balances.js';
import { queueSms } from '../sms/outbox.js';
import { receiptText } from '../transactions/receipt.js';
import type { PaybillPayment } from './parse.js';
import { insertPaymentOnce, type findTenant } from './repository.js';

export type Payer = NonNullable<Awaited<ReturnType<typeof findTenant>>>;

/**
 * Records a tenant's M-PESA payment once (unique (organization, TransID)) and queues the SMS
 * receipt with the balance after it, in the caller's transaction. Undefined: already recorded.
 */
export async function recordMpesaPayment(
  trx: Db,
  organizationId: string,
  payer: Payer,
  payment: PaybillPayment,
  now: Date,
): Promise<string | undefined> {
  const id = randomUUID();
  const paidOn = nairobiDate(new Date(payment.paidAt));
  const inserted = await insertPaymentOnce(trx, {
    id,
    organization_id: organizationId,
    transaction_type: 'Tenant Payment',
    tenant_id: payer.id,
    tenant_name: `${payer.firstname} ${payer.lastname}`,
    recorded_by: null,
    recorded_by_name: 'M-PESA',
    payment_mode: 'MPESA',
    amount_cents: payment.amountCents,
    description: `M-PESA paybill payment by ${payment.payerName}`.slice(0, 200),
    paid_at: payment.paidAt,
    paid_on: paidOn,
    external_reference: payment.transId,
    created_at: now.toISOString(),
  });
  if (!inserted) return undefined;
  const balanceCents = await tenantBalance(trx, organizationId, payer.id);
  await queueSms(
    trx,
    [
      {
        organizationId,
        tenantId: payer.id,
        recipientName: `${payer.firstname} ${payer.lastname}`,
        phoneNumber: payer.phonenumber,
        text: receiptText({
          firstname: payer.firstname,
          amountCents: payment.amountCents,
          houseNumber: payer.house_number,
          paidOn,
          reference: payment.transId,
          balanceCents,
        }),
        purpose: 'receipt',
        transactionId: id,
      },
    ],
    now,
  );
  return id;
}

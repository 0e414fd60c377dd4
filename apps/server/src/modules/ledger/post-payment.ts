import { randomUUID } from 'node:crypto';
import { nairobiDate } from '@rental/shared/billing-dates';
import { noIncome } from '@rental/shared/income-split';
import type { PaymentMode, TransactionType } from '@rental/shared/enums';
import type { Db } from '../../db/connection.js';
import type { Actor } from '../auth/actor.js';
import { queueSms } from '../sms/outbox.js';
import { lockTenant } from '../../db/locks.js';
import { tenantBalance } from './balances.js';
import { depositOf } from './deposits.js';
import { incomeColumns, incomeSplitOf } from './income-allocation.js';
import { tenantPaymentType } from './kinds-sql.js';
import { payeeOf } from './payee.js';
import { logPaymentAssigned, logPaymentRecorded } from './payment-activity.js';
import { receiptText } from './receipt.js';
import { claimReceipt } from './receipt-claims.js';

/** The tenant a payment is for: who to name on it and where to send the receipt. */
export interface Payer {
  id: string;
  firstname: string;
  lastname: string;
  phonenumber: string;
  house_number: string;
}

export interface NewPayment {
  /** Given when the caller must know it beforehand (an STK request's transaction). */
  id?: string;
  /** The tenant paying; null for the organization's own subscription payment. */
  payer: Payer | null;
  /** Who paid when there is no tenant: the organization's name. */
  payerName?: string;
  /** A tenant's payment unless said otherwise. */
  transactionType?: TransactionType;
  amountCents: number;
  paymentMode: PaymentMode;
  description: string;
  /** The instant paid (UTC); its Nairobi day is the payment's date. */
  paidAt: string;
  /**
   * M-PESA TransID or receipt (typed by hand, from C2B or STK): the payment is recorded once
   * per organization, across transactions and unallocated payments (payment_receipts).
   */
  externalReference: string | null;
  /** Who is named as its recorder: the user who entered or asked for it; null for M-PESA. */
  recordedBy: { userId: string | null; name: string };
  /** The reference the receipt and the log give; the transaction's own by default. */
  reference: string;
  /** What the activity log says: where it came from, or the unallocated payment assigned. */
  activity: { source: string; requestedBy?: string | null } | { unallocatedId: string };
  /** Queue the SMS receipt with the balance after the payment. */
  sendReceipt: boolean;
  /**
   * 'first' (the default): the payment goes to the tenant's deposit until it is received in
   * full, the rest to rent. 'none': all of it is rent (the landlord said so).
   */
  toDeposit?: 'first' | 'none';
}

export interface PostedPayment {
  id: string;
  /** False when the external reference was already recorded: nothing was written. */
  inserted: boolean;
}

/**
 * The one way a payment enters the books, whatever its source (DESIGN.md section 8):
 * inserts it once (its receipt number claimed in payment_receipts, and unique (organization,
 * external reference)), writes the activity entry and queues the receipt with the balance
 * after it, all in the caller's transaction.
 */
export async function postPayment(
  trx: Db,
  actor: Actor,
  payment: NewPayment,
  now: Date,
): Promise<PostedPayment> {
  const { organizationId } = actor;
  const id = payment.id ?? randomUUID();
  const { payer } = payment;
  const tenantName = payer ? `${payer.firstname} ${payer.lastname}` : (payment.payerName ?? '');
  const paidOn = nairobiDate(new Date(payment.paidAt));
  // The receipt is claimed before the tenant is locked: the payment holding the claim needs
  // the tenant's row (its foreign key), so claiming after the lock could deadlock two payers.
  if (!(await receiptIsNew(trx, organizationId, payment, now))) return { id, inserted: false };
  const { depositCents, income, rentalId } = await tenantParts(trx, organizationId, payment);
  let insert = trx.insertInto('transactions').values({
    id,
    organization_id: organizationId,
    transaction_type: payment.transactionType ?? tenantPaymentType,
    tenant_id: payer?.id ?? null,
    tenant_name: tenantName,
    recorded_by: payment.recordedBy.userId,
    recorded_by_name: payment.recordedBy.name,
    payment_mode: payment.paymentMode,
    amount_cents: payment.amountCents,
    deposit_cents: depositCents,
    ...incomeColumns(income),
    rental_id: rentalId,
    description: payment.description.slice(0, 200),
    paid_at: payment.paidAt,
    paid_on: paidOn,
    external_reference: payment.externalReference,
    created_at: now.toISOString(),
  });
  if (payment.externalReference !== null) {
    insert = insert.onConflict((oc) =>
      oc.columns(['organization_id', 'external_reference']).doNothing(),
    );
  }
  const inserted = await insert.returning('id').executeTakeFirst();
  if (!inserted) return { id, inserted: false };

  const logged = {
    transactionId: id,
    amountCents: payment.amountCents,
    depositCents,
    tenantName,
    reference: payment.reference,
  };
  if ('unallocatedId' in payment.activity) {
    await logPaymentAssigned(trx, actor, { ...logged, ...payment.activity }, now);
  } else {
    await logPaymentRecorded(trx, actor, { ...logged, ...payment.activity }, now);
  }

  if (payment.sendReceipt && payer) {
    // Read inside the transaction: the balance the receipt states includes this payment.
    const [balanceCents, payee, language] = await Promise.all([
      tenantBalance(trx, organizationId, payer.id),
      payeeOf(trx, organizationId),
      tenantLanguage(trx, organizationId, payer.id),
    ]);
    const text = receiptText({
      language,
      firstname: payer.firstname,
      amountCents: payment.amountCents,
      houseNumber: payer.house_number,
      paidOn,
      reference: payment.reference,
      balanceCents,
      depositCents,
      payee,
    });
    await queueSms(
      trx,
      [
        {
          organizationId,
          tenantId: payer.id,
          recipientName: tenantName,
          phoneNumber: payer.phonenumber,
          text,
          purpose: 'receipt',
          transactionId: id,
        },
      ],
      now,
    );
  }
  return { id, inserted: true };
}

/** The language the tenant is sent their SMS in (every payer source reads the tenant apart). */
async function tenantLanguage(trx: Db, organizationId: string, tenantId: string) {
  const row = await trx
    .selectFrom('tenants')
    .select('language')
    .where('organization_id', '=', organizationId)
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return row?.language ?? 'en';
}

/**
 * Whether the payment's receipt number is new in the organization (claimed now). An
 * unallocated payment being assigned claimed its TransID when it was parked.
 */
async function receiptIsNew(trx: Db, organizationId: string, payment: NewPayment, now: Date) {
  if (payment.externalReference === null || 'unallocatedId' in payment.activity) return true;
  return claimReceipt(trx, organizationId, payment.externalReference, now);
}

/**
 * How a tenant's payment divides: the part held as deposit (what of the deposit is still due,
 * at most the payment), and what the rest pays for (income-allocation.ts), with the rental the
 * tenant lives in now. Decided with the tenant locked, so two payments at once cannot both
 * fill the same deposit or settle the same charge.
 */
async function tenantParts(trx: Db, organizationId: string, payment: NewPayment) {
  const { payer } = payment;
  const isTenantPayment = (payment.transactionType ?? tenantPaymentType) === tenantPaymentType;
  if (!payer || !isTenantPayment) return { depositCents: 0, income: noIncome(), rentalId: null };
  const rentalId = await lockTenant(trx, organizationId, payer.id);
  const { due } = await depositOf(trx, organizationId, payer.id);
  const depositCents =
    payment.toDeposit === 'none' ? 0 : Math.max(0, Math.min(due, payment.amountCents));
  const income = await incomeSplitOf(
    trx,
    organizationId,
    payer.id,
    payment.amountCents - depositCents,
  );
  return { depositCents, income, rentalId };
}

import { randomUUID } from 'node:crypto';
import { nairobiDate } from '@rental/shared/dates';
import { noIncome } from '@rental/shared/income-split';
import type { PaymentMode, TransactionType } from '@rental/shared/enums';
import type { Db } from '../../db/connection.js';
import { organizationIs } from '../../db/dialect.js';
import type { Actor } from '../access/index.js';
import { lockTenants } from '../../db/locks.js';
import { recordActivities } from '../activity/index.js';
import { queueSms, receiptText, receiptWhatsapp } from '../sms/index.js';
import { tenantBalances } from './balances.js';
import { depositsOf } from './deposits.js';
import { incomeColumns, incomeSplitsOf } from './income-allocation.js';
import type { PaymentSource } from '@rental/shared/activity';
import { tenantPaymentType } from './kinds-sql.js';
import { paymentEntries, postEntries } from './journal.js';
import { payeeOf } from '../organization/index.js';
import { paymentAssignedEntry, paymentRecordedEntry } from './payment-activity.js';
import { claimReceipts, receiptKey } from './receipt-claims.js';
import {
  tenantDisplayName,
  type TenantNameFields,
  tenantGreetingName,
} from '@rental/shared/tenant-name';

/** The tenant a payment is for: who to name on it and where to send the receipt. */
export interface Payer extends TenantNameFields {
  id: string;
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
  /**
   * The M-PESA code the tenant's SMS receipt names; the external reference by default. An STK
   * push the status query settled has none yet (its CheckoutRequestID stands in, decision
   * 0062): its receipt names none rather than an id the tenant never saw.
   */
  receiptCode?: string | null;
  /** Who is named as its recorder: the user who entered or asked for it; null for M-PESA. */
  recordedBy: { userId: string | null; name: string };
  /** The reference the receipt and the log give; the transaction's own by default. */
  reference: string;
  /** What the activity log says: where it came from, or the unallocated payment assigned. */
  activity:
    | { source: PaymentSource; paymentMode?: PaymentMode; requestedBy?: string | null }
    | { unallocatedId: string };
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
 * The one way a payment enters the books, whatever its source (docs/architecture.md §8):
 * inserts it once (its receipt number claimed in payment_receipts) with its journal entries,
 * writes the activity entry and queues the receipt with the balance after it, all in the
 * caller's transaction.
 */
export async function postPayment(
  trx: Db,
  actor: Actor,
  payment: NewPayment,
  now: Date,
): Promise<PostedPayment> {
  const [posted] = await postPayments(trx, actor, [payment], now);
  return posted!;
}

/**
 * postPayment for several payments of the actor's organization at once, with the same result
 * as posting them one after another, in a fixed number of statements however many they are
 * (M-PESA confirmations are applied in batches). Each tenant and each external reference may
 * appear once per call: a payment's split and its receipt's balance are worked out from the
 * ledger as it stands, so a second payment of the same tenant goes in the next call.
 */
export async function postPayments(
  trx: Db,
  actor: Actor,
  payments: readonly NewPayment[],
  now: Date,
): Promise<PostedPayment[]> {
  const { organizationId } = actor;
  assertOncePerCall(payments);
  const ids = payments.map((payment) => payment.id ?? randomUUID());
  // The receipts are claimed before the tenants are locked: a payment holding a claim needs
  // its tenant's row (a foreign key), so claiming after the lock could deadlock two payers.
  const isNew = await receiptsAreNew(trx, organizationId, payments, now);
  const fresh = payments.flatMap((payment, i) => (isNew[i] ? [{ payment, id: ids[i]! }] : []));
  const parts = await tenantParts(
    trx,
    organizationId,
    fresh.map(({ payment }) => payment),
  );

  const rows = fresh.map(({ payment, id }, i) => {
    const { payer } = payment;
    const part = parts[i]!;
    return {
      id,
      organization_id: organizationId,
      transaction_type: payment.transactionType ?? tenantPaymentType,
      tenant_id: payer?.id ?? null,
      tenant_name: nameOf(payment),
      recorded_by: payment.recordedBy.userId,
      recorded_by_name: payment.recordedBy.name,
      payment_mode: payment.paymentMode,
      amount_cents: payment.amountCents,
      deposit_cents: part.depositCents,
      ...incomeColumns(part.income),
      rental_id: part.rentalId,
      description: payment.description.slice(0, 200),
      paid_at: payment.paidAt,
      paid_on: nairobiDate(new Date(payment.paidAt)),
      external_reference: payment.externalReference,
      created_at: now.toISOString(),
    };
  });
  // The claims decided which are new (an unallocated payment's claim was made when parked,
  // and assigning it takes the unallocated row once): every row left is inserted.
  if (rows.length > 0) await trx.insertInto('transactions').values(rows).execute();
  const insertedIds = new Set(rows.map((row) => row.id));
  // Tenant money only: the organization's own subscription payments are not in the journal.
  const entries = rows
    .filter((row) => insertedIds.has(row.id) && row.tenant_id !== null)
    .filter((row) => row.transaction_type === tenantPaymentType)
    .flatMap((row) =>
      paymentEntries({
        id: row.id,
        tenantId: row.tenant_id!,
        rentalId: row.rental_id,
        amountCents: row.amount_cents,
        depositCents: row.deposit_cents,
        waterCents: row.water_cents,
        serviceChargeCents: row.service_charge_cents,
        otherCents: row.other_cents,
        paidOn: row.paid_on,
      }),
    );
  await postEntries(trx, organizationId, actor, entries, now);
  const posted = fresh
    .map(({ payment, id }, i) => ({ payment, id, depositCents: parts[i]!.depositCents }))
    .filter(({ id }) => insertedIds.has(id));

  await recordActivities(trx, actor, posted.map(activityEntryOf), now);
  await queueReceipts(trx, organizationId, posted, now);
  return ids.map((id) => ({ id, inserted: insertedIds.has(id) }));
}

function assertOncePerCall(payments: readonly NewPayment[]) {
  const tenants = payments.flatMap((payment) => (payment.payer ? [payment.payer.id] : []));
  const references = payments.flatMap((payment) =>
    payment.externalReference === null ? [] : [receiptKey(payment.externalReference)],
  );
  if (new Set(tenants).size !== tenants.length || new Set(references).size !== references.length) {
    throw new Error('postPayments: a tenant or a receipt number appears twice in one call');
  }
}

const nameOf = (payment: NewPayment) =>
  payment.payer ? tenantDisplayName(payment.payer) : (payment.payerName ?? '');

interface Posted {
  payment: NewPayment;
  id: string;
  depositCents: number;
}

function activityEntryOf({ payment, id, depositCents }: Posted) {
  const logged = {
    transactionId: id,
    amountCents: payment.amountCents,
    depositCents,
    tenantName: nameOf(payment),
    reference: payment.reference,
  };
  return 'unallocatedId' in payment.activity
    ? paymentAssignedEntry({ ...logged, ...payment.activity })
    : paymentRecordedEntry({ ...logged, ...payment.activity });
}

/** Each receipt with the tenant's balance after the payment, read inside the transaction. */
async function queueReceipts(trx: Db, organizationId: string, posted: Posted[], now: Date) {
  const receipts = posted.filter(({ payment }) => payment.sendReceipt && payment.payer);
  if (receipts.length === 0) return;
  const tenantIds = receipts.map(({ payment }) => payment.payer!.id);
  const [balances, payee, languages] = await Promise.all([
    tenantBalances(trx, organizationId, tenantIds),
    payeeOf(trx, organizationId),
    tenantLanguages(trx, organizationId, tenantIds),
  ]);
  const messages = receipts.map(({ payment, id, depositCents }) => {
    const payer = payment.payer!;
    const facts = {
      language: languages.get(payer.id) ?? 'en',
      firstname: tenantGreetingName(payer),
      amountCents: payment.amountCents,
      houseNumber: payer.house_number,
      paidOn: nairobiDate(new Date(payment.paidAt)),
      // What the tenant knows the payment by: the M-PESA receipt code, never an internal id.
      reference:
        payment.receiptCode === undefined ? payment.externalReference : payment.receiptCode,
      balanceCents: balances.get(payer.id) ?? 0,
      depositCents,
      payee,
    };
    return {
      organizationId,
      tenantId: payer.id,
      recipientName: nameOf(payment),
      phoneNumber: payer.phonenumber,
      text: receiptText(facts),
      purpose: 'receipt' as const,
      transactionId: id,
      whatsapp: receiptWhatsapp(facts),
    };
  });
  await queueSms(trx, messages, now);
}

/** The language each tenant is sent their SMS in (every payer source reads the tenant apart). */
async function tenantLanguages(trx: Db, organizationId: string, tenantIds: string[]) {
  const rows = await trx
    .selectFrom('tenants')
    .select(['id', 'language'])
    .where(organizationIs(trx, 'organization_id', organizationId))
    .where('id', 'in', tenantIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.language]));
}

/**
 * Whether each payment's receipt number is new in the organization (claimed now). An
 * unallocated payment being assigned claimed its TransID when it was parked.
 */
async function receiptsAreNew(
  trx: Db,
  organizationId: string,
  payments: readonly NewPayment[],
  now: Date,
): Promise<boolean[]> {
  const needsClaim = (payment: NewPayment) =>
    payment.externalReference !== null && !('unallocatedId' in payment.activity);
  const claimed = await claimReceipts(
    trx,
    organizationId,
    payments.filter(needsClaim).map((payment) => payment.externalReference!),
    now,
  );
  return payments.map(
    (payment) => !needsClaim(payment) || claimed.has(receiptKey(payment.externalReference!)),
  );
}

const isTenantPayment = (payment: NewPayment) =>
  payment.payer !== null && (payment.transactionType ?? tenantPaymentType) === tenantPaymentType;

/**
 * How each tenant's payment divides: the part held as deposit (what of the deposit is still
 * due, at most the payment), and what the rest pays for (income-allocation.ts), with the
 * rental the tenant lives in now. Decided with the tenants locked, so two payments at once
 * cannot both fill the same deposit or settle the same charge.
 */
async function tenantParts(trx: Db, organizationId: string, payments: readonly NewPayment[]) {
  const tenantIds = payments.filter(isTenantPayment).map((payment) => payment.payer!.id);
  const rentals = await lockTenants(trx, organizationId, tenantIds);
  const deposits = await depositsOf(trx, organizationId, tenantIds);
  const depositCentsOf = (payment: NewPayment) => {
    const due = deposits.get(payment.payer!.id)?.due ?? 0;
    return payment.toDeposit === 'none' ? 0 : Math.max(0, Math.min(due, payment.amountCents));
  };
  const incomes = await incomeSplitsOf(
    trx,
    organizationId,
    new Map(
      payments
        .filter(isTenantPayment)
        .map((payment) => [payment.payer!.id, payment.amountCents - depositCentsOf(payment)]),
    ),
  );
  return payments.map((payment) => {
    if (!isTenantPayment(payment)) {
      return { depositCents: 0, income: noIncome(), rentalId: null };
    }
    const tenantId = payment.payer!.id;
    return {
      depositCents: depositCentsOf(payment),
      income: incomes.get(tenantId)!,
      rentalId: rentals.get(tenantId) ?? null,
    };
  });
}

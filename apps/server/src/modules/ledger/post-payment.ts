import { randomUUID } from 'node:crypto';
import { nairobiDate } from '@rental/shared/dates';
import { noIncome } from '@rental/shared/income-split';
import type { PaymentMode, TransactionType } from '@rental/shared/enums';
import { insertRows } from '../../db/bulk-insert.js';
import type { Db } from '../../db/connection.js';
import { organizationIs } from '../../db/dialect.js';
import type { Actor } from '../access/index.js';
import { lockTenantsAcross } from '../../db/locks.js';
import { organizationsOf, type TenantKey } from '../../db/tenant-keys.js';
import { recordActivitiesOf } from '../activity/index.js';
import { queueSms, receiptText, receiptWhatsapp } from '../sms/index.js';
import { keptBalancesOfTenants } from './balances.js';
import { depositsOfTenants } from './deposits.js';
import { incomeColumns, incomeSplitsOfTenants } from './income-allocation.js';
import type { PaymentSource } from '@rental/shared/activity';
import { tenantPaymentType } from './kinds-sql.js';
import { paymentEntries, postEntriesAcross, type Poster } from './journal.js';
import { writePaymentTexts } from './payment-texts.js';
import { payeesOf } from '../organization/index.js';
import { paymentAssignedEntry, paymentRecordedEntry } from './payment-activity.js';
import { claimReceiptsAcross, organizationReceiptKey } from './receipt-claims.js';
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
  return postPaymentsAcross(
    trx,
    payments.map((payment) => ({ actor, payment })),
    now,
  );
}

/** A payment with the Actor recording it, whose organization it is posted in. */
export interface ActorPayment {
  actor: Actor;
  payment: NewPayment;
}

/**
 * postPayments for payments of several organizations (a C2B batch spans every organization
 * paid meanwhile), each recorded by its own Actor, in the same fixed number of statements:
 * the results in the payments' order.
 */
export async function postPaymentsAcross(
  trx: Db,
  payments: readonly ActorPayment[],
  now: Date,
): Promise<PostedPayment[]> {
  assertOncePerCall(payments);
  const all = payments.map((item) => ({ ...item, id: item.payment.id ?? randomUUID() }));
  // The receipts are claimed before the tenants are locked: a payment holding a claim needs
  // its tenant's row (a foreign key), so claiming after the lock could deadlock two payers.
  const isNew = await receiptsAreNew(trx, payments, now);
  const fresh = all.filter((_, i) => isNew[i]);
  const parts = await tenantParts(trx, fresh);

  const rows = fresh.map(({ actor, payment, id }, i) => {
    const { payer } = payment;
    const part = parts[i]!;
    return {
      id,
      organization_id: actor.organizationId,
      transaction_type: payment.transactionType ?? tenantPaymentType,
      tenant_id: payer?.id ?? null,
      recorded_by: payment.recordedBy.userId,
      recorded_by_name: payment.recordedBy.name,
      payment_mode: payment.paymentMode,
      amount_cents: payment.amountCents,
      deposit_cents: part.depositCents,
      ...incomeColumns(part.income),
      rental_id: part.rentalId,
      paid_at: payment.paidAt,
      paid_on: nairobiDate(new Date(payment.paidAt)),
      external_reference: payment.externalReference,
      created_at: now.toISOString(),
    };
  });
  // The claims decided which are new (an unallocated payment's claim was made when parked,
  // and assigning it takes the unallocated row once): every row left is inserted.
  await insertRows(trx, 'transactions', rows);
  await writePaymentTexts(
    trx,
    fresh.map(({ actor, payment, id }) => ({
      transactionId: id,
      organizationId: actor.organizationId,
      payerName: nameOf(payment),
      description: payment.description,
    })),
  );
  const insertedIds = new Set(rows.map((row) => row.id));
  // Tenant money only: the organization's own subscription payments are not in the journal.
  const entries = rows
    .filter((row) => row.tenant_id !== null && row.transaction_type === tenantPaymentType)
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
      }).map((entry) => ({ ...entry, organizationId: row.organization_id })),
    );
  for (const [poster, ofPoster] of byPoster(fresh, entries)) {
    await postEntriesAcross(trx, poster, ofPoster, now);
  }
  const posted = fresh
    .map((item, i) => ({ ...item, depositCents: parts[i]!.depositCents }))
    .filter(({ id }) => insertedIds.has(id));

  await recordActivitiesOf(
    trx,
    posted.map((item) => ({ actor: item.actor, entry: activityEntryOf(item) })),
    now,
  );
  await queueReceipts(trx, posted, now);
  return all.map(({ id }) => ({ id, inserted: insertedIds.has(id) }));
}

/**
 * The entries grouped by who posts them (role and user), as the journal records one poster a
 * statement: a C2B batch's Actors are all M-PESA's, so it is one group whatever it spans.
 */
function byPoster<E extends { organizationId: string }>(
  payments: readonly { actor: Actor; id: string }[],
  entries: readonly (E & { sourceId: string })[],
) {
  const posterOf = new Map(payments.map(({ actor, id }) => [id, actor]));
  const groups = new Map<string, { poster: Poster; entries: E[] }>();
  for (const entry of entries) {
    const actor = posterOf.get(entry.sourceId)!;
    const key = `${actor.role}\u0000${actor.userId ?? ''}`;
    const group = groups.get(key) ?? {
      poster: { role: actor.role, userId: actor.userId },
      entries: [],
    };
    group.entries.push(entry);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ poster, entries: ofPoster }) => [poster, ofPoster] as const);
}

function assertOncePerCall(payments: readonly ActorPayment[]) {
  const tenants = payments.flatMap(({ payment }) => (payment.payer ? [payment.payer.id] : []));
  const references = payments.flatMap(({ actor, payment }) =>
    payment.externalReference === null
      ? []
      : [organizationReceiptKey(actor.organizationId, payment.externalReference)],
  );
  if (new Set(tenants).size !== tenants.length || new Set(references).size !== references.length) {
    throw new Error('postPayments: a tenant or a receipt number appears twice in one call');
  }
}

const nameOf = (payment: NewPayment) =>
  payment.payer ? tenantDisplayName(payment.payer) : (payment.payerName ?? '');

interface Posted extends ActorPayment {
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
async function queueReceipts(trx: Db, posted: Posted[], now: Date) {
  const receipts = posted.filter(({ payment }) => payment.sendReceipt && payment.payer);
  if (receipts.length === 0) return;
  const keys = receipts.map(({ actor, payment }) => ({
    organizationId: actor.organizationId,
    tenantId: payment.payer!.id,
  }));
  const [balances, payees, languages] = await Promise.all([
    keptBalancesOfTenants(trx, keys),
    payeesOf(
      trx,
      keys.map((key) => key.organizationId),
    ),
    tenantLanguages(trx, keys),
  ]);
  const messages = receipts.map(({ actor, payment, id, depositCents }) => {
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
      payee: payees.get(actor.organizationId)!,
    };
    return {
      organizationId: actor.organizationId,
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

/**
 * The language each tenant is sent their SMS in (every payer source reads the tenant apart),
 * read by key: tenant ids are unique across organizations.
 */
async function tenantLanguages(trx: Db, keys: readonly TenantKey[]) {
  const organizations = organizationsOf(keys);
  const rows = await trx
    .selectFrom('tenants')
    .select(['id', 'language'])
    .$if(organizations.length === 1, (query) =>
      query.where(organizationIs(trx, 'organization_id', organizations[0]!)),
    )
    .where(
      'id',
      'in',
      keys.map((key) => key.tenantId),
    )
    .execute();
  return new Map(rows.map((row) => [row.id, row.language]));
}

/**
 * Whether each payment's receipt number is new in its organization (claimed now). An
 * unallocated payment being assigned claimed its TransID when it was parked.
 */
async function receiptsAreNew(
  trx: Db,
  payments: readonly ActorPayment[],
  now: Date,
): Promise<boolean[]> {
  const needsClaim = ({ payment }: ActorPayment) =>
    payment.externalReference !== null && !('unallocatedId' in payment.activity);
  const claimed = await claimReceiptsAcross(
    trx,
    payments.filter(needsClaim).map(({ actor, payment }) => ({
      organizationId: actor.organizationId,
      receipt: payment.externalReference!,
    })),
    now,
  );
  return payments.map(
    (item) =>
      !needsClaim(item) ||
      claimed.has(
        organizationReceiptKey(item.actor.organizationId, item.payment.externalReference!),
      ),
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
async function tenantParts(trx: Db, payments: readonly ActorPayment[]) {
  const keys = payments
    .filter(({ payment }) => isTenantPayment(payment))
    .map(({ actor, payment }) => ({
      organizationId: actor.organizationId,
      tenantId: payment.payer!.id,
    }));
  const rentals = await lockTenantsAcross(trx, keys);
  const deposits = await depositsOfTenants(trx, keys);
  const depositCentsOf = (payment: NewPayment) => {
    const due = deposits.get(payment.payer!.id)?.due ?? 0;
    return payment.toDeposit === 'none' ? 0 : Math.max(0, Math.min(due, payment.amountCents));
  };
  const incomes = await incomeSplitsOfTenants(
    trx,
    payments
      .filter(({ payment }) => isTenantPayment(payment))
      .map(({ actor, payment }) => ({
        organizationId: actor.organizationId,
        tenantId: payment.payer!.id,
        cents: payment.amountCents - depositCentsOf(payment),
      })),
  );
  return payments.map(({ payment }) => {
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

import { insertRows } from '../../db/bulk-insert.js';
import type { Db } from '../../db/connection.js';
import { organizationKey, organizationPairIn } from '../../db/tenant-keys.js';
import type { Payer } from '../ledger/index.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';
import type { PaybillPayment, StoredPayment } from './parse.js';

/** A callback as received; stored alone or, from the endpoint, with others in one commit. */
export interface NewCallback {
  id: string;
  organizationId: string;
  kind: string;
  /** The body verbatim, for the record. */
  rawBody: string;
  /** The payment the body was read as (parse.ts), once; null when it is not one. */
  payment: StoredPayment | null;
  transId: string | null;
  at: string;
  /** Set when the endpoint already decided it (invalid, validation, ignored shortcode). */
  outcome?: string;
  /** The client address; null for one recovered from M-PESA's own records (Pull). */
  sourceIp?: string | null;
  /** Whether that address is M-PESA's (or the record came from M-PESA's API): default true. */
  sourceTrusted?: boolean;
}

export async function insertCallback(db: Db, row: NewCallback) {
  await insertCallbacks(db, [row]);
}

/**
 * The callbacks in insertRows' statements. The intake's group commit (pipeline.ts) writes at
 * most 500 at a time, which insertRows sends as one statement on both databases, so a group
 * is stored whole or not at all; a caller with more wraps them in a transaction (the pull).
 */
export async function insertCallbacks(db: Db, rows: NewCallback[]) {
  if (rows.length === 0) return;
  await insertRows(
    db,
    'mpesa_callbacks',
    rows.map((row) => ({
      id: row.id,
      organization_id: row.organizationId,
      kind: row.kind,
      raw_body: row.rawBody,
      trans_id: row.transId,
      payment_trans_id: row.payment?.payment.transId ?? null,
      payment_amount_cents: row.payment?.payment.amountCents ?? null,
      payment_bill_ref: row.payment?.payment.billRef ?? null,
      payment_payer_name: row.payment?.payment.payerName ?? null,
      payment_paid_at: row.payment?.payment.paidAt ?? null,
      payment_shortcode: row.payment?.shortcode ?? null,
      received_at: row.at,
      processed_at: row.outcome ? row.at : null,
      outcome: row.outcome ?? null,
      source_ip: row.sourceIp ?? null,
      source_trusted: row.sourceTrusted === false ? 0 : 1,
    })),
  );
}

/** Records one outcome for many processed callbacks. */
export async function finishCallbacks(db: Db, ids: string[], outcome: string, at: string) {
  if (ids.length === 0) return;
  await db
    .updateTable('mpesa_callbacks')
    .set({ processed_at: at, outcome })
    .where('id', 'in', ids)
    .execute();
}

/** The columns of a stored confirmation's payment, as insertCallbacks writes them. */
export const storedPaymentColumns = [
  'payment_trans_id',
  'payment_amount_cents',
  'payment_bill_ref',
  'payment_payer_name',
  'payment_paid_at',
  'payment_shortcode',
] as const;

export interface StoredConfirmation {
  id: string;
  organization_id: string | null;
  received_at: string;
  source_ip: string | null;
  source_trusted: number;
  payment_trans_id: string | null;
  payment_amount_cents: number | null;
  payment_bill_ref: string | null;
  payment_payer_name: string | null;
  payment_paid_at: string | null;
  payment_shortcode: string | null;
}

/** The payment stored with a confirmation; undefined when it was not one (invalid). */
export function storedPayment(row: StoredConfirmation): StoredPayment | undefined {
  const {
    payment_trans_id: transId,
    payment_amount_cents: amountCents,
    payment_bill_ref: billRef,
    payment_payer_name: payerName,
    payment_paid_at: paidAt,
    payment_shortcode: shortcode,
  } = row;
  if (
    transId === null ||
    amountCents === null ||
    billRef === null ||
    payerName === null ||
    paidAt === null ||
    shortcode === null
  ) {
    return undefined;
  }
  const payment: PaybillPayment = {
    transId,
    amountCents: Number(amountCents),
    billRef,
    payerName,
    paidAt,
  };
  return { payment, shortcode };
}

/**
 * Tenants whose house number has this key, in any of the organization's rentals: the current
 * tenants of such a house; only when none lives there now, its former tenants (a leaver
 * paying what they still owe). A house re-let pays to its new tenant; the landlord can
 * reassign a leaver's payment. At most two: one is a match, two are ambiguous.
 */
export async function tenantsByHouseKey(db: Db, organizationId: string, houseKey: string) {
  return (await tenantsByHouseKeys(db, organizationId, [houseKey])).get(houseKey) ?? [];
}

/** tenantsByHouseKey for several keys in one query (a batch of confirmations). */
export async function tenantsByHouseKeys(
  db: Db,
  organizationId: string,
  houseKeys: readonly string[],
): Promise<Map<string, Payer[]>> {
  const found = await tenantsByHouseKeysAcross(
    db,
    houseKeys.map((houseKey) => ({ organizationId, houseKey })),
  );
  return new Map(
    [...new Set(houseKeys)].map((key) => [key, found.get(organizationKey(organizationId, key))!]),
  );
}

/**
 * tenantsByHouseKeys for keys of several organizations (a C2B batch), in one query: each
 * key's tenants as organizationKey(organization, key).
 */
export async function tenantsByHouseKeysAcross(
  db: Db,
  keys: readonly { organizationId: string; houseKey: string }[],
): Promise<Map<string, Payer[]>> {
  const unique = [
    ...new Map(
      keys.map((key) => [organizationKey(key.organizationId, key.houseKey), key]),
    ).values(),
  ];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('tenants')
    .select(['id', 'organization_id', ...tenantNameColumns(), 'phonenumber', 'house_number'])
    .select(['house_number_key', 'status'])
    .where(
      organizationPairIn(
        db,
        'organization_id',
        'house_number_key',
        unique.map((key) => ({ organizationId: key.organizationId, value: key.houseKey })),
      ),
    )
    .orderBy('id')
    .execute();
  const rowsOf = new Map<string, typeof rows>(
    unique.map((key) => [organizationKey(key.organizationId, key.houseKey), []]),
  );
  for (const row of rows) {
    rowsOf.get(organizationKey(row.organization_id, row.house_number_key ?? ''))?.push(row);
  }
  const byKey = new Map<string, Payer[]>();
  for (const [key, all] of rowsOf) {
    const current = all.filter((row) => row.status === 'current');
    byKey.set(
      key,
      (current.length > 0 ? current : all).slice(0, 2).map((row) => ({
        id: row.id,
        kind: row.kind,
        firstname: row.firstname,
        lastname: row.lastname,
        businessname: row.businessname,
        phonenumber: row.phonenumber,
        house_number: row.house_number,
      })),
    );
  }
  return byKey;
}

export type { Payer };

export function findTenant(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('tenants')
    .select(['id', ...tenantNameColumns(), 'phonenumber', 'house_number'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', tenantId)
    .executeTakeFirst();
}

export function listOpenUnallocated(db: Db, organizationId: string) {
  return db
    .selectFrom('unallocated_payments')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('assigned_at', 'is', null)
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
}

export function findOpenUnallocated(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('unallocated_payments')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .where('assigned_at', 'is', null)
    .executeTakeFirst();
}

/** Claims the payment for one assignment; false when someone assigned it first. */
export async function markAssigned(
  db: Db,
  organizationId: string,
  id: string,
  transactionId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('unallocated_payments')
    .set({ assigned_transaction_id: transactionId, assigned_at: at })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .where('assigned_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

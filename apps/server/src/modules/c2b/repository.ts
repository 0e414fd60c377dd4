import type { Db } from '../../db/connection.js';
import type { UnallocatedPaymentsTable } from '../../db/types.js';
import { claimReceipt } from '../ledger/receipt-claims.js';

export async function insertCallback(
  db: Db,
  row: {
    id: string;
    organizationId: string;
    kind: string;
    rawBody: string;
    transId: string | null;
    at: string;
  },
) {
  await db
    .insertInto('mpesa_callbacks')
    .values({
      id: row.id,
      organization_id: row.organizationId,
      kind: row.kind,
      raw_body: row.rawBody,
      trans_id: row.transId,
      received_at: row.at,
      processed_at: null,
      outcome: null,
    })
    .execute();
}

export async function finishCallback(db: Db, id: string, outcome: string, at: string) {
  await db
    .updateTable('mpesa_callbacks')
    .set({ processed_at: at, outcome })
    .where('id', '=', id)
    .execute();
}

/**
 * Tenants whose house number has this key, in any of the organization's rentals: the current
 * tenants of such a house; only when none lives there now, its former tenants (a leaver
 * paying what they still owe). A house re-let pays to its new tenant; the landlord can
 * reassign a leaver's payment.
 */
export function tenantsByHouseKey(db: Db, organizationId: string, houseKey: string) {
  return db
    .selectFrom('tenants')
    .select(['id', 'firstname', 'lastname', 'phonenumber', 'house_number'])
    .where('organization_id', '=', organizationId)
    .where('house_number_key', '=', houseKey)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'current'),
        eb.not(
          eb.exists(
            eb
              .selectFrom('tenants as c')
              .select('c.id')
              .where('c.organization_id', '=', organizationId)
              .where('c.house_number_key', '=', houseKey)
              .where('c.status', '=', 'current'),
          ),
        ),
      ]),
    )
    .limit(2)
    .execute();
}

export function findTenant(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('tenants')
    .select(['id', 'firstname', 'lastname', 'phonenumber', 'house_number'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', tenantId)
    .executeTakeFirst();
}

/** Whether this TransID is already a transaction or an unallocated payment (one query). */
export async function transIdKnown(db: Db, organizationId: string, transId: string) {
  const row = await db
    .selectNoFrom((eb) =>
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('transactions')
              .select('id')
              .where('organization_id', '=', organizationId)
              .where('external_reference', '=', transId),
          ),
          eb.exists(
            eb
              .selectFrom('unallocated_payments')
              .select('id')
              .where('organization_id', '=', organizationId)
              .where('trans_id', '=', transId),
          ),
        ])
        .as('known'),
    )
    .executeTakeFirstOrThrow();
  // PostgreSQL answers a boolean, SQLite 1 or 0.
  return Boolean(Number(row.known));
}

/**
 * True when inserted; false when the TransID is already recorded in the organization, as a
 * payment or an unallocated one (its receipt claim, then the table's own unique key).
 */
export async function insertUnallocatedOnce(
  db: Db,
  row: UnallocatedPaymentsTable,
): Promise<boolean> {
  const now = new Date(row.created_at);
  if (!(await claimReceipt(db, row.organization_id, row.trans_id, now))) return false;
  const inserted = await db
    .insertInto('unallocated_payments')
    .values(row)
    .onConflict((oc) => oc.columns(['organization_id', 'trans_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
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

/**
 * Confirmations stored but never processed (the process died or the database failed after
 * the raw body was kept), received before `before`, oldest first. Reads the partial index
 * mpesa_callbacks_unprocessed_idx, so the table's processed rows cost nothing.
 */
export function unprocessedConfirmations(db: Db, before: string, limit: number) {
  return db
    .selectFrom('mpesa_callbacks')
    .select(['id', 'organization_id', 'raw_body'])
    .where('processed_at', 'is', null)
    .where('received_at', '<', before)
    .where('kind', '=', 'confirmation')
    .orderBy('received_at')
    .limit(limit)
    .execute();
}

import type { Db } from '../../db/connection.js';
import { incomeByRental, incomeReceived } from '../ledger/index.js';

/** The organization's own return (not an agent's landlord's) in mri_filings. */
export const ownReturn = '';

/** Rentals with what the return needs: use (residential or commercial) and LR number. */
export function taxRentals(db: Db, organizationId: string, landlordId?: string) {
  return db
    .selectFrom('rentals')
    .select(['id', 'name', 'lr_number', 'rental_use'])
    .where('organization_id', '=', organizationId)
    .$if(landlordId !== undefined, (q) => q.where('landlord_id', '=', landlordId!))
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/**
 * Tenants' payments dated from `from` up to before `to` (Nairobi days), per rental they were
 * received for, split by what they paid for (the ledger's income received, added up).
 */
export async function receivedByRental(db: Db, organizationId: string, from: string, to: string) {
  return incomeByRental(await incomeReceived(db, organizationId, { from, to }));
}

export function findFiling(db: Db, organizationId: string, landlordKey: string, month: string) {
  return db
    .selectFrom('mri_filings')
    .select(['prn', 'paid_on'])
    .where('organization_id', '=', organizationId)
    .where('landlord_key', '=', landlordKey)
    .where('month', '=', month)
    .executeTakeFirst();
}

/** Months from `from` (YYYY-MM) on with a return recorded. */
export async function filedMonths(
  db: Db,
  organizationId: string,
  landlordKey: string,
  from: string,
) {
  const rows = await db
    .selectFrom('mri_filings')
    .select('month')
    .where('organization_id', '=', organizationId)
    .where('landlord_key', '=', landlordKey)
    .where('month', '>=', from)
    .execute();
  return new Set(rows.map((row) => row.month));
}

export interface FilingRow {
  organizationId: string;
  landlordKey: string;
  month: string;
  prn: string;
  paidOn: string;
  recordedBy: { userId: string | null; name: string };
  at: string;
}

/** Records a month's filing, or corrects the one recorded (one per organization and month). */
export async function upsertFiling(db: Db, row: FilingRow) {
  const changes = {
    prn: row.prn,
    paid_on: row.paidOn,
    recorded_by: row.recordedBy.userId,
    recorded_by_name: row.recordedBy.name,
    updated_at: row.at,
  };
  await db
    .insertInto('mri_filings')
    .values({
      organization_id: row.organizationId,
      landlord_key: row.landlordKey,
      month: row.month,
      created_at: row.at,
      ...changes,
    })
    .onConflict((oc) =>
      oc.columns(['organization_id', 'landlord_key', 'month']).doUpdateSet(changes),
    )
    .execute();
}

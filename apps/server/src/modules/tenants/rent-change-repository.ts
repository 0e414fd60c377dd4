import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { TenantRentChangesTable } from '../../db/types.js';
import { laterMoveSql, rentSetSql } from './rent-in-force.js';
import { lastBillingDateOf } from '../ledger/index.js';

export function insertRentChange(db: Db, row: TenantRentChangesTable) {
  return db.insertInto('tenant_rent_changes').values(row).execute();
}

/**
 * A tenant's rent changes, newest date first, each with the rent it sets: its amount, or the
 * rent of the room type it follows (a move), with that room type's name.
 */
export function listRentChanges(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('tenant_rent_changes as rc')
    .innerJoin('tenants as t', 't.id', 'rc.tenant_id')
    .innerJoin('room_types as own', 'own.id', 't.room_type_id')
    .leftJoin('room_types as moved', 'moved.id', 'rc.room_type_id')
    .select([
      'rc.id',
      'rc.effective_from',
      'rc.monthly_rent_cents',
      'rc.room_type_id',
      'rc.reason',
      'rc.reason_code',
      'rc.reason_params',
      'rc.created_by_name',
      'rc.created_at',
      rentSetSql('rc', 'moved', 'own').as('rent_cents'),
      // The room type whose rent a move follows: as rentSetSql decides.
      sql<string>`case when ${laterMoveSql('rc')} then coalesce(moved.house_type, own.house_type)
        else own.house_type end`.as('room_type_name'),
    ])
    .where('rc.organization_id', '=', organizationId)
    .where('rc.tenant_id', '=', tenantId)
    .orderBy('rc.effective_from', 'desc')
    .execute();
}

export type RentChangeRow = Awaited<ReturnType<typeof listRentChanges>>[number];

export function findRentChange(db: Db, organizationId: string, tenantId: string, changeId: string) {
  return db
    .selectFrom('tenant_rent_changes')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', changeId)
    .executeTakeFirst();
}

export async function deleteRentChangeRow(db: Db, organizationId: string, changeId: string) {
  await db
    .deleteFrom('tenant_rent_changes')
    .where('organization_id', '=', organizationId)
    .where('id', '=', changeId)
    .execute();
}

/** The tenant's first rent change on or after `date`, if any. */
export function firstChangeFrom(db: Db, organizationId: string, tenantId: string, date: string) {
  return db
    .selectFrom('tenant_rent_changes')
    .select('effective_from')
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .where('effective_from', '>=', date)
    .orderBy('effective_from')
    .executeTakeFirst();
}

/**
 * The billing date of the tenant's last rent invoice: the rent up to it is billed, so a
 * change may only start after it (before, it is a credit note's job).
 */
export async function lastRentBillingDate(
  db: Db,
  organizationId: string,
  tenantId: string,
): Promise<string | null> {
  return lastBillingDateOf(db, organizationId, tenantId, 'Rental Invoice Bill');
}

import type { Db } from '../../db/connection.js';
import { sql } from 'kysely';
import { occupiedUnitsSql, takesUnitSql, rentInForceSql } from '../tenants/index.js';
import { scopeIds, type RentalScope } from './report-scope.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';

/**
 * Room types with their rental, optionally of one rental: the units a portfolio has, and
 * how many are taken (tenants/occupancy.ts, the rule every screen counts by).
 */
export function roomTypesOf(db: Db, organizationId: string, scope?: RentalScope) {
  let query = db
    .selectFrom('room_types as rt')
    .innerJoin('rentals as r', 'r.id', 'rt.rental_id')
    .select([
      'rt.id',
      'rt.rental_id',
      'r.name as rental_name',
      'rt.house_type',
      'rt.total_units',
      'rt.monthly_rent_cents',
      'rt.created_at',
      occupiedUnitsSql('room_type_id', sql.ref('rt.id')).as('occupied'),
    ])
    .where('rt.organization_id', '=', organizationId)
    .orderBy('r.name')
    .orderBy('rt.house_type')
    .orderBy('rt.id');
  if (scope) query = query.where('rt.rental_id', 'in', scopeIds(scope));
  return query.execute();
}

/**
 * The tenants taking a unit (tenants/occupancy.ts) with their rent in force on `today`
 * (tenants/rent-in-force.ts).
 */
export function currentTenantsOf(
  db: Db,
  organizationId: string,
  today: string,
  scope?: RentalScope,
) {
  let query = db
    .selectFrom('tenants as t')
    .innerJoin('room_types as rt', 'rt.id', 't.room_type_id')
    .select([
      't.id',
      't.rental_id',
      't.room_type_id',
      ...tenantNameColumns('t'),
      't.house_number',
      't.move_in_date',
      't.created_at',
      rentInForceSql('t', 'rt', today).as('rent_cents'),
    ])
    .where('t.organization_id', '=', organizationId)
    .where(takesUnitSql('t'))
    .orderBy('t.house_number_key');
  if (scope) query = query.where('t.rental_id', 'in', scopeIds(scope));
  return query.execute();
}

/** Every tenant's stay (current and former), for occupancy at past month ends. */
export function staysOf(db: Db, organizationId: string, scope?: RentalScope) {
  let query = db
    .selectFrom('tenants')
    .select(['rental_id', 'move_in_date', 'move_out_date', 'created_at'])
    .where('organization_id', '=', organizationId);
  if (scope) query = query.where('rental_id', 'in', scopeIds(scope));
  return query.execute();
}

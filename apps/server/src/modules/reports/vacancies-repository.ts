import type { Db } from '../../db/connection.js';
import { sql } from 'kysely';
import { occupiedUnitsSql } from '../tenants/index.js';
import { scopeIds, type RentalScope } from './report-scope.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';

/** Room types with their rental, rent, creation and taken units (tenants/occupancy.ts). */
export function vacancyRoomsOf(db: Db, organizationId: string, scope?: RentalScope) {
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

/** Every tenancy (current and former) with its house, for when each house was let and freed. */
export function tenanciesOf(db: Db, organizationId: string, scope?: RentalScope) {
  let query = db
    .selectFrom('tenants as t')
    .select([
      't.id',
      't.rental_id',
      't.room_type_id',
      't.house_number',
      't.house_number_key',
      't.status',
      't.move_in_date',
      't.move_out_date',
      't.created_at',
      ...tenantNameColumns('t'),
    ])
    .where('t.organization_id', '=', organizationId);
  if (scope) query = query.where('t.rental_id', 'in', scopeIds(scope));
  return query.execute();
}
export type Tenancy = Awaited<ReturnType<typeof tenanciesOf>>[number];
export type VacancyRoom = Awaited<ReturnType<typeof vacancyRoomsOf>>[number];

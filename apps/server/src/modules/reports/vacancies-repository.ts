import type { Db } from '../../db/connection.js';
import type { roomTypesOf } from './portfolio-repository.js';
import { scopeIds, type RentalScope } from './report-scope.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';

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
/** A room type as the portfolio's query reads it (with its creation: the never-let units' day). */
export type VacancyRoom = Awaited<ReturnType<typeof roomTypesOf>>[number];

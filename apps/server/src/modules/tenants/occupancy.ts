import { sql, type Expression, type SqlBool } from 'kysely';
import type { TenantStatus } from '@rental/shared/enums';
import type { Db } from '../../db/connection.js';

/**
 * Occupancy has one rule (issue 30): a unit is taken by a current tenant only. A tenant whose
 * tenancy ended (status former, moved out) keeps their history but frees the unit at once.
 *
 * Every figure of taken or free units reads the SQL below, so no two screens disagree: the
 * rental cards and the room types (rentals/, rooms/; the web's pickers read the room types),
 * the occupancy report, rent roll and dashboard (reports/) and the capacity check a move-in,
 * an edit or a move must pass (service.ts assertPlacementAllowed).
 */
const occupyingStatus: TenantStatus = 'current';

/** Whether the tenant row `tenantsAlias` of the caller's query takes a unit. */
export function takesUnitSql(tenantsAlias: string) {
  return sql<SqlBool>`${sql.ref(`${tenantsAlias}.status`)} = ${occupyingStatus}`;
}

/**
 * The units taken in one room type (`room_type_id`) or one rental (`rental_id`): the current
 * tenants living there. `place` is the room type's or rental's id, a value or a column of
 * the caller's query (`sql.ref('rt.id')`: one indexed count per row, inside that query).
 * `exceptTenantId` leaves one tenant out: the one being edited or moved, who already counts.
 */
export function occupiedUnitsSql(
  column: 'room_type_id' | 'rental_id',
  place: Expression<string> | string,
  exceptTenantId?: string,
) {
  const except = exceptTenantId ? sql` and occupant.id <> ${exceptTenantId}` : sql``;
  return sql<number>`(select count(*) from tenants occupant
    where ${sql.ref(`occupant.${column}`)} = ${place}
      and ${takesUnitSql('occupant')}${except})`;
}

/** The units taken in a room type now (the capacity check, run after lockOrganization). */
export async function countOccupiedUnits(db: Db, roomId: string, exceptTenantId?: string) {
  const { rows } = await sql<{ n: number | string }>`
    select ${occupiedUnitsSql('room_type_id', roomId, exceptTenantId)} as n`.execute(db);
  return Number(rows[0]!.n);
}

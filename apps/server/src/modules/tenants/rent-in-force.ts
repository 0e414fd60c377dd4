import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/**
 * The rent (cents a month) in force for a tenant on `date` (YYYY-MM-DD, Nairobi): their
 * latest rent change on or before that date, its amount or, for a move (no amount), the rent
 * of the room type moved into (rentSetSql); with no change by then, their room type's rent.
 *
 * This SQL expression is the one definition of a tenant's rent: the invoice run (rent on each
 * billing date) and the tenant's page (rent today) read it. `tenantsAlias` and `roomsAlias`
 * name the tenant's row and the row of their room type in the caller's query. One index probe
 * per tenant, inside the caller's query: 10,000 tenants are still one query.
 */
export function rentInForceSql(tenantsAlias: string, roomsAlias: string, date: string) {
  const tenantId = sql.ref(`${tenantsAlias}.id`);
  const organizationId = sql.ref(`${tenantsAlias}.organization_id`);
  return sql<number>`coalesce((
    select ${rentSetSql('rc', 'moved', roomsAlias)}
      from tenant_rent_changes rc
      left join room_types moved on moved.id = rc.room_type_id
      where rc.organization_id = ${organizationId} and rc.tenant_id = ${tenantId}
        and rc.effective_from <= ${date}
      order by rc.effective_from desc
      limit 1
  ), ${sql.ref(`${roomsAlias}.monthly_rent_cents`)})`;
}

/**
 * Whether the tenant moved again after this change (`changesAlias`): an earlier move's room
 * type then applies to that move's dates only, not to where the tenant lives now.
 */
export function laterMoveSql(changesAlias: string) {
  const change = (column: string) => sql.ref(`${changesAlias}.${column}`);
  return sql<boolean>`exists (select 1 from tenant_rent_changes later_move
    where later_move.tenant_id = ${change('tenant_id')}
      and later_move.monthly_rent_cents is null
      and later_move.effective_from > ${change('effective_from')})`;
}

/**
 * The rent one change sets: its amount; for a move, the rent of the room type the tenant
 * lives in (`roomsAlias`) if it is their latest move, so a correction of their room type on
 * the edit form is followed; for an earlier move, the rent of the room type it moved into
 * (`movedAlias`, joined on the change's room_type_id, which falls back to their own room type
 * once that room type is removed).
 */
export function rentSetSql(changesAlias: string, movedAlias: string, roomsAlias: string) {
  const own = sql.ref(`${roomsAlias}.monthly_rent_cents`);
  return sql<number>`coalesce(${sql.ref(`${changesAlias}.monthly_rent_cents`)},
    case when ${laterMoveSql(changesAlias)} then ${sql.ref(`${movedAlias}.monthly_rent_cents`)} end,
    ${own})`;
}

/** One tenant's rent in force on `date`, in cents; null when there is no such tenant. */
export async function rentInForceCents(
  db: Db,
  organizationId: string,
  tenantId: string,
  date: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('tenants as t')
    .innerJoin('room_types as rt', 'rt.id', 't.room_type_id')
    .select(rentInForceSql('t', 'rt', date).as('cents'))
    .where('t.organization_id', '=', organizationId)
    .where('t.id', '=', tenantId)
    .executeTakeFirst();
  return row ? Number(row.cents) : null;
}

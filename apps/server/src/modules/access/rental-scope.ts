import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor, UserActor } from './actor.js';

/**
 * The rentals a signed-in user is limited to (issue 28: a member limited to some rentals sees
 * only their tenants, money and reports); null: every rental (the owner, an unlimited member,
 * the system, a tenant on their own page). The one home of how a query is limited to them:
 * every repository reading or changing rental-owned rows takes one and applies it here.
 */
export type RentalScope = readonly string[] | null;

/** No limit: jobs, M-PESA, the owner. */
export const everyRental: RentalScope = null;

/** The scope of whoever acts: a signed-in user's rentals, or every rental for anyone else. */
export function rentalScopeOf(actor: Actor | UserActor): RentalScope {
  return 'rentalIds' in actor ? actor.rentalIds : null;
}

// A limited list is never empty (no rows means every rental); an empty one still must match
// nothing rather than build `in ()`, which is not SQL.
function values(scope: readonly string[]): string[] {
  return scope.length > 0 ? [...scope] : [''];
}

const always = sql<SqlBool>`1 = 1`;

/**
 * `column in (scope)` for a column holding a rental id; true for every rental. Use in a
 * where: `.where(inRentals('t.rental_id', scope))`.
 */
export function inRentals(column: string, scope: RentalScope): Expression<SqlBool> {
  if (scope === null) return always;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(values(scope))})`;
}

/**
 * `column in (the tenants of the rentals in scope)` for a column holding a tenant id (invoices,
 * readings, credit notes); true for every rental. One indexed subquery, no round trip.
 */
export function ofTenantsInRentals(column: string, scope: RentalScope): Expression<SqlBool> {
  if (scope === null) return always;
  const tenants = sql`select scoped_tenants.id from tenants as scoped_tenants where scoped_tenants.rental_id in (${sql.join(values(scope))})`;
  return sql<SqlBool>`${sql.ref(column)} in (${tenants})`;
}

/** Whether a rental is one the scope reaches. */
export function reachesRental(scope: RentalScope, rentalId: string | null | undefined): boolean {
  if (scope === null) return true;
  return rentalId !== null && rentalId !== undefined && scope.includes(rentalId);
}

/**
 * Refuses a rental outside the scope exactly as a rental of another organization is refused
 * (404 Rental not found), so a limited member cannot tell them apart.
 */
export function requireRentalInScope(scope: RentalScope, rentalId: string | null | undefined) {
  if (!reachesRental(scope, rentalId)) throw notFound('Rental');
}

/** The rental's name, or undefined when it is not one of the organization's rentals. */
export function findRentalName(db: Db, organizationId: string, rentalId: string) {
  return db
    .selectFrom('rentals')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', rentalId)
    .executeTakeFirst();
}

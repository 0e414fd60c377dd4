import { closedRepairStatuses } from '@rental/shared/schemas/repairs';
import type { Db } from '../../db/connection.js';
import { inRentals, type RentalScope } from '../access/index.js';

/**
 * The reads of repairs that reports and the two private pages make (the repairs report, the
 * tenant's page, the landlord's page). Each selects only what its answer shows: never the
 * tenant's name or phone, nor a photo.
 */

const closed = [...closedRepairStatuses];

/** Open repairs of the rentals in scope, oldest first, with the rental and the house. */
export function openRepairsIn(db: Db, organizationId: string, rentals: RentalScope) {
  return db
    .selectFrom('repairs as r')
    .innerJoin('rentals as rl', 'rl.id', 'r.rental_id')
    .leftJoin('tenants as t', 't.id', 'r.tenant_id')
    .select([
      'r.id',
      'r.reference',
      'r.rental_id',
      'rl.name as rental_name',
      't.house_number',
      'r.category',
      'r.priority',
      'r.status',
      'r.created_at',
    ])
    .where('r.organization_id', '=', organizationId)
    .where('r.status', 'not in', closed)
    .where(inRentals('r.rental_id', rentals))
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

/**
 * Repairs closed with a cost in the rentals in scope: those charged to a tenant closed from..to
 * (UTC instants), and every one the landlord paid (its expense, wherever its date now lies,
 * says which month it counts in).
 */
export function costedRepairsIn(
  db: Db,
  organizationId: string,
  range: { rentals: RentalScope; fromInstant: string; toInstant: string },
) {
  return db
    .selectFrom('repairs')
    .select(['id', 'rental_id', 'closed_at', 'cost_cents', 'paid_by', 'expense_id'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'done')
    .where(inRentals('rental_id', range.rentals))
    .where((eb) =>
      eb.or([
        eb('expense_id', 'is not', null),
        eb.and([
          eb('paid_by', '=', 'tenant'),
          eb('closed_at', '>=', range.fromInstant),
          eb('closed_at', '<', range.toInstant),
        ]),
      ]),
    )
    .execute();
}

/** A tenant's repairs still open or closed since `closedSince` (UTC ISO), newest first. */
export function pageRepairsOfTenant(
  db: Db,
  organizationId: string,
  tenantId: string,
  closedSince: string,
) {
  return db
    .selectFrom('repairs')
    .select(['reference', 'category', 'status', 'created_at'])
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('status', 'not in', closed), eb('closed_at', '>=', closedSince)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

/**
 * Repairs of some rentals (a landlord's) open now or closed since `closedSince` (UTC ISO):
 * oldest first (the page puts the open ones first).
 */
export function repairsOfRentals(
  db: Db,
  organizationId: string,
  rentalIds: readonly string[],
  closedSince: string,
) {
  return db
    .selectFrom('repairs as r')
    .innerJoin('rentals as rl', 'rl.id', 'r.rental_id')
    .leftJoin('tenants as t', 't.id', 'r.tenant_id')
    .select([
      'r.reference',
      'rl.name as rental_name',
      't.house_number',
      'r.category',
      'r.priority',
      'r.status',
      'r.created_at',
      'r.closed_at',
      'r.cost_cents',
      'r.paid_by',
    ])
    .where('r.organization_id', '=', organizationId)
    .where(inRentals('r.rental_id', rentalIds))
    .where((eb) => eb.or([eb('r.status', 'not in', closed), eb('r.closed_at', '>=', closedSince)]))
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(200)
    .execute();
}

/** The rentals a landlord owns (as assigned now): a report's landlord filter. */
export async function rentalIdsOfLandlord(db: Db, organizationId: string, landlordId: string) {
  const rows = await db
    .selectFrom('rentals')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('landlord_id', '=', landlordId)
    .execute();
  return rows.map((row) => row.id);
}

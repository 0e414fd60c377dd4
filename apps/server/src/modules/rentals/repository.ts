import type { Db } from '../../db/connection.js';
import { sql, type Insertable } from 'kysely';
import type { RentalUse } from '@rental/shared/enums';
import type { RentalsTable } from '../../db/types.js';
import { occupiedUnitsSql } from '../tenants/index.js';
import { inRentals, type RentalScope } from '../access/index.js';

/** The key rental names are compared by: trimmed and case-insensitive. */
export function rentalNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * Rentals with their card figures, computed by the database in the same query (correlated
 * aggregates over indexed columns), so a list of rentals costs one round trip.
 */
function rentalsWithSummary(db: Db, organizationId: string) {
  return db
    .selectFrom('rentals as r')
    .select((eb) => [
      'r.id',
      'r.name',
      'r.location',
      'r.rental_use',
      'r.lr_number',
      'r.landlord_id',
      eb
        .selectFrom('landlords as l')
        .select('l.name')
        .whereRef('l.id', '=', 'r.landlord_id')
        .as('landlord_name'),
      eb
        .selectFrom('room_types as rt')
        .select(eb.fn.countAll<number>().as('n'))
        .where('rt.organization_id', '=', organizationId)
        .whereRef('rt.rental_id', '=', 'r.id')
        .as('roomtypes'),
      eb
        .selectFrom('room_types as rt')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('rt.total_units'), sub.lit(0)).as('n'))
        .where('rt.organization_id', '=', organizationId)
        .whereRef('rt.rental_id', '=', 'r.id')
        .as('units'),
      // Occupied units and tenants are one figure by the one rule (tenants/occupancy.ts): the
      // rental's current tenants. A former tenant keeps their history but not a unit.
      occupiedUnitsSql('rental_id', sql.ref('r.id')).as('occupiedunits'),
      occupiedUnitsSql('rental_id', sql.ref('r.id')).as('tenants'),
    ])
    .where('r.organization_id', '=', organizationId);
}

/** Newest first, as every list of the product. */
export function listRentals(db: Db, organizationId: string, scope: RentalScope) {
  return rentalsWithSummary(db, organizationId)
    .where(inRentals('r.id', scope))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

export function findRental(db: Db, organizationId: string, rentalId: string, scope: RentalScope) {
  return rentalsWithSummary(db, organizationId)
    .where('r.id', '=', rentalId)
    .where(inRentals('r.id', scope))
    .executeTakeFirst();
}

export type RentalRow = NonNullable<Awaited<ReturnType<typeof findRental>>>;

/** The rental already holding this name, other than `exceptId`. */
export function findRentalByName(db: Db, organizationId: string, name: string, exceptId?: string) {
  let query = db
    .selectFrom('rentals')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('name_key', '=', rentalNameKey(name));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** What a rental's PUT may change: use and LR number only when given. */
export interface RentalChanges {
  name: string;
  location: string;
  rental_use?: RentalUse;
  lr_number?: string | null;
  landlord_id?: string | null;
}

export async function insertRental(db: Db, rental: Insertable<RentalsTable>) {
  await db.insertInto('rentals').values(rental).execute();
}

export async function updateRental(
  db: Db,
  organizationId: string,
  rentalId: string,
  changes: RentalChanges,
  now: Date,
) {
  await db
    .updateTable('rentals')
    .set({ ...changes, name_key: rentalNameKey(changes.name), updated_at: now.toISOString() })
    .where('organization_id', '=', organizationId)
    .where('id', '=', rentalId)
    .execute();
}

export async function deleteRental(db: Db, organizationId: string, rentalId: string) {
  await db
    .deleteFrom('rentals')
    .where('organization_id', '=', organizationId)
    .where('id', '=', rentalId)
    .execute();
}

/**
 * Tenants of the rental, or living in one of its room types (both should agree), former ones
 * too: their history refers to the rental, so it cannot be deleted under them.
 */
export async function countRentalTenants(db: Db, organizationId: string, rentalId: string) {
  const { count } = await db
    .selectFrom('tenants')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organization_id', '=', organizationId)
    .where((eb) =>
      eb.or([
        eb('rental_id', '=', rentalId),
        eb(
          'room_type_id',
          'in',
          eb
            .selectFrom('room_types')
            .select('id')
            .where('organization_id', '=', organizationId)
            .where('rental_id', '=', rentalId),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(count);
}

import type { HouseType } from '@rental/shared/enums';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { RoomTypesTable } from '../../db/types.js';
import { inRentals, type RentalScope } from '../access/index.js';
import { occupiedUnitsSql } from '../tenants/index.js';

/** Room types with their units taken (tenants/occupancy.ts: current tenants), in one query. */
function roomsWithOccupancy(db: Db, organizationId: string) {
  return db
    .selectFrom('room_types as rt')
    .innerJoin('rentals as r', 'r.id', 'rt.rental_id')
    .select([
      'rt.id',
      'rt.rental_id',
      'rt.house_type',
      'rt.total_units',
      'rt.monthly_rent_cents',
      'rt.water_unit_rate_cents',
      'r.name as rental_name',
      occupiedUnitsSql('room_type_id', sql.ref('rt.id')).as('occupiedunits'),
    ])
    .where('rt.organization_id', '=', organizationId)
    .where('r.organization_id', '=', organizationId);
}

/** Newest first; only one rental's when `rentalId` is given. */
export function listRooms(db: Db, organizationId: string, scope: RentalScope, rentalId?: string) {
  let query = roomsWithOccupancy(db, organizationId).where(inRentals('rt.rental_id', scope));
  if (rentalId) query = query.where('rt.rental_id', '=', rentalId);
  return query.orderBy('rt.created_at', 'desc').orderBy('rt.id', 'desc').execute();
}

export function findRoom(db: Db, organizationId: string, roomId: string, scope: RentalScope) {
  return roomsWithOccupancy(db, organizationId)
    .where('rt.id', '=', roomId)
    .where(inRentals('rt.rental_id', scope))
    .executeTakeFirst();
}

export type RoomRow = NonNullable<Awaited<ReturnType<typeof findRoom>>>;

/** The rental's room type of this house type, other than `exceptId`. */
export function findRoomByType(
  db: Db,
  organizationId: string,
  rentalId: string,
  houseType: HouseType,
  exceptId?: string,
) {
  let query = db
    .selectFrom('room_types')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('rental_id', '=', rentalId)
    .where('house_type', '=', houseType);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertRoom(db: Db, room: RoomTypesTable) {
  await db.insertInto('room_types').values(room).execute();
}

export type RoomChanges = Pick<
  RoomTypesTable,
  'house_type' | 'total_units' | 'monthly_rent_cents' | 'water_unit_rate_cents'
>;

export async function updateRoom(
  db: Db,
  organizationId: string,
  roomId: string,
  changes: RoomChanges,
  now: Date,
) {
  await db
    .updateTable('room_types')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('organization_id', '=', organizationId)
    .where('id', '=', roomId)
    .execute();
}

export async function deleteRoom(db: Db, organizationId: string, roomId: string) {
  await db
    .deleteFrom('room_types')
    .where('organization_id', '=', organizationId)
    .where('id', '=', roomId)
    .execute();
}

export async function deleteRentalRooms(db: Db, organizationId: string, rentalId: string) {
  await db
    .deleteFrom('room_types')
    .where('organization_id', '=', organizationId)
    .where('rental_id', '=', rentalId)
    .execute();
}

/**
 * Every tenant of a room type, former ones too: their history refers to it, so it cannot be
 * deleted under them.
 */
export async function countRoomTenants(db: Db, organizationId: string, roomId: string) {
  const { count } = await db
    .selectFrom('tenants')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organization_id', '=', organizationId)
    .where('room_type_id', '=', roomId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

import { kesToCents } from '@rental/shared/money';
import type { roomBodySchema, roomUpdateBodySchema } from '@rental/shared/schemas/rentals';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockOrganization } from '../../db/locks.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import {
  type Actor,
  findRentalName,
  reachesRental,
  rentalScopeOf,
  requireRentalInScope,
  type RentalScope,
} from '../access/index.js';
import {
  logRoomCreated,
  logRoomDeleted,
  logRoomUpdated,
  type LoggedRoom,
} from './room-activity.js';
import {
  roomHasFormerTenantsMessage,
  roomHasTenantsMessage,
  roomTypeTakenMessage,
  unitsBelowTenantsMessage,
} from './room-messages.js';
import { toRoom } from './room-presenter.js';
import {
  countRoomTenants,
  deleteRoom,
  findRoom,
  findRoomByType,
  insertRoom,
  listRooms,
  updateRoom,
  type RoomRow,
} from './room-repository.js';

export interface RoomsDeps {
  db: Db;
  clock: Clock;
}

type RoomValues = z.output<typeof roomBodySchema>;
type RoomUpdateValues = z.output<typeof roomUpdateBodySchema>;

function roomTypeTaken(rentalName: string, houseType: RoomValues['housetype']) {
  const message = roomTypeTakenMessage(rentalName, houseType);
  return new AppError('conflict', message, { housetype: message });
}

/** The columns a validated room form writes, money in cents. */
function roomColumns(body: RoomUpdateValues) {
  return {
    house_type: body.housetype,
    total_units: body.totalunits,
    monthly_rent_cents: kesToCents(body.monthlyrent),
    water_unit_rate_cents: kesToCents(body.waterunitrate),
  } satisfies Omit<LoggedRoom, 'id' | 'rental_name'>;
}

async function requireRoom(
  db: Db,
  organizationId: string,
  roomId: string,
  scope: RentalScope,
): Promise<RoomRow> {
  const room = await findRoom(db, organizationId, roomId, scope);
  if (!room) throw notFound('Room type');
  return room;
}

/** Adds a room type to one of the organization's rentals: one per house type. */
export async function createRoom(deps: RoomsDeps, actor: Actor, body: RoomValues) {
  const { organizationId } = actor;
  const roomId = randomUUID();
  const at = deps.clock();
  const now = at.toISOString();
  let rentalName = '';
  try {
    await deps.db.transaction().execute(async (trx) => {
      // The lock keeps a concurrent delete of the rental from slipping in before the insert.
      await lockOrganization(trx, organizationId);
      const rental = await findRentalName(trx, organizationId, body.rentalid);
      if (!rental) throw notFound('Rental');
      requireRentalInScope(rentalScopeOf(actor), rental.id);
      rentalName = rental.name;
      if (await findRoomByType(trx, organizationId, rental.id, body.housetype)) {
        throw roomTypeTaken(rental.name, body.housetype);
      }
      const columns = roomColumns(body);
      await insertRoom(trx, {
        ...columns,
        id: roomId,
        organization_id: organizationId,
        rental_id: rental.id,
        created_at: now,
        updated_at: now,
      });
      await logRoomCreated(trx, actor, { ...columns, id: roomId, rental_name: rental.name }, at);
    });
  } catch (error) {
    // Two requests adding the same type at once: the unique constraint decides.
    if (isUniqueViolation(error)) throw roomTypeTaken(rentalName, body.housetype);
    throw error;
  }
  return toRoom(await requireRoom(deps.db, organizationId, roomId, rentalScopeOf(actor)));
}

/**
 * Changes a room type within its rental. Total units may not drop below the tenants living in
 * it; the organization lock keeps a tenant from moving in between the count and the update.
 */
export async function changeRoom(
  deps: RoomsDeps,
  actor: Actor,
  roomId: string,
  body: RoomUpdateValues,
) {
  const { organizationId } = actor;
  const at = deps.clock();
  let rentalName = '';
  try {
    await deps.db.transaction().execute(async (trx) => {
      await lockOrganization(trx, organizationId);
      const room = await requireRoom(trx, organizationId, roomId, rentalScopeOf(actor));
      rentalName = room.rental_name;
      const taken =
        body.housetype !== room.house_type &&
        (await findRoomByType(trx, organizationId, room.rental_id, body.housetype, room.id));
      if (taken) throw roomTypeTaken(room.rental_name, body.housetype);
      const occupied = Number(room.occupiedunits ?? 0);
      if (body.totalunits < occupied) {
        const message = unitsBelowTenantsMessage(occupied, room.house_type);
        throw new AppError('conflict', message, { totalunits: message });
      }
      const changes = roomColumns(body);
      await updateRoom(trx, organizationId, room.id, changes, at);
      await logRoomUpdated(trx, actor, room, { ...room, ...changes }, at);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw roomTypeTaken(rentalName, body.housetype);
    throw error;
  }
  return toRoom(await requireRoom(deps.db, organizationId, roomId, rentalScopeOf(actor)));
}

/** The organization's room types, or one rental's (404 when that rental is not theirs). */
export async function getRooms(
  deps: RoomsDeps,
  organizationId: string,
  scope: RentalScope,
  rentalId?: string,
) {
  if (rentalId && !reachesRental(scope, rentalId)) throw notFound('Rental');
  if (rentalId && !(await findRentalName(deps.db, organizationId, rentalId))) {
    throw notFound('Rental');
  }
  const rows = await listRooms(deps.db, organizationId, scope, rentalId);
  return rows.map(toRoom);
}

export async function getRoom(
  deps: RoomsDeps,
  organizationId: string,
  roomId: string,
  scope: RentalScope,
) {
  return toRoom(await requireRoom(deps.db, organizationId, roomId, scope));
}

/** Removes a room type nobody lives or lived in (former tenants' records still name it). */
export async function removeRoom(deps: RoomsDeps, actor: Actor, roomId: string) {
  const { organizationId } = actor;
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const room = await requireRoom(trx, organizationId, roomId, rentalScopeOf(actor));
    const occupied = Number(room.occupiedunits ?? 0);
    if (occupied > 0) {
      throw new AppError(
        'conflict',
        roomHasTenantsMessage(occupied, room.house_type, room.rental_name),
      );
    }
    const former = await countRoomTenants(trx, organizationId, room.id);
    if (former > 0) {
      const message = roomHasFormerTenantsMessage(former, room.house_type, room.rental_name);
      throw new AppError('conflict', message);
    }
    await deleteRoom(trx, organizationId, room.id);
    await logRoomDeleted(trx, actor, room, deps.clock());
  });
}

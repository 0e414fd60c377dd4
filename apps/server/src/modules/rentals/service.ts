import { validationMessages as m } from '@rental/shared/messages';
import type { rentalBodySchema } from '@rental/shared/schemas/rentals';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { msg } from '@rental/shared/message-catalogue';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockLandlord, lockOrganization } from '../../db/locks.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { type Actor, everyRental, rentalScopeOf, type RentalScope } from '../access/index.js';
import { assertRentalHasNoExpenses } from '../expenses/index.js';
import { findLandlord } from '../landlords/index.js';
import { assertWithinPlanLimit } from '../plans/index.js';
import { rentalHasTenantsMessage } from './room-messages.js';
import { logRoomDeleted } from './room-activity.js';
import { deleteRentalRooms, listRooms } from './room-repository.js';
import { logRentalCreated, logRentalDeleted, logRentalUpdated, loggedRental } from './activity.js';
import { toRental, toRentalDetail } from './presenter.js';
import {
  countRentalTenants,
  deleteRental,
  findRental,
  findRentalByName,
  insertRental,
  listRentals,
  rentalNameKey,
  updateRental,
  type RentalRow,
} from './repository.js';

export interface RentalsDeps {
  db: Db;
  clock: Clock;
}

type RentalValues = z.output<typeof rentalBodySchema>;

/**
 * The landlord a rental is given (id and name, for the log): one of the organization's, or
 * none; left out keeps the current one.
 */
async function landlordOf(
  trx: Db,
  organizationId: string,
  landlordId: string | null | undefined,
  current: { id: string | null; name: string | null },
) {
  if (landlordId === undefined) return current;
  if (landlordId === null) return { id: null, name: null };
  await lockLandlord(trx, organizationId, landlordId, 'share');
  const landlord = await findLandlord(trx, organizationId, landlordId);
  if (!landlord) throw fieldError('landlordid', m.landlordUnknown);
  return { id: landlord.id, name: landlord.name };
}

const noLandlord = { id: null, name: null };

function nameTaken(name: string) {
  const message = msg('error.rentalNameTaken', { name });
  return new AppError('conflict', message, { rentalname: message });
}

async function requireRental(db: Db, organizationId: string, rentalId: string, scope: RentalScope) {
  const rental = await findRental(db, organizationId, rentalId, scope);
  if (!rental) throw notFound('Rental');
  return rental;
}

async function rentalDetail(db: Db, organizationId: string, rental: RentalRow) {
  return toRentalDetail(rental, await listRooms(db, organizationId, everyRental, rental.id));
}

/**
 * Creates a rental within the plan's limit: lock, check, insert in one transaction, so two
 * requests cannot both take the last place.
 */
export async function createRental(deps: RentalsDeps, actor: Actor, body: RentalValues) {
  const { organizationId } = actor;
  const rentalId = randomUUID();
  const at = deps.clock();
  const now = at.toISOString();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await lockOrganization(trx, organizationId);
      const existing = await findRentalByName(trx, organizationId, body.rentalname);
      if (existing) throw nameTaken(existing.name);
      await assertWithinPlanLimit(trx, organizationId, 'rentals');
      await insertRental(trx, {
        id: rentalId,
        organization_id: organizationId,
        name: body.rentalname,
        name_key: rentalNameKey(body.rentalname),
        location: body.rentallocation,
        rental_use: body.rentaluse ?? 'residential',
        lr_number: body.lrnumber ?? null,
        landlord_id: (await landlordOf(trx, organizationId, body.landlordid, noLandlord)).id,
        created_at: now,
        updated_at: now,
      });
      const rental = {
        id: rentalId,
        name: body.rentalname,
        location: body.rentallocation,
        rental_use: body.rentaluse ?? 'residential',
        lr_number: body.lrnumber ?? null,
      };
      await logRentalCreated(trx, actor, loggedRental(rental), at);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(body.rentalname);
    throw error;
  }
  return toRental(await requireRental(deps.db, organizationId, rentalId, everyRental));
}

export async function getRentals(deps: RentalsDeps, organizationId: string, scope: RentalScope) {
  const rows = await listRentals(deps.db, organizationId, scope);
  return rows.map(toRental);
}

export async function getRental(
  deps: RentalsDeps,
  organizationId: string,
  rentalId: string,
  scope: RentalScope,
) {
  const rental = await requireRental(deps.db, organizationId, rentalId, scope);
  return rentalDetail(deps.db, organizationId, rental);
}

export async function changeRental(
  deps: RentalsDeps,
  actor: Actor,
  rentalId: string,
  body: RentalValues,
) {
  const { organizationId } = actor;
  const at = deps.clock();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const before = await requireRental(trx, organizationId, rentalId, rentalScopeOf(actor));
      const existing = await findRentalByName(trx, organizationId, body.rentalname, rentalId);
      if (existing) throw nameTaken(existing.name);
      const landlord = await landlordOf(trx, organizationId, body.landlordid, {
        id: before.landlord_id,
        name: before.landlord_name,
      });
      const changes = {
        name: body.rentalname,
        location: body.rentallocation,
        rental_use: body.rentaluse ?? before.rental_use,
        lr_number: body.lrnumber === undefined ? before.lr_number : body.lrnumber,
        landlord_id: landlord.id,
      };
      await updateRental(trx, organizationId, rentalId, changes, at);
      const after = loggedRental({ id: rentalId, ...changes, landlord_name: landlord.name });
      await logRentalUpdated(trx, actor, loggedRental(before), after, at);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(body.rentalname);
    throw error;
  }
  return getRental(deps, organizationId, rentalId, rentalScopeOf(actor));
}

/**
 * Refuses while tenants live in the rental; the organization lock keeps a tenant from being
 * added between the count and the delete (tenant inserts take the same lock).
 */
async function assertNoTenants(trx: Db, actor: Actor, rentalId: string) {
  const { organizationId } = actor;
  const rental = await requireRental(trx, organizationId, rentalId, rentalScopeOf(actor));
  const tenants = await countRentalTenants(trx, organizationId, rental.id);
  if (tenants > 0) throw new AppError('conflict', rentalHasTenantsMessage(rental.name, tenants));
  return rental;
}

/**
 * Deletes a rental and its room types together (spec section 4), or nothing; refused while it
 * has tenants or expenses. One entry: the room types go with their rental, as the landlord
 * asked for one thing.
 */
export async function removeRental(deps: RentalsDeps, actor: Actor, rentalId: string) {
  const { organizationId } = actor;
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const rental = await assertNoTenants(trx, actor, rentalId);
    await assertRentalHasNoExpenses(trx, organizationId, rental);
    await deleteRentalRooms(trx, organizationId, rental.id);
    await deleteRental(trx, organizationId, rental.id);
    await logRentalDeleted(trx, actor, loggedRental(rental), deps.clock());
  });
}

/** Removes every room type of a rental, or none when any of them has tenants. */
export async function removeRentalRooms(deps: RentalsDeps, actor: Actor, rentalId: string) {
  const { organizationId } = actor;
  const at = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const rental = await assertNoTenants(trx, actor, rentalId);
    // Each room type removed gets its own entry, as if removed one by one.
    const rooms = await listRooms(trx, organizationId, everyRental, rental.id);
    await deleteRentalRooms(trx, organizationId, rental.id);
    for (const room of rooms) await logRoomDeleted(trx, actor, room, at);
  });
}

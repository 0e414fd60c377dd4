import type { rentalBodySchema } from '@rental/shared/schemas/rentals';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockOrganization } from '../../db/locks.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertWithinPlanLimit } from '../plans/service.js';
import { rentalHasTenantsMessage } from '../rooms/messages.js';
import { deleteRentalRooms, listRooms } from '../rooms/repository.js';
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

function nameTaken(name: string) {
  const message = `You already have a rental named ${name}`;
  return new AppError('conflict', message, { rentalname: message });
}

async function requireRental(db: Db, organizationId: string, rentalId: string) {
  const rental = await findRental(db, organizationId, rentalId);
  if (!rental) throw notFound('Rental');
  return rental;
}

async function rentalDetail(db: Db, organizationId: string, rental: RentalRow) {
  return toRentalDetail(rental, await listRooms(db, organizationId, rental.id));
}

/**
 * Creates a rental within the plan's limit: lock, check, insert in one transaction, so two
 * requests cannot both take the last place.
 */
export async function createRental(deps: RentalsDeps, organizationId: string, body: RentalValues) {
  const rentalId = randomUUID();
  const now = deps.clock().toISOString();
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
        created_at: now,
        updated_at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(body.rentalname);
    throw error;
  }
  return toRental(await requireRental(deps.db, organizationId, rentalId));
}

export async function getRentals(deps: RentalsDeps, organizationId: string) {
  const rows = await listRentals(deps.db, organizationId);
  return rows.map(toRental);
}

export async function getRental(deps: RentalsDeps, organizationId: string, rentalId: string) {
  const rental = await requireRental(deps.db, organizationId, rentalId);
  return rentalDetail(deps.db, organizationId, rental);
}

export async function changeRental(
  deps: RentalsDeps,
  organizationId: string,
  rentalId: string,
  body: RentalValues,
) {
  await requireRental(deps.db, organizationId, rentalId);
  const existing = await findRentalByName(deps.db, organizationId, body.rentalname, rentalId);
  if (existing) throw nameTaken(existing.name);
  try {
    await updateRental(
      deps.db,
      organizationId,
      rentalId,
      { name: body.rentalname, location: body.rentallocation },
      deps.clock(),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(body.rentalname);
    throw error;
  }
  return getRental(deps, organizationId, rentalId);
}

/**
 * Refuses while tenants live in the rental; the organization lock keeps a tenant from being
 * added between the count and the delete (tenant inserts take the same lock).
 */
async function assertNoTenants(trx: Db, organizationId: string, rentalId: string) {
  const rental = await requireRental(trx, organizationId, rentalId);
  const tenants = await countRentalTenants(trx, organizationId, rental.id);
  if (tenants > 0) throw new AppError('conflict', rentalHasTenantsMessage(rental.name, tenants));
  return rental;
}

/** Deletes a rental and its room types together (spec section 4), or nothing. */
export async function removeRental(deps: RentalsDeps, organizationId: string, rentalId: string) {
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const rental = await assertNoTenants(trx, organizationId, rentalId);
    await deleteRentalRooms(trx, organizationId, rental.id);
    await deleteRental(trx, organizationId, rental.id);
  });
}

/** Removes every room type of a rental, or none when any of them has tenants. */
export async function removeRentalRooms(
  deps: RentalsDeps,
  organizationId: string,
  rentalId: string,
) {
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const rental = await assertNoTenants(trx, organizationId, rentalId);
    await deleteRentalRooms(trx, organizationId, rental.id);
  });
}

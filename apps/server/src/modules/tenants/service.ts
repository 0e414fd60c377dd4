import { accountRefKey } from '@rental/shared/account-ref';
import { nairobiDate } from '@rental/shared/dates';
import { validationMessages } from '@rental/shared/messages';
import { tenancyMessages } from '@rental/shared/schemas/tenancy';
import type { Placement, TenantDetail, TenantValues } from '@rental/shared/schemas/tenants';
import { msg } from '@rental/shared/message-catalogue';
import { kesToCents } from '@rental/shared/money';
import {
  everyRental,
  rentalScopeOf,
  requireRentalInScope,
  type RentalScope,
  type Actor,
} from '../access/index.js';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockOrganization, lockTenantToDelete } from '../../db/locks.js';
import { AppError, notFound, type ErrorText } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { depositOf, hasBooks, tenantBalance } from '../ledger/index.js';
import { assertMonthOpen } from '../ledger/index.js';
import { postOpeningAdjustment, postOpenings, postTenantWithdrawn } from '../ledger/index.js';
import { assertWithinPlanLimit } from '../plans/index.js';
import { lastReadings, recordOpeningReadings } from '../readings/index.js';
import { logTenantCreated, logTenantDeleted, logTenantUpdated } from './activity.js';
import { openTenantIdentity, sealTenantIdentity } from './identity-numbers.js';
import { tenantMessages } from './messages.js';
import { chargeMoveIn } from './move-in.js';
import { countOccupiedUnits } from './occupancy.js';
import { newTenantRow, toTenantColumns, toTenantDetail } from './presenter.js';
import { orderedId } from '../../lib/ordered-id.js';
import {
  deleteTenantRow,
  findRental,
  findTenantDetailRow,
  findRoomInRental,
  findTenantRow,
  houseNumberTaken,
  insertTenants,
  latestTenantChange,
  meterNumberTaken,
  updateTenantRow,
  type TenantRow,
} from './repository.js';

export interface TenantsDeps {
  db: Db;
  clock: Clock;
  /** Encrypts tenants' national IDs and KRA PINs at rest (identity-numbers.ts). */
  secretsKey: Buffer;
}

/** The tenant with the names of their rental and room type, or 404. */
export async function requireTenantRow(
  db: Db,
  organizationId: string,
  tenantId: string,
  scope: RentalScope,
) {
  const row = await findTenantRow(db, organizationId, tenantId, scope);
  if (!row) throw notFound('Tenant');
  return row;
}

export async function getTenant(
  deps: TenantsDeps,
  organizationId: string,
  tenantId: string,
  scope: RentalScope,
): Promise<TenantDetail> {
  const today = nairobiDate(deps.clock());
  const row = await findTenantDetailRow(deps.db, organizationId, tenantId, today, scope);
  if (!row) throw notFound('Tenant');
  const [balance, deposit, books] = await Promise.all([
    tenantBalance(deps.db, organizationId, tenantId),
    depositOf(deps.db, organizationId, tenantId),
    hasBooks(deps.db, organizationId, tenantId),
  ]);
  return toTenantDetail(openTenantIdentity(deps.secretsKey, row), balance, deposit, books);
}

/**
 * The rules a tenant's place must keep, for a new, an edited and a moved tenant: the room
 * type is one of the chosen rental's, the house number is free in that rental, the meter
 * number is free in the organization and the room type has a unit left. Run it inside the
 * writing transaction after lockOrganization, so the counts cannot change before the write.
 */
export async function assertPlacementAllowed(
  db: Db,
  organizationId: string,
  values: Placement,
  scope: RentalScope,
  exceptTenantId?: string,
) {
  const rental = await findRental(db, organizationId, values.rentalid);
  if (!rental) throw notFound('Rental');
  requireRentalInScope(scope, rental.id);
  const room = await findRoomInRental(db, organizationId, rental.id, values.housetype);
  if (!room) {
    const message = validationMessages.tenantRoomRequired;
    throw new AppError('validation', message, { housetype: message });
  }
  const fields: Record<string, ErrorText> = {};
  const houseKey = accountRefKey(values.housenumber);
  if (await houseNumberTaken(db, organizationId, rental.id, houseKey, exceptTenantId)) {
    fields.housenumber = tenantMessages.houseTaken(values.housenumber, rental.name);
  }
  const meterKey = accountRefKey(values.meternumber);
  if (await meterNumberTaken(db, organizationId, meterKey, exceptTenantId)) {
    fields.meternumber = tenantMessages.meterTaken(values.meternumber);
  }
  const occupied = await countOccupiedUnits(db, room.id, exceptTenantId);
  if (occupied >= room.total_units) {
    fields.housetype = tenantMessages.roomFull(room.total_units, room.house_type, rental.name);
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError('conflict', first, fields);
}

/**
 * The unique indexes are the last word on house and meter numbers; with the organization
 * locked the checks above see every committed tenant, so this only answers a rare race.
 */
export function uniqueViolationAsConflict(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  const detail = String((error as { constraint?: string }).constraint ?? error);
  const field = detail.includes('meter') ? 'meternumber' : 'housenumber';
  const message =
    field === 'meternumber' ? msg('error.meterNumberTaken') : msg('error.houseNumberTaken');
  return new AppError('conflict', message, { [field]: message });
}

/**
 * Instants for `count` tenant writes, all after the organization's last tenant change. So
 * "newest first" is one order even within a millisecond, and the list cache's fingerprint
 * (count and last change) moves on every write. The first of a batch gets the latest
 * instant: an import then lists in the file's order. Call it after lockOrganization.
 */
export async function changeTimes(
  db: Db,
  organizationId: string,
  now: Date,
  count: number,
): Promise<string[]> {
  const latest = await latestTenantChange(db, organizationId);
  const start = Math.max(now.getTime(), latest ? Date.parse(latest) + 1 : 0);
  return Array.from({ length: count }, (_, i) => new Date(start + count - 1 - i).toISOString());
}

export async function createTenant(
  deps: TenantsDeps,
  actor: Actor,
  values: TenantValues,
): Promise<TenantDetail> {
  const { organizationId } = actor;
  const now = deps.clock();
  const id = orderedId(now);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await lockOrganization(trx, organizationId);
      await assertWithinPlanLimit(trx, organizationId, 'tenants');
      await assertPlacementAllowed(trx, organizationId, values, rentalScopeOf(actor));
      const [at] = await changeTimes(trx, organizationId, now, 1);
      const moveInDate = values.moveindate ?? nairobiDate(now);
      const added = newTenantRow(values, { id, organizationId }, at!, moveInDate);
      await insertTenants(trx, [sealTenantIdentity(deps.secretsKey, id, added)]);
      await postOpenings(trx, actor, [added], now);
      if (values.openingmeterreading !== undefined) {
        const opening = {
          tenantId: id,
          meterreading: values.openingmeterreading,
          movedInOn: moveInDate,
        };
        await recordOpeningReadings(trx, actor, [opening], now);
      }
      // The rent in force on the move-in day: a new tenant's is their room type's.
      const row = await findTenantDetailRow(trx, organizationId, id, moveInDate, everyRental);
      const rentCents = Number(row!.monthly_rent_cents);
      const charged = await chargeMoveIn(trx, actor, row!, values, moveInDate, rentCents, now);
      await logTenantCreated(trx, actor, row!, charged, now);
    });
  } catch (error) {
    throw uniqueViolationAsConflict(error);
  }
  return getTenant(deps, organizationId, id, rentalScopeOf(actor));
}

/** An edit keeps the same rules as a new tenant; moving to a full room type is refused. */
export async function updateTenant(
  deps: TenantsDeps,
  actor: Actor,
  tenantId: string,
  values: TenantValues,
): Promise<TenantDetail> {
  const { organizationId } = actor;
  const scope = rentalScopeOf(actor);
  const now = deps.clock();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await lockOrganization(trx, organizationId);
      const before = await requireTenantRow(trx, organizationId, tenantId, scope);
      // Erased data is not typed back in: the record stays "Former tenant #N" for good.
      if (before.erased_at) throw new AppError('conflict', tenancyMessages.tenantErased);
      if (openingChanged(before, values))
        await assertMonthOpen(trx, organizationId, openedOn(before));
      if (before.status === 'former') assertPlaceKept(before, values);
      else await assertPlacementAllowed(trx, organizationId, values, scope, tenantId);
      const [at] = await changeTimes(trx, organizationId, now, 1);
      const columns = sealTenantIdentity(deps.secretsKey, tenantId, toTenantColumns(values, at!));
      await updateTenantRow(trx, organizationId, tenantId, columns);
      if (values.openingmeterreading !== undefined) {
        await addOpeningReading(trx, actor, tenantId, values.openingmeterreading, now);
      }
      // Read back: the log names the rental and room type, which the form sends as ids.
      const after = await requireTenantRow(trx, organizationId, tenantId, scope);
      await postOpeningAdjustment(trx, actor, before, after, now);
      await logTenantUpdated(trx, actor, before, after, now);
    });
  } catch (error) {
    throw uniqueViolationAsConflict(error);
  }
  return getTenant(deps, organizationId, tenantId, scope);
}

/** Opening balances stand on the statement on the (Nairobi) day the tenant was added. */
const openedOn = (tenant: TenantRow) => nairobiDate(new Date(tenant.created_at));

function openingChanged(before: TenantRow, values: TenantValues) {
  return (
    Number(before.opening_rent_balance_cents) !== kesToCents(values.openingrentbalance) ||
    Number(before.opening_water_balance_cents) !== kesToCents(values.openingwaterbalance)
  );
}

/**
 * A former tenant's details (a name, a phone) can still be corrected, but their place is
 * history: the house may be let again, so it is neither checked nor changed.
 */
function assertPlaceKept(before: TenantRow, values: TenantValues) {
  const kept =
    before.rental_id === values.rentalid &&
    before.room_type_id === values.housetype &&
    accountRefKey(before.house_number) === accountRefKey(values.housenumber) &&
    accountRefKey(before.meter_number) === accountRefKey(values.meternumber) &&
    values.openingmeterreading === undefined;
  if (!kept) throw new AppError('conflict', tenancyMessages.formerTenant);
}

/** A current tenant, or 409: rent changes and moves are for people who live there. */
export async function requireCurrentTenantRow(
  db: Db,
  organizationId: string,
  tenantId: string,
  scope: RentalScope,
) {
  const row = await requireTenantRow(db, organizationId, tenantId, scope);
  if (row.status === 'former') throw new AppError('conflict', tenancyMessages.formerTenant);
  return row;
}

/** An opening reading given on an edit: only for a tenant with no reading yet. */
async function addOpeningReading(
  db: Db,
  actor: Actor,
  tenantId: string,
  meterreading: number,
  now: Date,
) {
  const readings = await lastReadings(db, actor.organizationId, [tenantId]);
  if (readings.size > 0) {
    const message = tenantMessages.openingAfterReadings;
    throw new AppError('conflict', message, { openingmeterreading: message });
  }
  await recordOpeningReadings(db, actor, [{ tenantId, meterreading }], now);
}

/**
 * Delete is for a tenant added by mistake: one with money in the books (invoices, payments,
 * credit notes) answers 409 and their tenancy is ended instead, so history is never lost.
 * The tenant's row is locked first, so money posted or billed at the same moment either is
 * seen here or finds the tenant gone (lockTenantToDelete).
 */
export async function deleteTenant(deps: TenantsDeps, actor: Actor, tenantId: string) {
  const { organizationId } = actor;
  await deps.db.transaction().execute(async (trx) => {
    await lockTenantToDelete(trx, organizationId, tenantId);
    const tenant = await requireTenantRow(trx, organizationId, tenantId, rentalScopeOf(actor));
    if (await hasBooks(trx, organizationId, tenantId)) {
      throw new AppError('conflict', tenancyMessages.deleteHasHistory);
    }
    if (!(await deleteTenantRow(trx, organizationId, tenantId))) throw notFound('Tenant');
    await postTenantWithdrawn(trx, actor, tenantId, deps.clock());
    await logTenantDeleted(trx, actor, tenant, deps.clock());
  });
}

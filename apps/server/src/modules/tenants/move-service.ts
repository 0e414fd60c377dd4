import { accountRefKey } from '@rental/shared/account-ref';
import { nairobiDate } from '@rental/shared/dates';
import { validationMessages as m } from '@rental/shared/messages';
import type { TenantMoveValues } from '@rental/shared/schemas/rent-changes';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { fromHundredths } from '@rental/shared/water-math';
import type { Db } from '../../db/connection.js';
import { lockOrganization } from '../../db/locks.js';
import { AppError } from '../../lib/app-error.js';
import { type Actor, rentalScopeOf } from '../access/index.js';
import { lastReadings, recordOpeningReadings, recordTenantReading } from '../readings/index.js';
import { fieldError } from '../../lib/app-error.js';
import { toPlacementColumns } from './presenter.js';
import { logTenantMoved } from './rent-activity.js';
import { firstChangeFrom } from './rent-change-repository.js';
import { assertRentNotBilled, rentChangeConflict, storeRentChange } from './rent-change-service.js';
import { rentInForceCents } from './rent-in-force.js';
import { rentMessages } from './rent-messages.js';
import { updateTenantRow, type TenantRow } from './repository.js';
import {
  assertPlacementAllowed,
  changeTimes,
  getTenant,
  requireCurrentTenantRow,
  requireTenantRow,
  uniqueViolationAsConflict,
  type TenantsDeps,
} from './service.js';

/** A move goes somewhere else: another rental, room type or house. */
function assertMoves(before: TenantRow, values: TenantMoveValues) {
  const same =
    values.rentalid === before.rental_id &&
    values.housetype === before.room_type_id &&
    accountRefKey(values.housenumber) === accountRefKey(before.house_number);
  if (same) throw fieldError('housenumber', m.moveToSamePlace);
}

/**
 * The meter readings a move to another meter needs: the opening reading of the new meter
 * once the tenant has readings (their next reading would otherwise count from the old
 * meter), and a final reading of the old one no lower than its last. Without a new meter
 * there is nothing to read.
 */
async function assertMoveReadings(
  db: Db,
  organizationId: string,
  tenantId: string,
  values: TenantMoveValues,
  newMeter: boolean,
) {
  const { finalmeterreading: final, openingmeterreading: opening } = values;
  if (!newMeter) {
    const fields: Record<string, string> = {};
    if (final !== undefined) fields.finalmeterreading = m.moveReadingsWithoutNewMeter;
    if (opening !== undefined) fields.openingmeterreading = m.moveReadingsWithoutNewMeter;
    if (Object.keys(fields).length > 0) {
      throw new AppError('validation', m.moveReadingsWithoutNewMeter, fields);
    }
    return;
  }
  const last = (await lastReadings(db, organizationId, [tenantId])).get(tenantId);
  if (!last) return;
  if (opening === undefined) throw fieldError('openingmeterreading', m.newMeterReadingRequired);
  const lastValue = fromHundredths(last.reading_hundredths);
  if (final !== undefined && final < lastValue) {
    throw fieldError('finalmeterreading', rentMessages.finalBelowLast(final, lastValue));
  }
}

/**
 * POST /api/tenant/{id}/move: the tenant moves to another unit or room type from a date, all
 * in one transaction. The new place keeps a new tenant's rules; from the date, the rent is the
 * new room type's (a rent change without an amount); with a new meter, the old meter's final
 * reading is recorded (and billed) before the move and the new meter starts at its opening
 * reading. The date may not be ahead (the place changes now, and with it the rent of any date
 * not yet billed) nor on a date whose rent is already billed.
 */
export async function moveTenant(
  deps: TenantsDeps,
  actor: Actor,
  tenantId: string,
  values: TenantMoveValues,
): Promise<TenantDetail> {
  const { organizationId } = actor;
  const now = deps.clock();
  const date = values.effectivefrom;
  try {
    await deps.db.transaction().execute(async (trx) => {
      await lockOrganization(trx, organizationId);
      const before = await requireCurrentTenantRow(
        trx,
        organizationId,
        tenantId,
        rentalScopeOf(actor),
      );
      if (date > nairobiDate(now)) throw fieldError('effectivefrom', m.moveDateFuture);
      assertMoves(before, values);
      await assertPlacementAllowed(trx, organizationId, values, rentalScopeOf(actor), tenantId);
      await assertRentNotBilled(trx, organizationId, tenantId, date);
      const later = await firstChangeFrom(trx, organizationId, tenantId, date);
      if (later) {
        const message = rentMessages.laterChange(later.effective_from);
        throw new AppError('conflict', message, { effectivefrom: message });
      }
      const newMeter = accountRefKey(values.meternumber) !== accountRefKey(before.meter_number);
      await assertMoveReadings(trx, organizationId, tenantId, values, newMeter);

      // The old meter's last reading, at the old room type's water rate: before the move.
      if (newMeter && values.finalmeterreading !== undefined) {
        const problem = await recordTenantReading(
          trx,
          actor,
          tenantId,
          values.finalmeterreading,
          now,
        );
        if (problem) throw fieldError('finalmeterreading', problem);
      }
      const [at] = await changeTimes(trx, organizationId, now, 1);
      await updateTenantRow(trx, organizationId, tenantId, {
        ...toPlacementColumns(values),
        updated_at: at!,
      });
      if (newMeter && values.openingmeterreading !== undefined) {
        const opening = { tenantId, meterreading: values.openingmeterreading, newMeter: true };
        await recordOpeningReadings(trx, actor, [opening], now);
      }
      const followRoom = { date, cents: null, roomTypeId: values.housetype, reason: '' };
      await storeRentChange(trx, actor, tenantId, followRoom, now);
      const after = await requireTenantRow(trx, organizationId, tenantId, rentalScopeOf(actor));
      const rentCents = (await rentInForceCents(trx, organizationId, tenantId, date)) ?? 0;
      const readings = { final: values.finalmeterreading, opening: values.openingmeterreading };
      await logTenantMoved(trx, actor, { before, after, date, rentCents, readings }, now);
    });
  } catch (error) {
    throw uniqueViolationAsConflict(rentChangeConflict(error, date));
  }
  return getTenant(deps, organizationId, tenantId, rentalScopeOf(actor));
}

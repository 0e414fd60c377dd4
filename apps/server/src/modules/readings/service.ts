import { randomUUID } from 'node:crypto';
import { accountRefKey } from '@rental/shared/account-ref';
import type { Reading, readingBodySchema } from '@rental/shared/schemas/readings';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { lockOrganization } from '../../db/locks.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordActivity } from '../activity/record.js';
import type { UserActor } from '../auth/actor.js';
import { toReading } from './presenter.js';
import {
  findLastReading,
  findReadingRow,
  findTenantByMeterKey,
  insertReading,
  latestReadingDate,
  listReadingRows,
  tenantExists,
} from './repository.js';
import { fromHundredths, toHundredths, waterCostCents } from './water-math.js';

export interface ReadingsDeps {
  db: Db;
  clock: Clock;
}

export const readingMessages = {
  unknownMeter: (meter: string) => `No tenant has meter ${meter}`,
  belowPrevious: (reading: number, previous: number) =>
    `The new reading (${reading}) is below the previous reading (${previous}). ` +
    "Tick 'Meter replaced' if the meter was changed.",
  costTooLarge: 'This reading gives a cost too large to bill. Check the reading.',
};

function fieldError(field: string, message: string) {
  return new AppError('validation', message, { [field]: message });
}

/**
 * Records a reading. The previous reading is the tenant's last one (0 for the first); the
 * usage is the difference, or the whole reading on a new meter, which starts again from 0.
 * The organization lock makes two readings of one meter take their turn, so each sees the
 * other as "previous".
 */
export async function recordReading(
  deps: ReadingsDeps,
  actor: UserActor,
  body: z.output<typeof readingBodySchema>,
): Promise<Reading> {
  const { organizationId } = actor;
  const now = deps.clock();
  const id = await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const tenant = await findTenantByMeterKey(trx, organizationId, accountRefKey(body.meternumber));
    if (!tenant) throw fieldError('meternumber', readingMessages.unknownMeter(body.meternumber));

    const last = await findLastReading(trx, organizationId, tenant.id);
    const reading = toHundredths(body.meterreading);
    const previous = body.meterreplacement ? 0 : (last?.reading_hundredths ?? 0);
    if (reading < previous) {
      const message = readingMessages.belowPrevious(body.meterreading, fromHundredths(previous));
      throw fieldError('meterreading', message);
    }
    const usage = reading - previous;
    const cost = waterCostCents(usage, tenant.water_unit_rate_cents);
    if (cost === null) throw fieldError('meterreading', readingMessages.costTooLarge);

    // Readings are ordered by date: each one strictly after the organization's last, so
    // "previous" and "newest first" never depend on two readings in one millisecond.
    const latest = await latestReadingDate(trx, organizationId);
    const after = latest ? Date.parse(latest) + 1 : 0;
    const readingDate = new Date(Math.max(now.getTime(), after)).toISOString();
    const readingId = randomUUID();
    await insertReading(trx, {
      id: readingId,
      organization_id: organizationId,
      tenant_id: tenant.id,
      reading_date: readingDate,
      previous_reading_hundredths: previous,
      reading_hundredths: reading,
      usage_hundredths: usage,
      unit_rate_cents: tenant.water_unit_rate_cents,
      cost_cents: cost,
      meter_replacement: body.meterreplacement,
      recorded_by: actor.userId,
      invoice_id: null,
    });
    const details = {
      tenant: `${tenant.firstname} ${tenant.lastname}`,
      meter: tenant.meter_number,
      reading: body.meterreading,
    };
    await recordActivity(
      trx,
      actor,
      { kind: 'reading_recorded', entity: 'reading', entityId: readingId, details },
      now,
    );
    return readingId;
  });
  const row = await findReadingRow(deps.db, organizationId, id);
  if (!row) throw new Error('A reading vanished after it was recorded');
  return toReading(row);
}

/** Readings newest first; another organization's tenant id is "not found". */
export async function listReadings(deps: ReadingsDeps, organizationId: string, tenantId?: string) {
  if (tenantId && !(await tenantExists(deps.db, organizationId, tenantId))) {
    throw notFound('Tenant');
  }
  const rows = await listReadingRows(deps.db, organizationId, tenantId);
  return rows.map(toReading);
}

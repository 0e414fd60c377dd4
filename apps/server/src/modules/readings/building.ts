import { accountRefKey } from '@rental/shared/account-ref';
import { nairobiDate } from '@rental/shared/dates';
import { lazy } from '@rental/shared/lazy';
import { centsToKes } from '@rental/shared/money';
import { validationMessages as m } from '@rental/shared/messages';
import type { Meter, Reading, readingBatchBodySchema } from '@rental/shared/schemas/readings';
import { toTimestamp } from '@rental/shared/timestamp';
import type { z } from 'zod';
import { lockOrganization } from '../../db/locks.js';
import type { WaterReadingsTable } from '../../db/types.js';
import { AppError, notFound, type ErrorText } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import { type UserActor, requireRentalInScope, type RentalScope } from '../access/index.js';
import { toReading } from './presenter.js';
import {
  findReadingRows,
  findTenantsByMeterKeys,
  insertReadings,
  lastReadings,
  rentalExists,
  rentalMeterRows,
} from './repository.js';
import {
  newReadingRow,
  nextReadingInstant,
  readingMessages,
  type ReadingsDeps,
} from './service.js';
import { fromHundredths } from '@rental/shared/water-math';
import { tenantDisplayName } from '@rental/shared/tenant-name';

const byHouse = lazy(() => new Intl.Collator('en', { numeric: true, sensitivity: 'base' }));

/**
 * GET /api/water/meters?rentalid=: every meter of a rental with its tenant and last reading,
 * by house number ("A2" before "A10"): the rows of the building's readings grid.
 */
export async function rentalMeters(
  deps: ReadingsDeps,
  organizationId: string,
  rentalId: string,
  scope: RentalScope,
): Promise<Meter[]> {
  if (!(await rentalExists(deps.db, organizationId, rentalId))) throw notFound('Rental');
  requireRentalInScope(scope, rentalId);
  const rows = await rentalMeterRows(deps.db, organizationId, rentalId);
  const last = await lastReadings(
    deps.db,
    organizationId,
    rows.map((row) => row.id),
  );
  return rows
    .map((row) => {
      const reading = last.get(row.id);
      return {
        tenantid: row.id,
        tenantname: tenantDisplayName(row),
        housenumber: row.house_number,
        meternumber: row.meter_number,
        unitrate: centsToKes(Number(row.water_unit_rate_cents)),
        previousreading: reading ? fromHundredths(reading.reading_hundredths) : null,
        previousdate: reading ? toTimestamp(reading.reading_date) : null,
      };
    })
    .sort((a, b) => byHouse().compare(a.housenumber, b.housenumber));
}

/**
 * The instant of readings taken on `date` (Nairobi): now when it is today, else midday of
 * that day, so an invoice run on a later day bills them. A date after today is refused.
 */
async function instantOf(deps: ReadingsDeps, organizationId: string, date: string, now: Date) {
  const today = nairobiDate(now);
  if (date > today) {
    throw new AppError('validation', m.readingdateFuture, { readingdate: m.readingdateFuture });
  }
  if (date === today) return nextReadingInstant(deps.db, organizationId, now);
  return `${date}T09:00:00.000Z`;
}

type BatchBody = z.output<typeof readingBatchBodySchema>;

/**
 * POST /api/water/new-readings: one building's readings, taken on one day, saved in one
 * transaction or not at all. Every row is checked before anything is written, and every
 * row's problem is answered at once, keyed "readings.{i}.meterreading" as the grid shows it.
 */
export async function recordBuildingReadings(
  deps: ReadingsDeps,
  actor: UserActor,
  body: BatchBody,
): Promise<Reading[]> {
  const { organizationId } = actor;
  const now = deps.clock();
  const ids = await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const rental = await rentalExists(trx, organizationId, body.rentalid);
    if (!rental) throw notFound('Rental');
    requireRentalInScope(actor.rentalIds, body.rentalid);
    const readingDate = await instantOf(
      { ...deps, db: trx },
      organizationId,
      body.readingdate,
      now,
    );
    const keys = body.readings.map((row) => accountRefKey(row.meternumber));
    const tenants = new Map(
      (await findTenantsByMeterKeys(trx, organizationId, [...new Set(keys)]))
        .filter((tenant) => tenant.rental_id === body.rentalid)
        .map((tenant) => [tenant.meter_number_key, tenant]),
    );
    const last = await lastReadings(
      trx,
      organizationId,
      [...tenants.values()].map((tenant) => tenant.id),
    );

    const fields: Record<string, ErrorText> = {};
    const rows: WaterReadingsTable[] = [];
    const seen = new Set<string>();
    body.readings.forEach((reading, index) => {
      const field = `readings.${index}.meterreading`;
      const key = keys[index]!;
      const tenant = tenants.get(key);
      if (!tenant) {
        fields[`readings.${index}.meternumber`] = readingMessages.notInRental(
          reading.meternumber,
          rental.name,
        );
        return;
      }
      if (seen.has(key)) {
        fields[`readings.${index}.meternumber`] = m.readingsRepeated;
        return;
      }
      seen.add(key);
      const previous = last.get(tenant.id);
      if (previous && previous.reading_date >= readingDate) {
        fields[field] = readingMessages.notLatest(nairobiDate(new Date(previous.reading_date)));
        return;
      }
      const made = newReadingRow(
        organizationId,
        actor.userId,
        { ...reading, tenant, readingDate },
        previous,
      );
      if ('error' in made) fields[field] = made.error;
      else rows.push(made.row);
    });
    const first = Object.values(fields)[0];
    if (first) throw new AppError('validation', first, fields);

    await insertReadings(trx, rows);
    const details = { rental: rental.name, date: body.readingdate, count: rows.length };
    await recordActivity(
      trx,
      actor,
      { kind: 'readings_recorded', entity: 'rental', entityId: rental.id, details },
      now,
    );
    return rows.map((row) => row.id);
  });
  const saved = await findReadingRows(deps.db, organizationId, ids);
  return saved.map(toReading);
}

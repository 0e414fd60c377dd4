import type { Db } from '../../db/connection.js';
import type { WaterReadingsTable } from '../../db/types.js';

/** The tenant a meter belongs to, with the water unit rate of their room type. */
export function findTenantByMeterKey(db: Db, organizationId: string, meterNumberKey: string) {
  return db
    .selectFrom('tenants')
    .innerJoin('room_types', 'room_types.id', 'tenants.room_type_id')
    .select([
      'tenants.id',
      'tenants.firstname',
      'tenants.lastname',
      'tenants.rental_id',
      'tenants.meter_number',
      'room_types.water_unit_rate_cents',
    ])
    .where('tenants.organization_id', '=', organizationId)
    .where('tenants.meter_number_key', '=', meterNumberKey)
    .executeTakeFirst();
}

export function tenantExists(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('tenants')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', tenantId)
    .executeTakeFirst()
    .then(Boolean);
}

export async function latestReadingDate(db: Db, organizationId: string) {
  const row = await db
    .selectFrom('water_readings')
    .select((eb) => eb.fn.max('reading_date').as('latest'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row?.latest ?? null;
}

export function findLastReading(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('water_readings')
    .select('reading_hundredths')
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .orderBy('reading_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * better-sqlite3 cannot bind a boolean; PostgreSQL reads the text '1'/'0' of a parameter as
 * a boolean. So 1/0 is the one value both accept for the meter_replacement column.
 */
function dbBoolean(value: boolean) {
  return (value ? 1 : 0) as unknown as boolean;
}

export async function insertReading(db: Db, reading: WaterReadingsTable) {
  await db
    .insertInto('water_readings')
    .values({ ...reading, meter_replacement: dbBoolean(reading.meter_replacement) })
    .execute();
}

function readingsWithTenant(db: Db, organizationId: string) {
  return db
    .selectFrom('water_readings')
    .innerJoin('tenants', 'tenants.id', 'water_readings.tenant_id')
    .select([
      'water_readings.id',
      'water_readings.tenant_id',
      'water_readings.reading_date',
      'water_readings.previous_reading_hundredths',
      'water_readings.reading_hundredths',
      'water_readings.usage_hundredths',
      'water_readings.cost_cents',
      'water_readings.meter_replacement',
      'tenants.firstname',
      'tenants.lastname',
      'tenants.rental_id',
      'tenants.meter_number',
    ])
    .where('water_readings.organization_id', '=', organizationId)
    .where('tenants.organization_id', '=', organizationId);
}

export function listReadingRows(db: Db, organizationId: string, tenantId?: string) {
  let query = readingsWithTenant(db, organizationId);
  if (tenantId) query = query.where('water_readings.tenant_id', '=', tenantId);
  return query
    .orderBy('water_readings.reading_date', 'desc')
    .orderBy('water_readings.id', 'desc')
    .execute();
}

export function findReadingRow(db: Db, organizationId: string, readingId: string) {
  return readingsWithTenant(db, organizationId)
    .where('water_readings.id', '=', readingId)
    .executeTakeFirst();
}

export type ReadingRow = NonNullable<Awaited<ReturnType<typeof findReadingRow>>>;

import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { WaterReadingsTable } from '../../db/types.js';
import type { ChainReading } from './meter-chain.js';
import { everyRental, inRentals, type RentalScope } from '../access/index.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';

/** Tenants with the water unit rate of their room type: whose meter a reading is. */
function tenantsWithRate(db: Db, organizationId: string) {
  return db
    .selectFrom('tenants')
    .innerJoin('room_types', 'room_types.id', 'tenants.room_type_id')
    .select([
      'tenants.id',
      ...tenantNameColumns('tenants'),
      'tenants.rental_id',
      'tenants.house_number',
      'tenants.meter_number',
      'tenants.meter_number_key',
      'room_types.water_unit_rate_cents',
    ])
    .where('tenants.organization_id', '=', organizationId);
}

/** The tenant a meter belongs to. */
export function findTenantByMeterKey(db: Db, organizationId: string, meterNumberKey: string) {
  return tenantsWithRate(db, organizationId)
    .where('tenants.meter_number_key', '=', meterNumberKey)
    .where('tenants.status', '=', 'current')
    .executeTakeFirst();
}

/** Tenants by meter key (a building's readings grid). */
export function findTenantsByMeterKeys(db: Db, organizationId: string, meterNumberKeys: string[]) {
  return tenantsWithRate(db, organizationId)
    .where('tenants.meter_number_key', 'in', meterNumberKeys)
    .where('tenants.status', '=', 'current')
    .execute();
}

/** The water unit rate (cents) of each of these tenants' room types, by tenant id. */
export async function waterRatesOf(db: Db, organizationId: string, tenantIds: string[]) {
  const rows = await tenantsWithRate(db, organizationId)
    .where('tenants.id', 'in', tenantIds)
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.water_unit_rate_cents)]));
}

/** Every meter of a rental with its tenant (the service puts them in house order). */
export function rentalMeterRows(db: Db, organizationId: string, rentalId: string) {
  return tenantsWithRate(db, organizationId)
    .where('tenants.rental_id', '=', rentalId)
    .where('tenants.status', '=', 'current')
    .execute();
}

export function rentalExists(db: Db, organizationId: string, rentalId: string) {
  return db
    .selectFrom('rentals')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', rentalId)
    .executeTakeFirst();
}

export function tenantExists(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('tenants')
    .select(['id', 'rental_id'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', tenantId)
    .executeTakeFirst();
}

export async function latestReadingDate(db: Db, organizationId: string) {
  const row = await db
    .selectFrom('water_readings')
    .select((eb) => eb.fn.max('reading_date').as('latest'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row?.latest ?? null;
}

const chainColumns = [
  'id',
  'tenant_id',
  'reading_date',
  'reading_hundredths',
  'previous_reading_hundredths',
  'usage_hundredths',
  'unit_rate_cents',
  'cost_cents',
  'meter_replacement',
  'invoice_id',
  'kind',
] as const;

/** Numbers and booleans as JavaScript has them (PostgreSQL answers bigint as text). */
function toChainReading(row: Record<(typeof chainColumns)[number], unknown>) {
  return {
    id: String(row.id),
    tenant_id: String(row.tenant_id),
    reading_date: String(row.reading_date),
    reading_hundredths: Number(row.reading_hundredths),
    previous_reading_hundredths: Number(row.previous_reading_hundredths),
    usage_hundredths: Number(row.usage_hundredths),
    unit_rate_cents: Number(row.unit_rate_cents),
    cost_cents: Number(row.cost_cents),
    // SQLite answers 0/1, PostgreSQL true/false.
    meter_replacement: Boolean(row.meter_replacement),
    invoice_id: row.invoice_id === null ? null : String(row.invoice_id),
    kind: row.kind as ChainReading['kind'],
  };
}

/** A tenant's readings, oldest first: the chain each usage is counted along. */
export async function tenantChain(db: Db, organizationId: string, tenantId: string) {
  const rows = await db
    .selectFrom('water_readings')
    .select(chainColumns)
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .orderBy('reading_date')
    .orderBy('id')
    .execute();
  return rows.map(toChainReading);
}

/** The last reading of each of these tenants, by tenant id (absent before the first). */
export async function lastReadings(db: Db, organizationId: string, tenantIds: string[]) {
  const last = new Map<string, ReturnType<typeof toChainReading>>();
  if (tenantIds.length === 0) return last;
  const rows = await db
    .selectFrom('water_readings as w')
    .select(chainColumns.map((column) => `w.${column}` as const))
    .where('w.organization_id', '=', organizationId)
    .where('w.tenant_id', 'in', tenantIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('water_readings as later')
            .select('later.id')
            .whereRef('later.tenant_id', '=', 'w.tenant_id')
            .where((eb) =>
              eb.or([
                eb('later.reading_date', '>', eb.ref('w.reading_date')),
                eb.and([
                  eb('later.reading_date', '=', eb.ref('w.reading_date')),
                  eb('later.id', '>', eb.ref('w.id')),
                ]),
              ]),
            ),
        ),
      ),
    )
    .execute();
  for (const row of rows) last.set(row.tenant_id, toChainReading(row));
  return last;
}

/** Writes a reading's recomputed values (a correction, or the next one after it). */
export async function updateReadingValues(db: Db, organizationId: string, reading: ChainReading) {
  await db
    .updateTable('water_readings')
    .set({
      reading_hundredths: reading.reading_hundredths,
      previous_reading_hundredths: reading.previous_reading_hundredths,
      usage_hundredths: reading.usage_hundredths,
      cost_cents: reading.cost_cents,
      meter_replacement: dbBoolean(reading.meter_replacement),
      kind: reading.kind,
    })
    .where('organization_id', '=', organizationId)
    .where('id', '=', reading.id)
    .where('invoice_id', 'is', null)
    .execute();
}

export async function deleteReadingRow(db: Db, organizationId: string, readingId: string) {
  await db
    .deleteFrom('water_readings')
    .where('organization_id', '=', organizationId)
    .where('id', '=', readingId)
    .where('invoice_id', 'is', null)
    .execute();
}

/**
 * better-sqlite3 cannot bind a boolean; PostgreSQL reads the text '1'/'0' of a parameter as
 * a boolean. So 1/0 is the one value both accept for the meter_replacement column.
 */
function dbBoolean(value: boolean) {
  return (value ? 1 : 0) as unknown as boolean;
}

export async function insertReadings(db: Db, readings: WaterReadingsTable[]) {
  if (readings.length === 0) return;
  await db
    .insertInto('water_readings')
    .values(
      readings.map((reading) => ({
        ...reading,
        meter_replacement: dbBoolean(reading.meter_replacement),
      })),
    )
    .execute();
}

function readingsWithTenant(db: Db, organizationId: string, scope: RentalScope) {
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
      'water_readings.kind',
      'water_readings.invoice_id',
      'tenants.house_number',
      'tenants.kind as tenant_kind',
      'tenants.firstname',
      'tenants.lastname',
      'tenants.businessname',
      'tenants.rental_id',
      'tenants.meter_number',
    ])
    .where('water_readings.organization_id', '=', organizationId)
    .where('tenants.organization_id', '=', organizationId)
    .where(inRentals('tenants.rental_id', scope));
}

export function listReadingRows(
  db: Db,
  organizationId: string,
  scope: RentalScope,
  tenantId?: string,
) {
  let query = readingsWithTenant(db, organizationId, scope);
  if (tenantId) query = query.where('water_readings.tenant_id', '=', tenantId);
  return query
    .orderBy('water_readings.reading_date', 'desc')
    .orderBy('water_readings.id', 'desc')
    .execute();
}

export function findReadingRow(
  db: Db,
  organizationId: string,
  readingId: string,
  scope: RentalScope,
) {
  return readingsWithTenant(db, organizationId, scope)
    .where('water_readings.id', '=', readingId)
    .executeTakeFirst();
}

/** Readings by id (a building's batch), in house-number order. */
export function findReadingRows(db: Db, organizationId: string, readingIds: string[]) {
  if (readingIds.length === 0) return Promise.resolve([]);
  return readingsWithTenant(db, organizationId, everyRental)
    .where('water_readings.id', 'in', readingIds)
    .orderBy('tenants.house_number_key')
    .execute();
}

export type ReadingRow = NonNullable<Awaited<ReturnType<typeof findReadingRow>>>;

/**
 * Links the readings just billed to the Water Invoice Bill of their tenant: the readings the
 * amounts were summed from, for a batch of (tenant, invoice) pairs. The invoice ids are given
 * rather than joined, so the plan does not depend on statistics of rows written moments ago.
 */
export async function markReadingsBilled(
  db: Db,
  organizationId: string,
  before: string,
  invoiceOfTenant: ReadonlyArray<{ tenantId: string; invoiceId: string }>,
) {
  if (invoiceOfTenant.length === 0) return;
  const cases = invoiceOfTenant.map(
    ({ tenantId, invoiceId }) => sql`when ${tenantId} then ${invoiceId}`,
  );
  await db
    .updateTable('water_readings')
    .set({ invoice_id: sql<string>`case tenant_id ${sql.join(cases, sql` `)} end` })
    .where('organization_id', '=', organizationId)
    .where('invoice_id', 'is', null)
    .where('reading_date', '<', before)
    .where(
      'tenant_id',
      'in',
      invoiceOfTenant.map((pair) => pair.tenantId),
    )
    .execute();
}

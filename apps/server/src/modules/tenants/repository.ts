import { sql } from 'kysely';
import { inRentals, type RentalScope } from '../access/index.js';
import type { Db } from '../../db/connection.js';
import type { TenantStatus } from '@rental/shared/enums';
import type { TenantsTable } from '../../db/types.js';
import { rentInForceSql } from './rent-in-force.js';
import { booksFingerprintSql } from '../ledger/index.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';

/** A tenant with the names the screens show: one query with joins, never one per tenant. */
const tenantColumns = [
  'tenants.id',
  ...tenantNameColumns('tenants'),
  'tenants.contactperson',
  'tenants.phonenumber',
  'tenants.pays_from_phone',
  'tenants.rental_id',
  'tenants.room_type_id',
  'tenants.house_number',
  'tenants.meter_number',
  'tenants.opening_rent_balance_cents',
  'tenants.opening_water_balance_cents',
  'tenants.national_id',
  'tenants.kra_pin',
  'tenants.status',
  'tenants.move_in_date',
  'tenants.move_out_date',
  'tenants.created_at',
  'tenants.language',
  'tenants.channel',
  'tenants.sms_blocked_at',
  'tenants.erased_at',
  'rentals.name as rental_name',
  'room_types.house_type',
] as const;

function tenantsWithPlace(db: Db, organizationId: string, scope: RentalScope) {
  return db
    .selectFrom('tenants')
    .innerJoin('rentals', 'rentals.id', 'tenants.rental_id')
    .innerJoin('room_types', 'room_types.id', 'tenants.room_type_id')
    .select(tenantColumns)
    .where('tenants.organization_id', '=', organizationId)
    .where(inRentals('tenants.rental_id', scope));
}

export function listTenantRows(
  db: Db,
  organizationId: string,
  scope: RentalScope,
  rentalId?: string,
  status?: TenantStatus,
) {
  let query = tenantsWithPlace(db, organizationId, scope);
  if (rentalId) query = query.where('tenants.rental_id', '=', rentalId);
  if (status) query = query.where('tenants.status', '=', status);
  return query.orderBy('tenants.created_at', 'desc').orderBy('tenants.id', 'desc').execute();
}

export function findTenantRow(
  db: Db,
  organizationId: string,
  tenantId: string,
  scope: RentalScope,
) {
  return tenantsWithPlace(db, organizationId, scope)
    .where('tenants.id', '=', tenantId)
    .executeTakeFirst();
}

export type TenantRow = NonNullable<Awaited<ReturnType<typeof findTenantRow>>>;

/** The tenant's page: the tenant with the rent in force for them on `date` (rent-in-force.ts). */
export function findTenantDetailRow(
  db: Db,
  organizationId: string,
  tenantId: string,
  date: string,
  scope: RentalScope,
) {
  return tenantsWithPlace(db, organizationId, scope)
    .select(rentInForceSql('tenants', 'room_types', date).as('monthly_rent_cents'))
    .where('tenants.id', '=', tenantId)
    .executeTakeFirst();
}

export type TenantDetailRow = NonNullable<Awaited<ReturnType<typeof findTenantDetailRow>>>;

export function findRental(db: Db, organizationId: string, rentalId: string) {
  return db
    .selectFrom('rentals')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', rentalId)
    .executeTakeFirst();
}

export function findRoomInRental(db: Db, organizationId: string, rentalId: string, roomId: string) {
  return db
    .selectFrom('room_types')
    .select(['id', 'house_type', 'total_units'])
    .where('organization_id', '=', organizationId)
    .where('rental_id', '=', rentalId)
    .where('id', '=', roomId)
    .executeTakeFirst();
}

export async function houseNumberTaken(
  db: Db,
  organizationId: string,
  rentalId: string,
  houseNumberKey: string,
  exceptTenantId?: string,
) {
  let query = db
    .selectFrom('tenants')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('rental_id', '=', rentalId)
    .where('house_number_key', '=', houseNumberKey)
    .where('status', '=', 'current');
  if (exceptTenantId) query = query.where('id', '!=', exceptTenantId);
  return Boolean(await query.executeTakeFirst());
}

export async function meterNumberTaken(
  db: Db,
  organizationId: string,
  meterNumberKey: string,
  exceptTenantId?: string,
) {
  let query = db
    .selectFrom('tenants')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('meter_number_key', '=', meterNumberKey)
    .where('status', '=', 'current');
  if (exceptTenantId) query = query.where('id', '!=', exceptTenantId);
  return Boolean(await query.executeTakeFirst());
}

/** Tenants' updated_at only grows within an organization (see service changeTimes). */
export async function latestTenantChange(db: Db, organizationId: string) {
  const row = await db
    .selectFrom('tenants')
    .select((eb) => eb.fn.max('updated_at').as('latest'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row?.latest ?? null;
}

/**
 * What the tenant list is built from, in one round trip: the tenants' count and last change
 * (any insert or update moves the latter, any delete lowers the former), the rental names and
 * room types the list shows, which are few, and the ledger's fingerprint of the money their
 * balances are made of (booksFingerprintSql).
 * Rows come sorted, to compare as text.
 */
export async function tenantListSources(db: Db, organizationId: string) {
  const { rows } = await sql<{ kind: string; a: string; b: string | null }>`
    select 'tenants' as kind, cast(count(*) as varchar(20)) as a, max(updated_at) as b
      from tenants where organization_id = ${organizationId}
    union all
    select 'rental', id, name from rentals where organization_id = ${organizationId}
    union all
    select 'room', id, house_type from room_types where organization_id = ${organizationId}
    union all
    ${booksFingerprintSql(organizationId)}
  `.execute(db);
  const key = (row: { kind: string; a: string }) => `${row.kind}|${row.a}`;
  return rows.sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0));
}

/** Both placeholder limits stay below SQLite's 32,766 bound variables per statement. */
const insertChunkRows = 500;

export async function insertTenants(db: Db, rows: TenantsTable[]) {
  for (let start = 0; start < rows.length; start += insertChunkRows) {
    await db
      .insertInto('tenants')
      .values(rows.slice(start, start + insertChunkRows))
      .execute();
  }
}

/**
 * What an edit may change: never the tenancy's status or dates (those have their own paths).
 * The language and channel only when the form or file gives one (clients from before them
 * leave them alone).
 */
export type TenantChanges = Omit<
  TenantsTable,
  | 'id'
  | 'organization_id'
  | 'created_at'
  | 'status'
  | 'move_in_date'
  | 'move_out_date'
  | 'language'
  | 'channel'
  | 'sms_blocked_at'
  | 'erased_at'
> &
  Partial<Pick<TenantsTable, 'language' | 'channel'>>;

/** Where a tenant lives: what a move changes. */
export type PlacementColumns = Pick<
  TenantChanges,
  | 'rental_id'
  | 'room_type_id'
  | 'house_number'
  | 'house_number_key'
  | 'meter_number'
  | 'meter_number_key'
>;

export async function updateTenantRow(
  db: Db,
  organizationId: string,
  tenantId: string,
  changes: TenantChanges | (PlacementColumns & Pick<TenantChanges, 'updated_at'>),
) {
  const result = await db
    .updateTable('tenants')
    .set(changes)
    .where('organization_id', '=', organizationId)
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The tenant's readings go with them (the foreign key cascades too; this says it plainly). */
export async function deleteTenantRow(db: Db, organizationId: string, tenantId: string) {
  await db
    .deleteFrom('water_readings')
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .execute();
  const result = await db
    .deleteFrom('tenants')
    .where('organization_id', '=', organizationId)
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Everything the CSV import checks rows against, in three queries. */
export async function loadImportContext(db: Db, organizationId: string) {
  const [rentals, rooms, tenants] = await Promise.all([
    db
      .selectFrom('rentals')
      .select(['id', 'name'])
      .where('organization_id', '=', organizationId)
      .execute(),
    db
      .selectFrom('room_types')
      .select(['id', 'rental_id', 'house_type', 'total_units'])
      .where('organization_id', '=', organizationId)
      .execute(),
    db
      .selectFrom('tenants')
      .select(['rental_id', 'room_type_id', 'house_number_key', 'meter_number_key'])
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'current')
      .execute(),
  ]);
  return { rentals, rooms, tenants };
}

export type ImportContextRows = Awaited<ReturnType<typeof loadImportContext>>;

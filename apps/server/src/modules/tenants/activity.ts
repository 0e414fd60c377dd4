import { activityAmount } from '@rental/shared/activity';
import type { Db } from '../../db/connection.js';
import { recordActivity, recordUpdate } from '../activity/record.js';
import type { Actor } from '../auth/actor.js';
import type { TenantRow } from './repository.js';

const fullName = (row: TenantRow) => `${row.firstname} ${row.lastname}`;

/**
 * The tenant as the form shows it: the rental and room type by name (their ids would tell the
 * owner nothing), money as the landlord reads it ("Ksh 1,500.50").
 */
function shown(row: TenantRow) {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    phonenumber: row.phonenumber,
    rental: row.rental_name,
    housetype: row.house_type,
    housenumber: row.house_number,
    meternumber: row.meter_number,
    openingrentbalance: activityAmount(Number(row.opening_rent_balance_cents)),
    openingwaterbalance: activityAmount(Number(row.opening_water_balance_cents)),
  };
}

function entry(row: TenantRow) {
  return {
    entity: 'tenant',
    entityId: row.id,
    details: { name: fullName(row), house: row.house_number, rental: row.rental_name },
  };
}

export function logTenantCreated(trx: Db, actor: Actor, row: TenantRow, at: Date) {
  return recordActivity(trx, actor, { kind: 'tenant_created', ...entry(row) }, at);
}

export function logTenantUpdated(
  trx: Db,
  actor: Actor,
  before: TenantRow,
  after: TenantRow,
  at: Date,
) {
  const fields = { before: shown(before), after: shown(after) };
  return recordUpdate(trx, actor, { kind: 'tenant_updated', ...entry(after) }, fields, at);
}

export function logTenantDeleted(trx: Db, actor: Actor, row: TenantRow, at: Date) {
  return recordActivity(trx, actor, { kind: 'tenant_deleted', ...entry(row) }, at);
}

/** One entry per import, not one per row: a file of 2,000 tenants would bury the log. */
export function logTenantsImported(trx: Db, actor: Actor, count: number, at: Date) {
  return recordActivity(
    trx,
    actor,
    { kind: 'tenants_imported', entity: 'tenant', details: { count } },
    at,
  );
}

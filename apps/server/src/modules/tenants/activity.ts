import { activityAmount } from '@rental/shared/activity';
import type { Db } from '../../db/connection.js';
import { recordActivity, recordUpdate } from '../activity/index.js';
import type { Actor } from '../access/index.js';
import type { InvoicesTable } from '../../db/types.js';
import { depositInvoiceType } from '../ledger/index.js';
import type { TenantRow } from './repository.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

const fullName = (row: TenantRow) => tenantDisplayName(row);

/**
 * The tenant as the form shows it: the rental and room type by name (their ids would tell the
 * owner nothing), money as the landlord reads it ("KES 1,500.50").
 */
function shown(row: TenantRow) {
  return {
    kind: row.kind,
    firstname: row.firstname,
    lastname: row.lastname,
    businessname: row.businessname ?? null,
    contactperson: row.contactperson ?? null,
    phonenumber: row.phonenumber,
    paysfromphone: row.pays_from_phone ?? null,
    rental: row.rental_name,
    housetype: row.house_type,
    housenumber: row.house_number,
    meternumber: row.meter_number,
    openingrentbalance: activityAmount(Number(row.opening_rent_balance_cents)),
    openingwaterbalance: activityAmount(Number(row.opening_water_balance_cents)),
    channel: row.channel,
  };
}

function entry(row: TenantRow) {
  return {
    entity: 'tenant',
    entityId: row.id,
    details: { name: fullName(row), house: row.house_number, rental: row.rental_name },
  };
}

/**
 * A new tenant, and what they were charged on moving in (the deposit, the rest of the month)
 * when anything: one entry says they were added, the other what the move-in cost them.
 */
export async function logTenantCreated(
  trx: Db,
  actor: Actor,
  row: TenantRow,
  charged: readonly InvoicesTable[],
  at: Date,
) {
  await recordActivity(trx, actor, { kind: 'tenant_created', ...entry(row) }, at);
  if (charged.length === 0) return;
  const cents = (type: string) =>
    charged
      .filter((invoice) => invoice.invoice_type === type)
      .reduce((n, i) => n + i.amount_cents, 0);
  const { details, ...rest } = entry(row);
  await recordActivity(
    trx,
    actor,
    {
      kind: 'tenant_moved_in',
      ...rest,
      details: {
        ...details,
        date: row.move_in_date,
        deposit: activityAmount(cents(depositInvoiceType)),
        prorated: activityAmount(cents('Rental Invoice Bill')),
      },
    },
    at,
  );
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

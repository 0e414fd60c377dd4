import { activityAmount } from '@rental/shared/activity';
import type { Db } from '../../db/connection.js';
import { recordActivity } from '../activity/index.js';
import type { Actor } from '../access/index.js';
import type { TenantRow } from './repository.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

// Rent changes and moves in the activity log, written in the transaction that makes them.

function who(row: TenantRow) {
  return { name: tenantDisplayName(row), house: row.house_number };
}

export function logRentChanged(
  trx: Db,
  actor: Actor,
  tenant: TenantRow,
  change: { id: string; date: string; beforeCents: number; afterCents: number; reason: string },
  at: Date,
) {
  const details = {
    ...who(tenant),
    date: change.date,
    before: activityAmount(change.beforeCents),
    after: activityAmount(change.afterCents),
    reason: change.reason,
  };
  return recordActivity(
    trx,
    actor,
    { kind: 'rent_changed', entity: 'tenant', entityId: tenant.id, details },
    at,
  );
}

export function logRentChangeDeleted(
  trx: Db,
  actor: Actor,
  tenant: TenantRow,
  change: { date: string; cents: number },
  at: Date,
) {
  const details = { ...who(tenant), date: change.date, amount: activityAmount(change.cents) };
  return recordActivity(
    trx,
    actor,
    { kind: 'rent_change_deleted', entity: 'tenant', entityId: tenant.id, details },
    at,
  );
}

/** The meter part of a move's line: "M-1 (final 1234.5) → M-9 (opening 20)", or none. */
function meterChange(
  before: TenantRow,
  after: TenantRow,
  readings: { final?: number; opening?: number },
) {
  if (before.meter_number === after.meter_number) return null;
  const final = readings.final === undefined ? '' : ` (final ${readings.final})`;
  const opening = readings.opening === undefined ? '' : ` (opening ${readings.opening})`;
  return `${before.meter_number}${final} → ${after.meter_number}${opening}`;
}

export function logTenantMoved(
  trx: Db,
  actor: Actor,
  move: {
    before: TenantRow;
    after: TenantRow;
    date: string;
    rentCents: number;
    readings: { final?: number; opening?: number };
  },
  at: Date,
) {
  const { before, after } = move;
  const details = {
    name: tenantDisplayName(after),
    from: `${before.house_number} (${before.house_type}, ${before.rental_name})`,
    to: after.house_number,
    roomtype: after.house_type,
    rental: after.rental_name,
    date: move.date,
    rent: activityAmount(move.rentCents),
    meter: meterChange(before, after, move.readings),
  };
  return recordActivity(
    trx,
    actor,
    { kind: 'tenant_moved', entity: 'tenant', entityId: after.id, details },
    at,
  );
}

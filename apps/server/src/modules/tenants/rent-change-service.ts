import { randomUUID } from 'node:crypto';
import { nairobiDate } from '@rental/shared/dates';
import { centsToKes, kesToCents } from '@rental/shared/money';
import {
  codedRentChangeReason,
  englishRentChangeReason,
  type CodedRentChangeReason,
} from '@rental/shared/rent-change-reasons';
import type { RentChangeValues, RentHistory } from '@rental/shared/schemas/rent-changes';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockOrganization } from '../../db/locks.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { type Actor, rentalScopeOf, type RentalScope } from '../access/index.js';
import { logRentChanged, logRentChangeDeleted } from './rent-activity.js';
import {
  deleteRentChangeRow,
  findRentChange,
  insertRentChange,
  lastRentBillingDate,
  listRentChanges,
  type RentChangeRow,
} from './rent-change-repository.js';
import type { TenantRow } from './repository.js';
import { rentInForceCents } from './rent-in-force.js';
import { rentMessages } from './rent-messages.js';
import {
  getTenant,
  requireCurrentTenantRow,
  requireTenantRow,
  type TenantsDeps,
} from './service.js';

/**
 * Refuses a change from a date whose rent is already billed: rent up to the last rent
 * invoice's billing date is on the ledger, and correcting it is a credit note's job. Run it
 * after lockOrganization: the invoice run takes the same lock, so no invoice slips in between.
 */
export async function assertRentNotBilled(
  db: Db,
  organizationId: string,
  tenantId: string,
  effectiveFrom: string,
) {
  const last = await lastRentBillingDate(db, organizationId, tenantId);
  if (last !== null && effectiveFrom <= last) {
    const message = rentMessages.billed(last);
    throw new AppError('conflict', message, { effectivefrom: message });
  }
}

/** A second change for the same tenant and date is refused by the key: 409 on the date. */
export function rentChangeConflict(error: unknown, effectiveFrom: string): unknown {
  if (!isUniqueViolation(error)) return error;
  const detail = String((error as { constraint?: string }).constraint ?? error);
  if (!detail.includes('tenant_rent_changes')) return error;
  const message = rentMessages.sameDate(effectiveFrom);
  return new AppError('conflict', message, { effectivefrom: message });
}

/** Why a rent changed: a person's words, or a code the product words in each language. */
export type RentChangeReason = string | CodedRentChangeReason;

/**
 * Stores a change `actor` made: an amount from a date, or (a move, `cents` null) the rent of
 * the room type `roomTypeId` from that date. A coded reason is stored as its code and values
 * beside its English. Returns its id.
 */
export async function storeRentChange(
  db: Db,
  actor: Actor,
  tenantId: string,
  change: {
    date: string;
    cents: number | null;
    roomTypeId: string | null;
    reason: RentChangeReason;
  },
  now: Date,
) {
  const id = randomUUID();
  const coded = typeof change.reason === 'string' ? null : change.reason;
  await insertRentChange(db, {
    id,
    organization_id: actor.organizationId,
    tenant_id: tenantId,
    effective_from: change.date,
    monthly_rent_cents: change.cents,
    room_type_id: change.roomTypeId,
    reason: coded ? englishRentChangeReason(coded) : (change.reason as string),
    reason_code: coded?.reasoncode ?? null,
    reason_params: coded ? JSON.stringify(coded.reasonparams) : null,
    created_by: actor.userId,
    created_by_name: actor.name,
    created_at: now.toISOString(),
  });
  return id;
}

/**
 * A rent of `cents` a month from `date`, in the caller's transaction (after lockOrganization),
 * logged with the rent it replaces: refused when that date's rent is billed, and (the key) when
 * the tenant has a change on that date already. A lease's renewal and escalation use it too.
 */
export async function recordRentChange(
  trx: Db,
  actor: Actor,
  tenant: TenantRow,
  change: { date: string; cents: number; reason: RentChangeReason },
  now: Date,
) {
  const { organizationId } = actor;
  await assertRentNotBilled(trx, organizationId, tenant.id, change.date);
  const beforeCents = (await rentInForceCents(trx, organizationId, tenant.id, change.date)) ?? 0;
  const stored = { ...change, roomTypeId: null };
  const id = await storeRentChange(trx, actor, tenant.id, stored, now);
  const reason =
    typeof change.reason === 'string' ? change.reason : englishRentChangeReason(change.reason);
  const logged = { id, ...change, reason, beforeCents, afterCents: change.cents };
  await logRentChanged(trx, actor, tenant, logged, now);
  return { id, beforeCents };
}

/** POST /api/tenant/{id}/rent-change: the tenant's rent from a date, kept in their history. */
export async function changeRent(
  deps: TenantsDeps,
  actor: Actor,
  tenantId: string,
  values: RentChangeValues,
): Promise<TenantDetail> {
  const { organizationId } = actor;
  const now = deps.clock();
  const date = values.effectivefrom;
  try {
    await deps.db.transaction().execute(async (trx) => {
      await lockOrganization(trx, organizationId);
      const tenant = await requireCurrentTenantRow(
        trx,
        organizationId,
        tenantId,
        rentalScopeOf(actor),
      );
      const change = { date, cents: kesToCents(values.monthlyrent), reason: values.reason };
      await recordRentChange(trx, actor, tenant, change, now);
    });
  } catch (error) {
    throw rentChangeConflict(error, date);
  }
  return getTenant(deps, organizationId, tenantId, rentalScopeOf(actor));
}

/**
 * DELETE /api/tenant/{id}/rent-change/{changeid}: only a change no invoice used yet (a rent
 * increase planned by mistake), and never a move's, which goes with the tenant's place.
 */
export async function deleteRentChange(
  deps: TenantsDeps,
  actor: Actor,
  tenantId: string,
  changeId: string,
): Promise<TenantDetail> {
  const { organizationId } = actor;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const tenant = await requireTenantRow(trx, organizationId, tenantId, rentalScopeOf(actor));
    const change = await findRentChange(trx, organizationId, tenantId, changeId);
    if (!change) throw notFound('Rent change');
    if (change.monthly_rent_cents === null) {
      throw new AppError('conflict', rentMessages.moveChange);
    }
    const last = await lastRentBillingDate(trx, organizationId, tenantId);
    if (last !== null && change.effective_from <= last) {
      throw new AppError('conflict', rentMessages.used(last));
    }
    await deleteRentChangeRow(trx, organizationId, changeId);
    const deleted = { date: change.effective_from, cents: Number(change.monthly_rent_cents) };
    await logRentChangeDeleted(trx, actor, tenant, deleted, now);
  });
  return getTenant(deps, organizationId, tenantId, rentalScopeOf(actor));
}

function toRentChange(row: RentChangeRow, lastBilled: string | null) {
  const move = row.monthly_rent_cents === null;
  return {
    rentchangeid: row.id,
    effectivefrom: row.effective_from,
    monthlyrent: centsToKes(Number(row.rent_cents)),
    roomtype: move ? row.room_type_name : null,
    reason: row.reason,
    // Older rows hold only the English the product wrote: read back into its code.
    ...(codedRentChangeReason({
      reason: row.reason,
      code: row.reason_code,
      params: row.reason_params,
    }) ?? { reasoncode: null, reasonparams: {} }),
    createdby: row.created_by_name,
    createdat: row.created_at,
    deletable: !move && (lastBilled === null || row.effective_from > lastBilled),
  };
}

/** GET /api/tenant/{id}/rent-history: every change, newest date first, and the rent today. */
export async function rentHistory(
  deps: TenantsDeps,
  organizationId: string,
  tenantId: string,
  scope: RentalScope,
): Promise<RentHistory> {
  await requireTenantRow(deps.db, organizationId, tenantId, scope);
  const today = nairobiDate(deps.clock());
  const monthlyCents = await rentInForceCents(deps.db, organizationId, tenantId, today);
  if (monthlyCents === null) throw notFound('Tenant');
  const [rows, lastBilled] = await Promise.all([
    listRentChanges(deps.db, organizationId, tenantId),
    lastRentBillingDate(deps.db, organizationId, tenantId),
  ]);
  return {
    rentchanges: rows.map((row) => toRentChange(row, lastBilled)),
    monthlyrent: centsToKes(monthlyCents),
    lastbilled: lastBilled,
  };
}

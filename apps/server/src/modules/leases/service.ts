import { addDays, nairobiDate } from '@rental/shared/dates';
import { kesToCents } from '@rental/shared/money';
import { percentToBasisPoints } from '@rental/shared/percent';
import {
  leaseMessages,
  type LeaseRenewValues,
  type LeaseValues,
  type TenantLease,
  type VacateNoticeValues,
} from '@rental/shared/schemas/leases';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { lockOrganization } from '../../db/locks.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { type Actor, rentalScopeOf } from '../access/index.js';
import { recordActivity } from '../activity/index.js';
import {
  lastRentBillingDate,
  recordRentChange,
  rentChangeConflict,
  rentInForceCents,
  requireCurrentTenantRow,
  requireTenantRow,
  type TenantRow,
} from '../tenants/index.js';
import { toLease, toVacateNotice } from './presenter.js';
import {
  findLease,
  insertVacateNotice,
  latestVacateNotice,
  saveLease,
  setLeaseEnd,
  type LeaseRow,
} from './repository.js';
import { escalatedCents, nextAnniversary } from './terms.js';

export interface LeasesDeps {
  db: Db;
  clock: Clock;
}

const who = (tenant: TenantRow) => ({
  name: tenantDisplayName(tenant),
  house: tenant.house_number,
});

/** The next anniversary's rise from the rent in force the day before it. */
async function nextRise(db: Db, lease: LeaseRow, today: string) {
  if (lease.escalation_type === null) return null;
  const date = nextAnniversary(lease.start_date, today);
  const rent = await rentInForceCents(
    db,
    lease.organization_id,
    lease.tenant_id,
    addDays(date, -1),
  );
  return rent === null ? null : { date, cents: escalatedCents(rent, lease) };
}

/** GET /api/tenant/{id}/lease: the lease (or none yet) and the notice to vacate in force. */
export async function getTenantLease(
  deps: LeasesDeps,
  actor: Actor,
  tenantId: string,
): Promise<TenantLease> {
  const { db } = deps;
  const { organizationId } = actor;
  await requireTenantRow(db, organizationId, tenantId, rentalScopeOf(actor));
  const today = nairobiDate(deps.clock());
  const [lease, notice] = await Promise.all([
    findLease(db, organizationId, tenantId),
    latestVacateNotice(db, organizationId, tenantId),
  ]);
  return {
    lease: lease ? toLease(lease, today, await nextRise(db, lease, today)) : null,
    notice: notice ? toVacateNotice(notice, lease ? Number(lease.notice_days) : null) : null,
  };
}

/** PUT /api/tenant/{id}/lease: sets the term, notice period and escalation of a current tenant. */
export async function putLease(
  deps: LeasesDeps,
  actor: Actor,
  tenantId: string,
  values: LeaseValues,
): Promise<TenantLease> {
  const now = deps.clock();
  const escalation = values.escalation ?? null;
  await deps.db.transaction().execute(async (trx) => {
    const tenant = await requireCurrentTenantRow(
      trx,
      actor.organizationId,
      tenantId,
      rentalScopeOf(actor),
    );
    await saveLease(trx, {
      tenant_id: tenantId,
      organization_id: actor.organizationId,
      start_date: values.startdate,
      end_date: values.enddate ?? null,
      notice_days: values.noticedays,
      escalation_type: escalation?.type ?? null,
      escalation_value:
        escalation === null
          ? null
          : escalation.type === 'percent'
            ? percentToBasisPoints(escalation.amount)
            : kesToCents(escalation.amount),
      escalation_tell_days: escalation?.tellbeforedays ?? 30,
      updated_at: now.toISOString(),
      updated_by_name: actor.name,
    });
    const details = {
      ...who(tenant),
      startdate: values.startdate,
      enddate: values.enddate ?? null,
      noticedays: values.noticedays,
    };
    await recordActivity(
      trx,
      actor,
      { kind: 'lease_saved', entity: 'tenant', entityId: tenantId, details },
      now,
    );
  });
  return getTenantLease(deps, actor, tenantId);
}

/**
 * POST /api/tenant/{id}/lease/renew: a new end, later than the current one and today, and
 * optionally a new rent from `from` (the day after the old end, or after the rent already
 * billed if that is later) as a dated rent change, in one transaction.
 */
export async function renewLease(
  deps: LeasesDeps,
  actor: Actor,
  tenantId: string,
  values: LeaseRenewValues,
): Promise<TenantLease> {
  const { organizationId } = actor;
  const now = deps.clock();
  const today = nairobiDate(now);
  let from = values.from;
  try {
    await deps.db.transaction().execute(async (trx) => {
      await lockOrganization(trx, organizationId);
      const tenant = await requireCurrentTenantRow(
        trx,
        organizationId,
        tenantId,
        rentalScopeOf(actor),
      );
      const lease = await findLease(trx, organizationId, tenantId);
      if (!lease) throw new AppError('conflict', leaseMessages.noLease);
      if (
        values.enddate <= today ||
        (lease.end_date !== null && values.enddate <= lease.end_date)
      ) {
        const message = leaseMessages.renewEndNotLater;
        throw new AppError('validation', message, { enddate: message });
      }
      await setLeaseEnd(trx, organizationId, tenantId, {
        end_date: values.enddate,
        updated_at: now.toISOString(),
        updated_by_name: actor.name,
      });
      if (values.newrent !== undefined) {
        from ??= await defaultRenewalFrom(trx, lease, today);
        const change = {
          date: from,
          cents: kesToCents(values.newrent),
          reason: {
            reasoncode: 'leaseRenewal' as const,
            reasonparams: { enddate: values.enddate },
          },
        };
        await recordRentChange(trx, actor, tenant, change, now);
      }
      const details = { ...who(tenant), enddate: values.enddate };
      await recordActivity(
        trx,
        actor,
        { kind: 'lease_renewed', entity: 'tenant', entityId: tenantId, details },
        now,
      );
    });
  } catch (error) {
    throw from === undefined ? error : rentChangeConflict(error, from);
  }
  return getTenantLease(deps, actor, tenantId);
}

/** The day after the old end (or today, for an open lease), and after the rent billed. */
async function defaultRenewalFrom(db: Db, lease: LeaseRow, today: string) {
  const afterEnd = lease.end_date === null ? today : addDays(lease.end_date, 1);
  const billed = await lastRentBillingDate(db, lease.organization_id, lease.tenant_id);
  return billed !== null && billed >= afterEnd ? addDays(billed, 1) : afterEnd;
}

/**
 * POST /api/tenant/{id}/notice: a notice to vacate from either side. The newest is the one in
 * force: it sets the expected move-out the vacancies list shows.
 */
export async function giveVacateNotice(
  deps: LeasesDeps,
  actor: Actor,
  tenantId: string,
  values: VacateNoticeValues,
): Promise<TenantLease> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const tenant = await requireCurrentTenantRow(
      trx,
      actor.organizationId,
      tenantId,
      rentalScopeOf(actor),
    );
    await insertVacateNotice(trx, {
      id: randomUUID(),
      organization_id: actor.organizationId,
      tenant_id: tenantId,
      given_by: values.givenby,
      given_on: values.date,
      moveout_date: values.moveoutdate,
      created_at: now.toISOString(),
      created_by_name: actor.name,
    });
    const details = {
      ...who(tenant),
      givenby: values.givenby,
      date: values.date,
      moveoutdate: values.moveoutdate,
    };
    await recordActivity(
      trx,
      actor,
      { kind: 'vacate_notice_recorded', entity: 'tenant', entityId: tenantId, details },
      now,
    );
  });
  return getTenantLease(deps, actor, tenantId);
}

import { formatCalendarDay } from '@rental/shared/date-format';
import { addDays, nairobiDate } from '@rental/shared/dates';
import { centsToKes, formatKes } from '@rental/shared/money';
import { tenantDisplayName, tenantGreetingName } from '@rental/shared/tenant-name';
import type { Db } from '../../db/connection.js';
import { lockOrganization } from '../../db/locks.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { nextSendingTime, type SendingHours } from '../../lib/sending-hours.js';
import { systemActor, everyRental } from '../access/index.js';
import { payeeOf } from '../organization/index.js';
import { queueSms, rentRiseTexts } from '../sms/index.js';
import {
  lastRentBillingDate,
  recordRentChange,
  rentChangeConflict,
  rentInForceCents,
  requireTenantRow,
  type TenantRow,
} from '../tenants/index.js';
import { claimLeaseEvent, escalatingLeases, leasesEndingBy, type LeaseRow } from './repository.js';
import { anniversariesDue, endReminderKind, escalatedCents } from './terms.js';

export interface LeaseDayDeps {
  db: Db;
  clock: Clock;
  sendingHours?: SendingHours;
}

/**
 * A lease's day: each yearly rise due is made as a dated rent change and told to the tenant;
 * each end near or passed is recorded for the landlord's bell (60 and 30 days ahead, then the
 * lapse into month-to-month). Each happening is claimed by its key first, in the transaction
 * that makes it, so two servers' timers or a rerun never raise a rent or remind twice.
 */
export async function runLeaseDay(deps: LeaseDayDeps, options: { signal?: AbortSignal } = {}) {
  const today = nairobiDate(deps.clock());
  let raised = 0;
  for (const lease of await escalatingLeases(deps.db)) {
    if (options.signal?.aborted) return { raised, reminded: 0 };
    for (const anniversary of anniversariesDue(lease, today)) {
      if (await raiseRent(deps, lease, anniversary, today)) raised += 1;
    }
  }
  const reminded = await recordEnds(deps, today);
  return { raised, reminded };
}

/**
 * One anniversary's rise: from the anniversary, or after the rent already billed when the rise
 * comes late (a server down that day). Told by SMS when it is still ahead.
 */
async function raiseRent(deps: LeaseDayDeps, lease: LeaseRow, anniversary: string, today: string) {
  try {
    return await makeRise(deps, lease, anniversary, today);
  } catch (error) {
    if (!(rentChangeConflict(error, anniversary) instanceof AppError)) throw error;
    // The landlord set a rent of their own from that day: theirs stands, the rise is passed.
    await claimLeaseEvent(deps.db, {
      tenant_id: lease.tenant_id,
      organization_id: lease.organization_id,
      kind: 'escalation',
      on_date: anniversary,
      created_at: deps.clock().toISOString(),
      details: JSON.stringify({ skipped: 'rent_change_on_date' }),
    });
    return false;
  }
}

async function makeRise(deps: LeaseDayDeps, lease: LeaseRow, anniversary: string, today: string) {
  const now = deps.clock();
  const { organization_id: organizationId, tenant_id: tenantId } = lease;
  return deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const billed = await lastRentBillingDate(trx, organizationId, tenantId);
    const from = billed !== null && billed >= anniversary ? addDays(billed, 1) : anniversary;
    const before = (await rentInForceCents(trx, organizationId, tenantId, addDays(from, -1))) ?? 0;
    const after = escalatedCents(before, lease);
    const claimed = await claimLeaseEvent(trx, {
      tenant_id: tenantId,
      organization_id: organizationId,
      kind: 'escalation',
      on_date: anniversary,
      created_at: now.toISOString(),
      details: JSON.stringify({ from, before, after }),
    });
    if (!claimed) return false;
    const tenant = await requireTenantRow(trx, organizationId, tenantId, everyRental);
    const actor = systemActor(organizationId, 'Lease');
    const reason = { reasoncode: 'leaseEscalation' as const, reasonparams: { date: anniversary } };
    await recordRentChange(trx, actor, tenant, { date: from, cents: after, reason }, now);
    if (from >= today && tenant.sms_blocked_at === null) {
      await tellRise(trx, deps, organizationId, tenant, { from, before, after });
    }
    return true;
  });
}

async function tellRise(
  trx: Db,
  deps: LeaseDayDeps,
  organizationId: string,
  tenant: TenantRow,
  rise: { from: string; before: number; after: number },
) {
  const now = deps.clock();
  const payee = await payeeOf(trx, organizationId);
  const kes = (cents: number) => formatKes(centsToKes(cents));
  const text = rentRiseTexts[tenant.language]({
    firstname: tenantGreetingName(tenant),
    before: kes(rise.before),
    after: kes(rise.after),
    date: formatCalendarDay(rise.from, tenant.language),
    landlord: payee.name,
  });
  const notBefore = nextSendingTime(now, deps.sendingHours);
  await queueSms(
    trx,
    [
      {
        organizationId,
        tenantId: tenant.id,
        recipientName: tenantDisplayName(tenant),
        phoneNumber: tenant.phonenumber,
        text,
        purpose: 'other',
        ...(notBefore > now ? { notBefore } : {}),
      },
    ],
    now,
  );
}

/** The ends 60 and 30 days ahead and those passed, each recorded once for the bell. */
async function recordEnds(deps: LeaseDayDeps, today: string) {
  const now = deps.clock().toISOString();
  let recorded = 0;
  for (const lease of await leasesEndingBy(deps.db, addDays(today, 60))) {
    const kind = endReminderKind(lease.end_date!, today);
    if (kind === null) continue;
    const claimed = await claimLeaseEvent(deps.db, {
      tenant_id: lease.tenant_id,
      organization_id: lease.organization_id,
      kind,
      on_date: lease.end_date!,
      created_at: now,
      details: '{}',
    });
    if (claimed) recorded += 1;
  }
  return recorded;
}

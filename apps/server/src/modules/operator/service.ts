import { lastSubscriptionPayments } from '../ledger/index.js';
import { msPerDay, nairobiDate, nairobiDayStart } from '@rental/shared/dates';
import { centsToKes } from '@rental/shared/money';
import type {
  OperatorOrganization,
  OperatorOrganizationsQuery,
  OrganizationStatus,
} from '@rental/shared/schemas/operator';
import { planIds, type PlanId } from '@rental/shared/schemas/subscriptions';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { paidUntil, planOf, subscriptionLapsed } from '../plans/index.js';
import { organizationRows, type OrganizationFilter, type OrganizationRow } from './repository.js';

export interface OperatorDeps {
  db: Db;
  clock: Clock;
  operatorPhones: ReadonlySet<string>;
}

/** How close to its end a paid period (or the free month) shows as lapsing. */
export const lapsingWithinDays = 7;

/**
 * The status the console shows, in this order:
 * - suspended: an operator suspended it (its users may read, not change);
 * - paused: the subscription lapsed (subscriptionLapsed: the paid period, or the free month,
 *   ended more than the grace days ago), so scheduled invoices pause;
 * - lapsing: that period has ended (the grace days run) or ends within 7 days;
 * - active: otherwise. A plan an operator set without a paid period (an open-ended
 *   Enterprise contract) has no end, so it is active.
 */
export function organizationStatus(
  organization: {
    suspended_at: string | null;
    plan_id: string | null;
    trial_ends_at: string;
    paid_until: string | null;
  },
  now: Date,
): OrganizationStatus {
  if (organization.suspended_at) return 'suspended';
  if (subscriptionLapsed(organization, now)) return 'paused';
  if (organization.plan_id && !organization.paid_until) return 'active';
  const ends = Date.parse(paidUntil(organization));
  return ends - now.getTime() <= lapsingWithinDays * msPerDay ? 'lapsing' : 'active';
}

/** The Nairobi calendar month of `now`, as the counts need it. */
export function monthWindow(now: Date) {
  const today = nairobiDate(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const next =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return {
    today,
    fromAt: nairobiDayStart(`${today.slice(0, 7)}-01`),
    toAt: nairobiDayStart(next),
  };
}

const asPlanId = (id: string | null): PlanId | null =>
  planIds.find((planId) => planId === id) ?? null;

/** One organization as the console shows it: fields picked one by one, counts only. */
function toOperatorOrganization(
  row: OrganizationRow,
  now: Date,
  lastPaidAt: string | null,
): OperatorOrganization {
  const { plan } = planOf(row);
  const enterprise = row.plan_id === 'enterprise';
  return {
    organizationid: row.id,
    name: row.name,
    ownername: row.firstname === null ? '' : `${row.firstname} ${row.lastname ?? ''}`.trim(),
    ownerphone: row.phonenumber ?? '',
    accounttype: row.account_type,
    planid: asPlanId(row.plan_id),
    trialendsat: row.trial_ends_at,
    paiduntil: row.paid_until,
    lastpaidat: lastPaidAt,
    status: organizationStatus(row, now),
    usage: {
      users: Number(row.users),
      rentals: Number(row.rentals),
      tenants: Number(row.tenants),
      invoicesthismonth: Number(row.invoices),
    },
    limits: {
      users: plan.limits.users,
      rentals: plan.limits.rentals,
      tenants: plan.limits.tenants,
      invoices: plan.limits.invoicesPerMonth,
    },
    price:
      enterprise && row.custom_price_cents !== null ? centsToKes(row.custom_price_cents) : null,
    contractend: enterprise ? row.contract_end : null,
    smsthismonth: Number(row.sms),
    whatsappthismonth: Number(row.whatsapp),
    lastactivityat: row.last_activity_at,
    suspension: row.suspended_at
      ? { reason: row.suspension_reason ?? '', since: row.suspended_at }
      : null,
    createdat: row.created_at,
  };
}

/**
 * The organizations, newest first, filtered by text, plan and account type in the query and
 * by status (derived from the clock) here.
 */
export async function listOrganizations(
  deps: Pick<OperatorDeps, 'db' | 'clock'>,
  query: OperatorOrganizationsQuery,
): Promise<OperatorOrganization[]> {
  const now = deps.clock();
  const filter: OrganizationFilter = {
    q: query.q || undefined,
    planid: query.planid,
    accounttype: query.accounttype,
  };
  const rows = await organizationRows(deps.db, filter, monthWindow(now));
  const paid = await lastSubscriptionPayments(
    deps.db,
    rows.map((row) => row.id),
  );
  const organizations = rows.map((row) =>
    toOperatorOrganization(row, now, paid.get(row.id) ?? null),
  );
  return query.status
    ? organizations.filter((organization) => organization.status === query.status)
    : organizations;
}

/** One organization as the console shows it (after an action); 404 when there is none. */
export async function getOrganization(
  deps: Pick<OperatorDeps, 'db' | 'clock'>,
  organizationId: string,
): Promise<OperatorOrganization> {
  const now = deps.clock();
  const [row] = await organizationRows(deps.db, { id: organizationId }, monthWindow(now));
  if (!row) throw notFound('Organization');
  const paid = await lastSubscriptionPayments(deps.db, [row.id]);
  return toOperatorOrganization(row, now, paid.get(row.id) ?? null);
}

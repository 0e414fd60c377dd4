import { msPerDay } from '@rental/shared/dates';
import { plans, type Plan } from '@rental/shared/plans';
import type { PlanUsage } from '@rental/shared/schemas/plan-usage';
import { sql } from 'kysely';
import { msg, type MessageKey, type MessageRef } from '@rental/shared/message-catalogue';
import { invoicesInMonthSql, organizationCountSql } from '../../db/counts.js';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';

/** What the plan limits count. */
const resources = {
  rentals: { table: 'rentals' },
  tenants: { table: 'tenants' },
  users: { table: 'users' },
} as const;
export type LimitedResource = keyof typeof resources;

const planLimitKeys = {
  rentals: { paid: 'error.planLimitRentals', trial: 'error.planLimitRentalsTrial' },
  tenants: { paid: 'error.planLimitTenants', trial: 'error.planLimitTenantsTrial' },
  users: { paid: 'error.planLimitUsers', trial: 'error.planLimitUsersTrial' },
} as const satisfies Record<LimitedResource, Record<'paid' | 'trial', MessageKey>>;

/** "Standard allows 5 rentals; ...", and the form for a plan that allows exactly one. */
const planTooSmallKeys = {
  rentals: { many: 'error.planTooSmallRentals', one: 'error.planTooSmallOneRental' },
  tenants: { many: 'error.planTooSmallTenants', one: 'error.planTooSmallOneTenant' },
  users: { many: 'error.planTooSmallUsers', one: 'error.planTooSmallOneUser' },
} as const satisfies Record<LimitedResource, Record<'many' | 'one', MessageKey>>;

const trialPlan = plans.find((plan) => plan.id === 'individual')!;

export interface OrganizationPlan {
  plan: Plan;
  /** True while no plan has been chosen: the one-month trial runs on Individual limits. */
  onTrial: boolean;
}

/** An organization's plan and the Enterprise terms an operator may have set (migration 0025). */
export interface PlanColumns {
  plan_id: string | null;
  custom_users_limit: number | null;
  custom_rentals_limit: number | null;
  custom_tenants_limit: number | null;
  custom_invoices_limit: number | null;
}

export const planColumns = [
  'plan_id',
  'custom_users_limit',
  'custom_rentals_limit',
  'custom_tenants_limit',
  'custom_invoices_limit',
] as const;

/**
 * The plan whose limits apply to an organization with these columns: the catalogue's, except
 * Enterprise, whose limits are the ones an operator agreed (null: no limit; an Enterprise
 * organization with none set has no limits, as the catalogue's Enterprise). The price stays
 * the catalogue's (none: Enterprise is billed by arrangement, never by STK push).
 */
export function planOf(organization: PlanColumns): OrganizationPlan {
  const chosen = plans.find((plan) => plan.id === organization.plan_id);
  if (!chosen) return { plan: trialPlan, onTrial: true };
  if (chosen.id !== 'enterprise') return { plan: chosen, onTrial: false };
  const limits = {
    users: organization.custom_users_limit,
    rentals: organization.custom_rentals_limit,
    tenants: organization.custom_tenants_limit,
    invoicesPerMonth: organization.custom_invoices_limit,
  };
  return { plan: { ...chosen, limits }, onTrial: false };
}

/** The plan whose limits apply to an organization now. */
export async function organizationPlan(db: Db, organizationId: string): Promise<OrganizationPlan> {
  const plan = (await organizationPlans(db, [organizationId])).get(organizationId);
  if (!plan) throw new Error(`organizationPlan: no organization ${organizationId}`);
  return plan;
}

/** organizationPlan for several organizations in one query; one not found is left out. */
export async function organizationPlans(
  db: Db,
  organizationIds: readonly string[],
): Promise<Map<string, OrganizationPlan>> {
  if (organizationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('organizations')
    .select(['id', ...planColumns])
    .where('id', 'in', [...new Set(organizationIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, planOf(row)]));
}

/** Days after the paid period (or the free month) during which invoices keep going. */
export const trialGraceDays = 7;
export const graceDays = trialGraceDays;

/** The end of what has been paid for: paid_until, or the free month while nothing was paid. */
export function paidUntil(organization: {
  trial_ends_at: string;
  paid_until?: string | null;
}): string {
  return organization.paid_until ?? organization.trial_ends_at;
}

/**
 * True when the organization's subscription has lapsed: the paid period (the free month
 * first) ended more than the grace days ago. The invoice run skips such organizations
 * (scheduled invoices pause); every other screen keeps working and data stays readable.
 * A plan set without a paid period (plan_id set by an operator, e.g. an Enterprise contract
 * arranged by sales, or chosen before paid periods existed) does not lapse.
 */
export function subscriptionLapsed(
  organization: { plan_id?: string | null; trial_ends_at: string; paid_until?: string | null },
  now: Date,
): boolean {
  if (organization.plan_id && !organization.paid_until) return false;
  const graceEnds = Date.parse(paidUntil(organization)) + graceDays * msPerDay;
  return now.getTime() > graceEnds;
}

/** The counts a plan limits, for the downgrade check and the usage screen. */
export async function resourceCounts(db: Db, organizationId: string) {
  const row = await db
    .selectFrom('organizations as o')
    .select(
      (['rentals', 'tenants', 'users'] as const).map((resource) =>
        organizationCountSql(resource, sql.ref('o.id')).as(resource),
      ),
    )
    .where('o.id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return {
    rentals: Number(row.rentals ?? 0),
    tenants: Number(row.tenants ?? 0),
    users: Number(row.users ?? 0),
  };
}

/**
 * Refuses a plan the organization's data does not fit in, saying what to remove first, a
 * sentence for each limit exceeded: "Standard allows 5 rentals; you have 7. Remove 2 rentals
 * first." (by key: answered in the requester's language).
 */
export async function assertDataFitsPlan(db: Db, organizationId: string, plan: Plan) {
  const counts = await resourceCounts(db, organizationId);
  const sentences: MessageRef[] = [];
  for (const resource of Object.keys(resources) as LimitedResource[]) {
    const limit = plan.limits[resource];
    const have = counts[resource];
    if (limit === null || have <= limit) continue;
    const key = planTooSmallKeys[resource][limit === 1 ? 'one' : 'many'];
    sentences.push(msg(key, { plan: plan.name, limit, have, count: have - limit }));
  }
  if (sentences.length > 0) throw new AppError('plan_limit', sentences);
}

/**
 * Refuses to add `adding` more of a resource past the plan's limit, with a message that names
 * the plan and the limit. Call it inside the transaction that inserts, after
 * lockOrganization, so that two requests cannot both take the last place.
 */
export async function assertWithinPlanLimit(
  db: Db,
  organizationId: string,
  resource: LimitedResource,
  adding = 1,
): Promise<void> {
  const { plan, onTrial } = await organizationPlan(db, organizationId);
  const limit = plan.limits[resource];
  if (limit === null) return;
  const { rows } = await sql<{ count: number | string }>`
    select ${organizationCountSql(resources[resource].table, organizationId)} as count`.execute(db);
  const count = rows[0]!.count;
  if (Number(count) + adding > limit) {
    const key = planLimitKeys[resource][onTrial ? 'trial' : 'paid'];
    throw new AppError('plan_limit', msg(key, { plan: plan.name, count: limit }));
  }
}

/**
 * The plan in force, the trial's end and what the organization uses of each limit, for the
 * usage screen: invoices are those billed in `today`'s month (YYYY-MM-DD, Nairobi).
 */
export async function planUsage(db: Db, organizationId: string, today: string): Promise<PlanUsage> {
  const { plan, onTrial } = await organizationPlan(db, organizationId);
  // One round trip: the counts are subqueries of the organization's row.
  const row = await db
    .selectFrom('organizations as o')
    .select([
      'o.trial_ends_at',
      ...(['rentals', 'tenants', 'users'] as const).map((resource) =>
        organizationCountSql(resource, sql.ref('o.id')).as(resource),
      ),
      invoicesInMonthSql(sql.ref('o.id'), today).as('invoices'),
    ])
    .where('o.id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return {
    plan: { id: plan.id, name: plan.name, limits: plan.limits },
    onTrial,
    trialEndsAt: row.trial_ends_at,
    usage: {
      rentals: Number(row.rentals ?? 0),
      tenants: Number(row.tenants ?? 0),
      users: Number(row.users ?? 0),
      invoicesPerMonth: Number(row.invoices ?? 0),
    },
  };
}

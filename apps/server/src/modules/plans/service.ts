import { plans, type Plan } from '@rental/shared/plans';
import type { PlanUsage } from '@rental/shared/schemas/plan-usage';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';

/** What the plan limits count, and how the limit message names it. */
const resources = {
  rentals: { table: 'rentals', noun: 'rentals' },
  tenants: { table: 'tenants', noun: 'tenants' },
  users: { table: 'users', noun: 'users' },
} as const;
export type LimitedResource = keyof typeof resources;

const trialPlan = plans.find((plan) => plan.id === 'individual')!;

export interface OrganizationPlan {
  plan: Plan;
  /** True while no plan has been chosen: the one-month trial runs on Individual limits. */
  onTrial: boolean;
}

/** The plan whose limits apply to an organization now. */
export async function organizationPlan(db: Db, organizationId: string): Promise<OrganizationPlan> {
  const organization = await db
    .selectFrom('organizations')
    .select('plan_id')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  const chosen = plans.find((plan) => plan.id === organization.plan_id);
  return chosen ? { plan: chosen, onTrial: false } : { plan: trialPlan, onTrial: true };
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
  const { table, noun } = resources[resource];
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  if (Number(count) + adding > limit) {
    const planName = `${plan.name} plan${onTrial ? ' (free trial)' : ''}`;
    throw new AppError(
      'plan_limit',
      `Your ${planName} allows ${limit} ${noun}. Upgrade your plan to add more.`,
    );
  }
}

/** The plan in force, the trial's end and what the organization uses, for the usage screen. */
export async function planUsage(db: Db, organizationId: string): Promise<PlanUsage> {
  const { plan, onTrial } = await organizationPlan(db, organizationId);
  // One round trip: the three counts are subqueries of the organization's row.
  const row = await db
    .selectFrom('organizations as o')
    .select((eb) => [
      'o.trial_ends_at',
      ...(['rentals', 'tenants', 'users'] as const).map((table) =>
        eb
          .selectFrom(table)
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef(`${table}.organization_id`, '=', 'o.id')
          .as(table),
      ),
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
    },
  };
}

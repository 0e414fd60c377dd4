import { activityAmount } from '@rental/shared/activity';
import { addDaysToInstant, nairobiDate, nairobiDayEnd } from '@rental/shared/dates';
import { kesToCents } from '@rental/shared/money';
import type { operatorPlanBodySchema } from '@rental/shared/schemas/operator';
import type { z } from 'zod';
import { lockOrganization } from '../../db/locks.js';
import { notFound } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import type { Actor } from '../access/index.js';
import { assertDataFitsPlan, planOf } from '../plans/index.js';
import { catalogPlan } from '../subscriptions/index.js';
import {
  findOrganizationBilling,
  updatePlanTerms,
  updateTrial,
  type PlanTerms,
} from './repository.js';
import type { OperatorDeps } from './service.js';

type PlanBody = z.output<typeof operatorPlanBodySchema>;
type Deps = Pick<OperatorDeps, 'db' | 'clock'>;

/**
 * The paid period a plan set by an operator leaves (paid_until):
 * - Enterprise with a contract end: paid through that Nairobi day; after the usual grace,
 *   scheduled invoices pause until the contract is renewed (the plan set again).
 * - Enterprise without one: none, an open-ended contract that never lapses.
 * - a catalogue plan: the period the organization already has (paid for, or a contract's);
 *   without one, from the free month's end, or from now when that has passed: the owner then
 *   pays for it as for a plan they chose (a plan set by an operator is not a gift).
 */
function paidPeriodAfter(
  organization: { paid_until: string | null; trial_ends_at: string },
  body: PlanBody,
  now: Date,
): string | null {
  if (body.planid === 'enterprise') {
    return body.contractend ? nairobiDayEnd(body.contractend) : null;
  }
  if (organization.paid_until) return organization.paid_until;
  const nowIso = now.toISOString();
  return organization.trial_ends_at > nowIso ? organization.trial_ends_at : nowIso;
}

/** Enterprise takes the body's price, limits and contract end; other plans clear them. */
function termsOf(body: PlanBody, paidUntil: string | null): PlanTerms {
  const enterprise = body.planid === 'enterprise';
  const limits = enterprise ? body.limits : undefined;
  return {
    plan_id: body.planid,
    paid_until: paidUntil,
    custom_price_cents: enterprise && body.price !== undefined ? kesToCents(body.price) : null,
    custom_users_limit: limits?.users ?? null,
    custom_rentals_limit: limits?.rentals ?? null,
    custom_tenants_limit: limits?.tenants ?? null,
    custom_invoices_limit: limits?.invoices ?? null,
    contract_end: enterprise ? (body.contractend ?? null) : null,
  };
}

/**
 * Sets an organization's plan, Enterprise with its agreed terms. Like an owner's change, a
 * plan the data does not fit in is refused (403 plan_limit, what to remove). Under the
 * organization's row lock, so a tenant or a member being added meanwhile counts.
 */
export async function setPlan(deps: Deps, actor: Actor, body: PlanBody): Promise<void> {
  const { organizationId } = actor;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const organization = await findOrganizationBilling(trx, organizationId);
    if (!organization) throw notFound('Organization');
    const terms = termsOf(body, paidPeriodAfter(organization, body, now));
    const { plan } = planOf(terms);
    await assertDataFitsPlan(trx, organizationId, plan);
    await updatePlanTerms(trx, organizationId, terms);
    const before = organization.plan_id ? catalogPlan(organization.plan_id).name : 'free trial';
    const entry = { entity: 'organization', entityId: organizationId };
    if (plan.id !== 'enterprise') {
      const details = { before, after: plan.name };
      await recordActivity(trx, actor, { kind: 'operator_plan_set', ...entry, details }, now);
      return;
    }
    const details = {
      before,
      price: terms.custom_price_cents === null ? null : activityAmount(terms.custom_price_cents),
      contractend: terms.contract_end,
      users: terms.custom_users_limit,
      rentals: terms.custom_rentals_limit,
      tenants: terms.custom_tenants_limit,
      invoices: terms.custom_invoices_limit,
    };
    await recordActivity(trx, actor, { kind: 'operator_enterprise_set', ...entry, details }, now);
  });
}

/**
 * Gives `days` more of the free month, from its end or from now when it has passed. When the
 * paid period is still only the free month (a plan chosen during it, nothing paid beyond),
 * it moves with it; a period paid for or contracted is left alone.
 */
export async function extendTrial(deps: Deps, actor: Actor, days: number): Promise<void> {
  const { organizationId } = actor;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const organization = await findOrganizationBilling(trx, organizationId);
    if (!organization) throw notFound('Organization');
    const from = Math.max(now.getTime(), Date.parse(organization.trial_ends_at));
    const trialEndsAt = addDaysToInstant(new Date(from), days).toISOString();
    const paidUntil = organization.paid_until;
    const onlyTheFreeMonth = paidUntil !== null && paidUntil <= organization.trial_ends_at;
    await updateTrial(trx, organizationId, {
      trial_ends_at: trialEndsAt,
      paid_until: onlyTheFreeMonth ? trialEndsAt : paidUntil,
    });
    const details = { days, date: nairobiDate(new Date(trialEndsAt)) };
    await recordActivity(
      trx,
      actor,
      {
        kind: 'operator_trial_extended',
        entity: 'organization',
        entityId: organizationId,
        details,
      },
      now,
    );
  });
}

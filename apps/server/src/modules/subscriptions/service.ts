import { msPerDay } from '@rental/shared/dates';
import { randomUUID } from 'node:crypto';
import { alertMessages } from '@rental/shared/messages';
import { plans, type Plan } from '@rental/shared/plans';
import type {
  contactRequestBodySchema,
  PlanId,
  SubscriptionSetting,
  SubscriptionStatus,
} from '@rental/shared/schemas/subscriptions';
import type { z } from 'zod';
import { errorMessages } from '@rental/shared/error-messages';
import { msg } from '@rental/shared/message-catalogue';
import type { Db } from '../../db/connection.js';
import { lockOrganization } from '../../db/locks.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import {
  assertDataFitsPlan,
  graceDays,
  organizationPlan,
  paidUntil,
  subscriptionLapsed,
} from '../plans/index.js';
import {
  findOrganizationBilling,
  hasSubscriptionPayment,
  insertContactRequest,
  setOrganizationPlan,
} from './repository.js';
import { recordActivity } from '../activity/index.js';
import { type Actor, requirePermission } from '../access/index.js';

export interface SubscriptionsDeps {
  db: Db;
  clock: Clock;
}

/** Catalogue texts (error-messages.ts), so they are answered in the requester's language. */
export const subscriptionMessages = {
  ownerOnly: errorMessages.subscriptionOwnerOnly,
  enterpriseContact: errorMessages.enterpriseContact,
  alreadyChosen: errorMessages.planAlreadyChosen,
  noPlanYet: errorMessages.noPlanYet,
};

export function catalogPlan(planId: string): Plan {
  const plan = plans.find((candidate) => candidate.id === planId);
  if (!plan) throw new AppError('validation', msg('error.unknownPlan'));
  return plan;
}

/** The spec's subscription setting, figures from the catalogue (0 = customized). */
export function toSubscriptionSetting(organizationId: string, plan: Plan): SubscriptionSetting {
  return {
    settingid: organizationId,
    settingdata: {
      subscriptionplanid: plan.id,
      subscriptionplanname: plan.name,
      subscriptionprice: plan.monthlyPriceKes ?? 0,
      subscriptionaccounts: plan.limits.users ?? 0,
      subscriptionrentals: plan.limits.rentals ?? 0,
      subscriptiontenants: plan.limits.tenants ?? 0,
      subscriptioninvoices: plan.limits.invoicesPerMonth ?? 0,
    },
  };
}

export async function listSubscriptionSettings(deps: SubscriptionsDeps, organizationId: string) {
  const organization = await findOrganizationBilling(deps.db, organizationId);
  if (!organization?.plan_id) return [];
  // Enterprise shows the limits an operator agreed (organizationPlan), not "customized" zeros.
  const { plan } = await organizationPlan(deps.db, organizationId);
  return [toSubscriptionSetting(organizationId, plan)];
}

/**
 * Chooses or changes the plan. The first choice keeps the free month: paid_until starts at
 * the trial's end. Enterprise is never chosen by button (contact us), and a plan the data
 * does not fit in is refused with what to remove.
 */
async function choosePlan(
  deps: SubscriptionsDeps,
  actor: Actor,
  planId: PlanId,
  mode: 'new' | 'update',
): Promise<SubscriptionSetting> {
  requirePermission(actor, 'subscription', subscriptionMessages.ownerOnly);
  const plan = catalogPlan(planId);
  if (plan.id === 'enterprise')
    throw new AppError('forbidden', subscriptionMessages.enterpriseContact);
  const { organizationId } = actor;
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const organization = await findOrganizationBilling(trx, organizationId);
    if (!organization) throw notFound('Subscription setting');
    if (mode === 'new' && organization.plan_id)
      throw new AppError('conflict', subscriptionMessages.alreadyChosen);
    if (mode === 'update' && !organization.plan_id)
      throw new AppError('conflict', subscriptionMessages.noPlanYet);
    await assertDataFitsPlan(trx, organizationId, plan);
    await setOrganizationPlan(trx, organizationId, {
      plan_id: plan.id,
      // The first choice starts the paid period at the free month's end; a change keeps it.
      paid_until: organization.plan_id ? organization.paid_until : paidUntil(organization),
    });
    const before = organization.plan_id ? catalogPlan(organization.plan_id).name : 'free trial';
    await recordActivity(
      trx,
      actor,
      {
        kind: 'plan_changed',
        entity: 'organization',
        entityId: organizationId,
        details: { before, after: plan.name },
      },
      deps.clock(),
    );
  });
  return toSubscriptionSetting(organizationId, plan);
}

export async function createSubscriptionSetting(
  deps: SubscriptionsDeps,
  actor: Actor,
  planId: PlanId,
) {
  const setting = await choosePlan(deps, actor, planId, 'new');
  return { message: alertMessages.subscriptionSelected, setting };
}

export async function updateSubscriptionSetting(
  deps: SubscriptionsDeps,
  actor: Actor,
  settingId: string,
  planId: PlanId,
) {
  // The setting's id is the organization's: another organization's id is not found.
  if (settingId !== actor.organizationId) throw notFound('Subscription setting');
  const setting = await choosePlan(deps, actor, planId, 'update');
  return { message: alertMessages.subscriptionUpdated, setting };
}

export async function subscriptionStatus(
  deps: SubscriptionsDeps,
  organizationId: string,
): Promise<SubscriptionStatus> {
  const organization = await findOrganizationBilling(deps.db, organizationId);
  if (!organization) throw notFound('Organization');
  const { plan, onTrial } = await organizationPlan(deps.db, organizationId);
  const paid = await hasSubscriptionPayment(deps.db, organizationId);
  const now = deps.clock().getTime();
  const until = paidUntil(organization);
  const untilMs = Date.parse(until);
  const graceUntilMs = untilMs + graceDays * msPerDay;
  const paused = subscriptionLapsed(organization, deps.clock());
  // A plan set without a paid period (by an operator) has no end: never in grace.
  const open = Boolean(organization.plan_id) && !organization.paid_until;
  return {
    plan: plan.id,
    planname: plan.name,
    ontrial: onTrial,
    paid,
    paiduntil: until,
    graceuntil: new Date(graceUntilMs).toISOString(),
    ingrace: !open && !paused && now > untilMs,
    paused,
    daysleft: Math.ceil((untilMs - now) / msPerDay),
    monthlyprice: plan.monthlyPriceKes,
  };
}

/** Stores an Enterprise "contact us" message. */
export async function saveContactRequest(
  deps: SubscriptionsDeps,
  actor: Actor,
  body: z.output<typeof contactRequestBodySchema>,
) {
  const now = deps.clock().toISOString();
  await insertContactRequest(deps.db, {
    id: randomUUID(),
    organization_id: actor.organizationId,
    user_id: actor.userId,
    name: body.name,
    phone: body.phonenumber,
    email: body.email,
    message: body.message,
    created_at: now,
    updated_at: now,
  });
  return { message: alertMessages.contactRequestSent };
}

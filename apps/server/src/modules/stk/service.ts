import { englishPaymentDescription } from '@rental/shared/payment-words';
import { randomUUID } from 'node:crypto';
import { centsToKes, kesToCents } from '@rental/shared/money';
import type {
  subscriptionPaymentBodySchema,
  tenantStkBodySchema,
} from '@rental/shared/schemas/subscriptions';
import type { z } from 'zod';
import { msg } from '@rental/shared/message-catalogue';
import type { StkRequestsTable } from '../../db/types.js';
import { DarajaError } from '../../integrations/mpesa/daraja-client.js';
import { stkPush } from '../../integrations/mpesa/daraja-stk.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { type Actor, rentalScopeOf } from '../access/index.js';
import { tenantBalance } from '../ledger/index.js';
import { organizationPlan } from '../plans/index.js';
import { findPayer } from '../transactions/index.js';
import { callbackUrl, newCallbackToken } from './callback-tokens.js';
import {
  deleteCallbackToken,
  findStkRequest,
  insertCallbackToken,
  insertStkRequest,
  latestStkCallbackPayload,
} from './repository.js';
import { productApp, tenantApp } from './stk-apps.js';
import { processStkCallback } from './stk-callback.js';
import { stkMessages } from './stk-messages.js';
import { dueForQuery, settleByQuery } from './stk-settle.js';
import type { DarajaApp, StkDeps } from './stk-types.js';

async function push(
  deps: StkDeps,
  app: DarajaApp,
  input: { token: string; phone: string; kes: number; reference: string; description: string },
) {
  try {
    return await stkPush(app.credentials, {
      shortcode: app.shortcode,
      passkey: app.passkey,
      amount: input.kes,
      phone: input.phone,
      callbackUrl: callbackUrl(deps.stk.publicUrl, input.token),
      accountReference: input.reference,
      description: input.description,
      at: deps.clock(),
    });
  } catch (error) {
    if (error instanceof DarajaError) {
      if (error.code === 'invalid-phone')
        throw fieldError('phonenumber', msg('error.notKenyanMobile'));
      throw new AppError('upstream', msg('error.mpesaRefused', { reason: error.message }));
    }
    throw error;
  }
}

async function startRequest(
  deps: StkDeps,
  actor: Actor,
  app: DarajaApp,
  values: {
    purpose: StkRequestsTable['purpose'];
    tenantId: string | null;
    planId: string | null;
    phone: string;
    kes: number;
    reference: string;
    description: string;
  },
): Promise<StkRequestsTable> {
  // The push's own callback token, known before M-PESA can call back on it.
  const { token, hash } = newCallbackToken();
  await insertCallbackToken(deps.db, {
    token_hash: hash,
    organization_id: actor.organizationId,
    created_at: deps.clock().toISOString(),
  });
  let answer;
  try {
    answer = await push(deps, app, { ...values, token });
  } catch (error) {
    await deleteCallbackToken(deps.db, hash);
    throw error;
  }
  const now = deps.clock().toISOString();
  const row: StkRequestsTable = {
    id: randomUUID(),
    organization_id: actor.organizationId,
    purpose: values.purpose,
    tenant_id: values.tenantId,
    user_id: actor.userId,
    user_name: actor.name,
    plan_id: values.planId,
    shortcode: app.shortcode,
    checkout_request_id: answer.CheckoutRequestID,
    merchant_request_id: answer.MerchantRequestID,
    phone: values.phone,
    amount_cents: kesToCents(values.kes),
    description: values.description,
    status: 'pending',
    result_code: null,
    result_desc: null,
    receipt: null,
    transaction_id: null,
    created_at: now,
    updated_at: now,
    callback_token_hash: hash,
  };
  await insertStkRequest(deps.db, row);
  // A callback faster than our insert was stored against the token: apply it now.
  const early = await latestStkCallbackPayload(deps.db, hash);
  if (early) {
    const payload = JSON.parse(early.payload) as unknown;
    await processStkCallback(deps, { tokenHash: hash, payload }).catch((error: unknown) =>
      deps.log?.(error),
    );
  }
  const current = await findStkRequest(deps.db, row.organization_id, row.id);
  return current ?? row;
}

/**
 * Sends the subscription's STK push through the product's Daraja app. The amount charged is
 * the plan's monthly price from the catalogue: a body amount that differs is refused, never
 * charged. With no plan chosen yet, the Individual plan (the trial's) is paid for and chosen.
 */
export async function startSubscriptionPayment(
  deps: StkDeps,
  actor: Actor,
  body: z.output<typeof subscriptionPaymentBodySchema>,
): Promise<StkRequestsTable> {
  const { plan } = await organizationPlan(deps.db, actor.organizationId);
  if (plan.monthlyPriceKes === null) throw new AppError('forbidden', stkMessages.enterprise);
  if (kesToCents(body.amount) !== kesToCents(plan.monthlyPriceKes)) {
    const message = stkMessages.amountIsPrice(plan.monthlyPriceKes, plan.name);
    throw new AppError('validation', message, { amount: message });
  }
  const app = productApp(deps);
  return startRequest(deps, actor, app, {
    purpose: 'subscription',
    tenantId: null,
    planId: plan.id,
    phone: body.phonenumber,
    kes: plan.monthlyPriceKes,
    reference: plan.name,
    description: body.description,
  });
}

/** Asks a tenant, by STK push, to pay their balance (or the amount given). */
export async function startTenantPayment(
  deps: StkDeps,
  actor: Actor,
  tenantId: string,
  body: z.output<typeof tenantStkBodySchema>,
): Promise<StkRequestsTable> {
  const payer = await findPayer(deps.db, actor.organizationId, tenantId, rentalScopeOf(actor));
  if (!payer) throw notFound('Tenant');
  const kes =
    body.amount ?? centsToKes(await tenantBalance(deps.db, actor.organizationId, tenantId));
  // M-PESA takes whole shillings: round a balance's cents up.
  const whole = Math.ceil(kes);
  if (whole < 1)
    throw new AppError('validation', stkMessages.nothingOwed, { amount: stkMessages.nothingOwed });
  const app = await tenantApp(deps, actor.organizationId);
  return startRequest(deps, actor, app, {
    purpose: 'tenant_balance',
    tenantId,
    planId: null,
    phone: body.phonenumber ?? payer.phonenumber,
    kes: whole,
    reference: payer.house_number,
    description: englishPaymentDescription('stkRent'),
  });
}

export async function getStkRequest(
  deps: StkDeps,
  organizationId: string,
  id: string,
): Promise<StkRequestsTable> {
  let row = await findStkRequest(deps.db, organizationId, id);
  if (!row) throw notFound('Payment request');
  if (row.status === 'pending' && dueForQuery(deps, row)) {
    await settleByQuery(deps, row).catch((error: unknown) => deps.log?.(error));
    row = (await findStkRequest(deps.db, organizationId, id)) ?? row;
  }
  return row;
}

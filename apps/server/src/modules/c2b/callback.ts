import { randomUUID } from 'node:crypto';
import { houseKeyFromBillRef } from '@rental/shared/account-ref';
import { notFound } from '../../lib/app-error.js';
import type { C2bPipeline } from './pipeline.js';
import { readC2bBody, storedPaymentOf } from './parse.js';
import { tenantsByHouseKey } from './repository.js';
import type { C2bDeps } from './service.js';
import type { SettingsBySecret } from './settings-by-secret.js';

export interface CallbackDeps extends C2bDeps {
  confirmations: C2bPipeline;
  settingsBySecret: SettingsBySecret;
}

export type CallbackAnswer =
  | { status: 200; body: { ResultCode: number | string; ResultDesc: string } }
  | { status: 400; body: { ResultCode: string; ResultDesc: string } };

/** Where a callback came from, as the route saw it (MPESA_CALLBACK_IPS, TRUST_PROXY). */
export interface CallbackSource {
  ip: string;
  /** One of M-PESA's addresses. */
  trusted: boolean;
}

const accepted = { ResultCode: 0, ResultDesc: 'Accepted' };
const validationAccepted = { ResultCode: '0', ResultDesc: 'Accepted' };

/**
 * A C2B confirmation or validation to `/api/c2b/<secret>/<kind>`. Unknown secret (or one
 * revoked after a rotation): not found, nothing stored. Not JSON: 400, nothing stored. JSON:
 * read, then stored as received with its source address and the payment it was read as;
 * missing fields: 400 and no payment.
 * A readable confirmation is answered once stored (committed with others arriving at the
 * same time); the pipeline applies it within moments, or quarantines it for the owner when it
 * fails a check (checks.ts): it never answers M-PESA anything but 200 for those, as a
 * refusal would only make M-PESA retry.
 */
export async function handleC2bCallback(
  deps: CallbackDeps,
  secret: string,
  kind: 'confirmation' | 'validation',
  rawBody: string,
  source: CallbackSource,
): Promise<CallbackAnswer> {
  const found = /^[0-9a-f]{40}$/.test(secret) ? await deps.settingsBySecret(secret) : undefined;
  if (!found) throw notFound('Callback URL');
  const { settings } = found;
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { status: 400, body: { ResultCode: 'C2B00016', ResultDesc: 'Rejected: not JSON' } };
  }
  const organizationId = settings.organization_id;
  const rawTransId = (body as { TransID?: unknown } | null)?.TransID;
  const reading = readC2bBody(body);
  // Stored with the payment it was read as: the processor applies that, not the body again.
  const store = (outcome?: string) =>
    deps.confirmations.store({
      id: randomUUID(),
      organizationId,
      kind,
      rawBody,
      payment: storedPaymentOf(reading),
      transId: typeof rawTransId === 'string' ? rawTransId.slice(0, 64) : null,
      at: deps.clock().toISOString(),
      outcome,
      sourceIp: source.ip,
      sourceTrusted: source.trusted,
    });

  if (reading.kind === 'invalid') {
    await store('invalid');
    return {
      status: 400,
      body: { ResultCode: 'C2B00016', ResultDesc: `Rejected: ${reading.problems.join('; ')}` },
    };
  }

  if (kind === 'validation') {
    // Not from M-PESA: answered as if accepted, and told nothing about house numbers.
    if (!source.trusted) {
      await store('untrusted-source');
      return { status: 200, body: validationAccepted };
    }
    if (reading.shortcode !== settings.paybill_number) {
      await store('ignored-shortcode');
      return { status: 200, body: { ResultCode: 'C2B00015', ResultDesc: 'Rejected' } };
    }
    if (Number(settings.validation_enabled) !== 1) {
      await store('accepted');
      return { status: 200, body: validationAccepted };
    }
    const key = houseKeyFromBillRef(reading.payment.billRef, settings.account_number);
    const tenants = key ? await tenantsByHouseKey(deps.db, organizationId, key) : [];
    if (tenants.length === 0) {
      await store('rejected');
      return { status: 200, body: { ResultCode: 'C2B00012', ResultDesc: 'Rejected' } };
    }
    await store('accepted');
    return { status: 200, body: validationAccepted };
  }

  await store();
  // M-PESA calls the new URL now: the secret it replaced stops working.
  if (found.matched === 'current' && settings.previous_callback_secret && source.trusted) {
    await deps.settingsBySecret.retirePrevious(organizationId, secret);
  }
  return { status: 200, body: accepted };
}

import { randomUUID } from 'node:crypto';
import { houseKeyFromBillRef } from '@rental/shared/account-ref';
import { notFound } from '../../lib/app-error.js';
import type { C2bPipeline } from './pipeline.js';
import { readC2bBody } from './parse.js';
import { tenantsByHouseKey } from './repository.js';
import type { C2bDeps } from './service.js';
import type { createSettingsBySecret } from './settings-by-secret.js';

export interface CallbackDeps extends C2bDeps {
  confirmations: C2bPipeline;
  settingsBySecret: ReturnType<typeof createSettingsBySecret>;
}

export type CallbackAnswer =
  | { status: 200; body: { ResultCode: number | string; ResultDesc: string } }
  | { status: 400; body: { ResultCode: string; ResultDesc: string } };

const accepted = { ResultCode: 0, ResultDesc: 'Accepted' };

/**
 * A C2B confirmation or validation to `/api/c2b/<secret>/<kind>`. Unknown secret: not found
 * (nothing stored). Not JSON: 400, nothing stored. JSON: read, then stored as received with
 * what was decided; missing fields: 400 and no payment. A shortcode other than the
 * organization's paybill is recorded as ignored and never credits anyone. A payment is
 * answered once its confirmation is stored (committed with others arriving at the same time);
 * the pipeline applies it to the books within moments, as M-PESA's reference advises.
 */
export async function handleC2bCallback(
  deps: CallbackDeps,
  secret: string,
  kind: 'confirmation' | 'validation',
  rawBody: string,
): Promise<CallbackAnswer> {
  const settings = /^[0-9a-f]{40}$/.test(secret) ? await deps.settingsBySecret(secret) : undefined;
  if (!settings) throw notFound('Callback URL');
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { status: 400, body: { ResultCode: 'C2B00016', ResultDesc: 'Rejected: not JSON' } };
  }
  const organizationId = settings.organization_id;
  const rawTransId = (body as { TransID?: unknown } | null)?.TransID;
  const store = (outcome?: string) =>
    deps.confirmations.store({
      id: randomUUID(),
      organizationId,
      kind,
      rawBody,
      transId: typeof rawTransId === 'string' ? rawTransId.slice(0, 64) : null,
      at: deps.clock().toISOString(),
      outcome,
    });

  const reading = readC2bBody(body, settings.paybill_number);
  if (reading.kind === 'invalid') {
    await store('invalid');
    return {
      status: 400,
      body: { ResultCode: 'C2B00016', ResultDesc: `Rejected: ${reading.problems.join('; ')}` },
    };
  }
  if (reading.kind === 'ignored-shortcode') {
    await store('ignored-shortcode');
    if (kind === 'validation') {
      return { status: 200, body: { ResultCode: 'C2B00015', ResultDesc: 'Rejected' } };
    }
    return { status: 200, body: accepted };
  }

  if (kind === 'validation') {
    if (Number(settings.validation_enabled) !== 1) {
      await store('accepted');
      return { status: 200, body: { ResultCode: '0', ResultDesc: 'Accepted' } };
    }
    const key = houseKeyFromBillRef(reading.payment.billRef, settings.account_number);
    const tenants = key ? await tenantsByHouseKey(deps.db, organizationId, key) : [];
    if (tenants.length === 0) {
      await store('rejected');
      return { status: 200, body: { ResultCode: 'C2B00012', ResultDesc: 'Rejected' } };
    }
    await store('accepted');
    return { status: 200, body: { ResultCode: '0', ResultDesc: 'Accepted' } };
  }

  await store();
  return { status: 200, body: accepted };
}

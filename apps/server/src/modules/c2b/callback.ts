import { randomUUID } from 'node:crypto';
import { houseKeyFromBillRef } from '@rental/shared/account-ref';
import { notFound } from '../../lib/app-error.js';
import { systemActor } from '../auth/actor.js';
import { findSettingsBySecret } from '../mpesa/repository.js';
import { readC2bBody } from './parse.js';
import { finishCallback, insertCallback, tenantsByHouseKey } from './repository.js';
import { reconcilePayment, type C2bDeps } from './service.js';

export type CallbackAnswer =
  | { status: 200; body: { ResultCode: number | string; ResultDesc: string } }
  | { status: 400; body: { ResultCode: string; ResultDesc: string } };

const accepted = { ResultCode: 0, ResultDesc: 'Accepted' };

/**
 * A C2B confirmation or validation to `/api/c2b/<secret>/<kind>`. Unknown secret: not found
 * (nothing stored). Not JSON: 400, nothing stored. JSON: stored first as received, then
 * read; missing fields: 400 and no payment. A shortcode other than the organization's
 * paybill is recorded as ignored and never credits anyone.
 */
export async function handleC2bCallback(
  deps: C2bDeps,
  secret: string,
  kind: 'confirmation' | 'validation',
  rawBody: string,
): Promise<CallbackAnswer> {
  const settings = /^[0-9a-f]{40}$/.test(secret)
    ? await findSettingsBySecret(deps.db, secret)
    : undefined;
  if (!settings) throw notFound('Callback URL');
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { status: 400, body: { ResultCode: 'C2B00016', ResultDesc: 'Rejected: not JSON' } };
  }
  const organizationId = settings.organization_id;
  const callbackId = randomUUID();
  const rawTransId = (body as { TransID?: unknown } | null)?.TransID;
  await insertCallback(deps.db, {
    id: callbackId,
    organizationId,
    kind,
    rawBody,
    transId: typeof rawTransId === 'string' ? rawTransId.slice(0, 64) : null,
    at: deps.clock().toISOString(),
  });
  const finish = (outcome: string) =>
    finishCallback(deps.db, callbackId, outcome, deps.clock().toISOString());

  const reading = readC2bBody(body, settings.paybill_number);
  if (reading.kind === 'invalid') {
    await finish('invalid');
    return {
      status: 400,
      body: { ResultCode: 'C2B00016', ResultDesc: `Rejected: ${reading.problems.join('; ')}` },
    };
  }
  if (reading.kind === 'ignored-shortcode') {
    await finish('ignored-shortcode');
    if (kind === 'validation') {
      return { status: 200, body: { ResultCode: 'C2B00015', ResultDesc: 'Rejected' } };
    }
    return { status: 200, body: accepted };
  }

  if (kind === 'validation') {
    if (Number(settings.validation_enabled) !== 1) {
      await finish('accepted');
      return { status: 200, body: { ResultCode: '0', ResultDesc: 'Accepted' } };
    }
    const key = houseKeyFromBillRef(reading.payment.billRef, settings.account_number);
    const tenants = key ? await tenantsByHouseKey(deps.db, organizationId, key) : [];
    if (tenants.length === 0) {
      await finish('rejected');
      return { status: 200, body: { ResultCode: 'C2B00012', ResultDesc: 'Rejected' } };
    }
    await finish('accepted');
    return { status: 200, body: { ResultCode: '0', ResultDesc: 'Accepted' } };
  }

  await reconcilePayment(
    deps,
    systemActor(organizationId, 'M-PESA'),
    reading.payment,
    'c2b',
    settings.account_number,
    callbackId,
  );
  return { status: 200, body: accepted };
}

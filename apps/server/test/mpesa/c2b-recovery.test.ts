import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startC2bRecovery } from '../../src/jobs/c2b-recovery.js';
import { insertCallback } from '../../src/modules/c2b/repository.js';
import { recoverStoredConfirmations } from '../../src/modules/c2b/recovery.js';
import { authed } from '../helpers/accounts.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { c2bSample, paymentsOf } from './c2b-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const receivedAt = new Date('2026-11-21T08:00:00.000Z');
const minutesLater = (minutes: number) => () => new Date(receivedAt.getTime() + minutes * 60_000);
const errors: unknown[] = [];
const onError = (error: unknown) => errors.push(error);

async function landlordOnPaybill(paybill: string) {
  const owner = await landlordWithRoom(t.app);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/mpesasettings/mpesa-settings',
    headers: authed(owner.token),
    payload: { organizationname: 'Sunrise', paybillnumber: paybill },
  });
  expect(saved.statusCode).toBe(200);
  return owner;
}

/** A confirmation for 5,000 shillings to house A4 of paybill 600966, made today. */
const confirmation = (overrides: Record<string, string> = {}) =>
  c2bSample({ TransTime: '20261121110000', TransAmount: '5000.00', ...overrides });

/** What a server that died right after keeping the raw body leaves behind. */
async function storedUnprocessed(organizationId: string, body: Record<string, string>) {
  const id = randomUUID();
  await insertCallback(t.db, {
    id,
    organizationId,
    kind: 'confirmation',
    rawBody: JSON.stringify(body),
    transId: body.TransID ?? null,
    at: receivedAt.toISOString(),
  });
  return id;
}

function callback(id: string) {
  return t.db
    .selectFrom('mpesa_callbacks')
    .select(['processed_at', 'outcome'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('confirmations stored but never processed', () => {
  it('are recorded once a minute has passed, with the receipt SMS, and only once', async () => {
    const owner = await landlordOnPaybill('600966');
    const tenant = await addTenant(t.app, owner.token, owner.place, { housenumber: 'A4' });
    const body = confirmation({ BillRefNumber: ' a-4 ' });
    const id = await storedUnprocessed(owner.organizationId, body);

    // Still in flight: the request that stored it may be processing it right now.
    const early = { db: t.db, clock: minutesLater(0.5), onError };
    expect(await recoverStoredConfirmations(early)).toBe(0);
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(0);

    const later = { db: t.db, clock: minutesLater(2), onError };
    expect(await recoverStoredConfirmations(later)).toBeGreaterThanOrEqual(1);
    const payments = await paymentsOf(t.db, owner.organizationId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      tenant_id: tenant.tenantid,
      recorded_by_name: 'M-PESA',
      external_reference: body.TransID,
    });
    expect(Number(payments[0]!.amount_cents)).toBe(500_000);
    expect(await callback(id)).toMatchObject({ outcome: 'matched' });
    const receipts = await t.db
      .selectFrom('sms_messages')
      .select('text')
      .where('transaction_id', '=', payments[0]!.id)
      .execute();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(body.TransID);

    // Settled rows are not read again.
    await recoverStoredConfirmations(later);
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('credit nobody twice when M-PESA repeated the confirmation and it was recorded', async () => {
    const owner = await landlordOnPaybill('600967');
    await addTenant(t.app, owner.token, owner.place, { housenumber: 'A4' });
    const body = confirmation({ BusinessShortCode: '600967' });
    const secret = await t.db
      .selectFrom('mpesa_settings')
      .select('callback_secret')
      .where('organization_id', '=', owner.organizationId)
      .executeTakeFirstOrThrow();
    const delivered = await t.app.inject({
      method: 'POST',
      url: `/api/c2b/${secret.callback_secret}/confirmation`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(delivered.statusCode).toBe(200);
    const id = await storedUnprocessed(owner.organizationId, body);

    await recoverStoredConfirmations({ db: t.db, clock: minutesLater(2), onError });
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(1);
    expect(await callback(id)).toMatchObject({ outcome: 'duplicate' });
  });

  it('park unknown accounts and ignore other shortcodes, as the endpoint does', async () => {
    const owner = await landlordOnPaybill('600968');
    const unknown = await storedUnprocessed(
      owner.organizationId,
      confirmation({ BusinessShortCode: '600968', BillRefNumber: 'Z99' }),
    );
    const elsewhere = await storedUnprocessed(
      owner.organizationId,
      confirmation({ BusinessShortCode: '111111' }),
    );
    const unreadable = await storedUnprocessed(owner.organizationId, { TransID: 'X1' });

    await recoverStoredConfirmations({ db: t.db, clock: minutesLater(2), onError });
    expect(await callback(unknown)).toMatchObject({ outcome: 'unallocated' });
    expect(await callback(elsewhere)).toMatchObject({ outcome: 'ignored-shortcode' });
    expect(await callback(unreadable)).toMatchObject({ outcome: 'invalid' });
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(0);
    const parked = await t.db
      .selectFrom('unallocated_payments')
      .select('bill_ref')
      .where('organization_id', '=', owner.organizationId)
      .execute();
    expect(parked).toEqual([{ bill_ref: 'Z99' }]);
  });

  it('are picked up by the job the server runs', async () => {
    const owner = await landlordOnPaybill('600969');
    await addTenant(t.app, owner.token, owner.place, { housenumber: 'A4' });
    const id = await storedUnprocessed(
      owner.organizationId,
      confirmation({ BusinessShortCode: '600969' }),
    );
    const stop = startC2bRecovery({ db: t.db, clock: minutesLater(2), onError, intervalMs: 20 });
    try {
      await expect
        .poll(async () => (await callback(id)).outcome, { timeout: 5000 })
        .toBe('matched');
    } finally {
      stop();
    }
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(1);
  });
});

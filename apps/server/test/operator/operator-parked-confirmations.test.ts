import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteFailure } from '../../src/modules/c2b/processor-outcomes.js';
import { processStoredConfirmations } from '../../src/modules/c2b/processor.js';
import { insertCallback } from '../../src/modules/c2b/repository.js';
import { authed } from '../helpers/accounts.js';
import { addTenant } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  c2bSample,
  landlordOnPaybill,
  paymentsOf,
  storedPaymentOfBody,
} from '../mpesa/c2b-fixtures.js';
import { activityOf, operatorPhone, signUpOperator } from './operator-fixtures.js';

// A confirmation that failed to apply three times is parked; the operator sees it across
// organizations (without the payer's details) and sends it back once the cause is fixed.

let t: TestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp({ operatorPhones: [operatorPhone] });
  operatorToken = (await signUpOperator(t.app)).token;
});
afterAll(() => t.close());

// The refused payments' errors are expected: what counts is what the rows say.
const processor = () => ({ db: t.db, clock: () => new Date(), onError: () => {} });

const list = (token = operatorToken) =>
  t.app.inject({ url: '/api/operator/parked-confirmations', headers: authed(token) });
const retry = (id: string, token = operatorToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/operator/parked-confirmations/${id}/retry`,
    headers: authed(token),
  });

/** A landlord on `paybill` with a tenant in house Q9Z, and a 7,000 confirmation stored for them. */
async function storedConfirmation(paybill: string) {
  const owner = await landlordOnPaybill(t.app, paybill);
  await addTenant(t.app, owner.token, owner.place, { housenumber: 'Q9Z' });
  const body = c2bSample({
    BusinessShortCode: paybill,
    BillRefNumber: 'Q9Z',
    TransAmount: '7000.00',
    FirstName: 'WANJIKU',
    LastName: 'KAMAU',
  });
  const id = randomUUID();
  await insertCallback(t.db, {
    id,
    organizationId: owner.organizationId,
    kind: 'confirmation',
    rawBody: JSON.stringify(body),
    payment: storedPaymentOfBody(body),
    transId: body.TransID,
    at: new Date().toISOString(),
  });
  return { owner, body, id };
}

const callback = (id: string) =>
  t.db
    .selectFrom('mpesa_callbacks')
    .select(['attempts', 'parked_at', 'last_error', 'processed_at', 'outcome'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Makes the database refuse a payment with this reference (a trigger, in either dialect). */
async function refuseTransId(transId: string) {
  if (process.env.DATABASE_URL) {
    await sql`create function refuse_payment() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`.execute(t.db);
    await sql`create trigger refuse_payment before insert on transactions for each row
      when (new.external_reference = ${sql.lit(transId)}) execute function refuse_payment()`.execute(
      t.db,
    );
  } else {
    await sql`create trigger refuse_payment before insert on transactions
      when new.external_reference = ${sql.lit(transId)}
      begin select raise(abort, 'refused for the test'); end`.execute(t.db);
  }
}

async function allowPayments() {
  const on = process.env.DATABASE_URL ? ' on transactions' : '';
  await sql`drop trigger refuse_payment${sql.raw(on)}`.execute(t.db);
}

describe('parked M-PESA confirmations in the operator console', () => {
  it('are listed without the payer, sent back once the cause is fixed, and applied once', async () => {
    const { owner, body, id } = await storedConfirmation('600971');
    await refuseTransId(body.TransID);
    // Each pass fails on it (a new process each: nothing remembered); the third parks it.
    for (let pass = 0; pass < 4; pass++) await processStoredConfirmations(processor());
    const parked = await callback(id);
    expect(parked).toMatchObject({ attempts: 3, processed_at: null });
    expect(parked.parked_at).not.toBeNull();
    expect(parked.last_error).toContain('refused for the test');

    const organization = await t.db
      .selectFrom('organizations')
      .select('name')
      .where('id', '=', owner.organizationId)
      .executeTakeFirstOrThrow();
    const response = await list();
    expect(response.statusCode).toBe(200);
    const shown = response.json().confirmations;
    expect(shown).toEqual([
      {
        id,
        organizationid: owner.organizationId,
        organizationname: organization.name,
        transid: body.TransID,
        amount: 7000,
        receivedat: expect.any(String),
        attempts: 3,
        lasterror: expect.stringContaining('refused for the test'),
        parkedat: parked.parked_at,
      },
    ]);
    for (const hidden of ['WANJIKU', 'KAMAU', 'Q9Z', '*****', 'BillRefNumber', 'MSISDN']) {
      expect(response.body).not.toContain(hidden);
    }

    // The owner is no operator: the routes are not there, and nothing is unparked.
    expect((await list(owner.token)).statusCode).toBe(404);
    expect((await retry(id, owner.token)).statusCode).toBe(404);
    expect((await callback(id)).parked_at).toBe(parked.parked_at);

    // Fixed: sent back, the app's pipeline applies it.
    await allowPayments();
    const retried = await retry(id);
    expect(retried.statusCode).toBe(200);
    await t.app.c2bConfirmations.settled();
    expect(await callback(id)).toMatchObject({ parked_at: null, attempts: 0, outcome: 'matched' });
    const payments = await paymentsOf(t.db, owner.organizationId);
    expect(payments.map((p) => [p.external_reference, Number(p.amount_cents)])).toEqual([
      [body.TransID, 700_000],
    ]);
    expect((await list()).json().confirmations).toEqual([]);

    // In the organization's log, by the operator.
    const entries = await activityOf(t.db, owner.organizationId, 'operator_confirmation_retried');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      role: 'operator',
      user_name: 'Otieno Opiyo',
      entity_id: id,
      summary: `Sent the parked M-PESA confirmation ${body.TransID} (KES 7,000) back to be applied`,
    });

    // Applied: no longer parked, so a second retry is refused and posts nothing.
    expect((await retry(id)).statusCode).toBe(404);
    expect(await processStoredConfirmations(processor())).toBe(0);
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(1);
  });

  it('unparks once when sent back twice at the same time, and the payment posts once', async () => {
    const { owner, id } = await storedConfirmation('600972');
    for (let i = 0; i < 3; i++)
      await noteFailure(t.db, id, new Error('ledger was locked'), new Date());
    expect((await callback(id)).parked_at).not.toBeNull();
    // Parked: the processor leaves it alone.
    expect(await processStoredConfirmations(processor())).toBe(0);
    expect(await paymentsOf(t.db, owner.organizationId)).toEqual([]);

    const answers = await Promise.all([retry(id), retry(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    await Promise.all([processStoredConfirmations(processor()), t.app.c2bConfirmations.settled()]);
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(1);
    expect(await callback(id)).toMatchObject({ outcome: 'matched' });
    const entries = await activityOf(t.db, owner.organizationId, 'operator_confirmation_retried');
    expect(entries).toHaveLength(1);
  });

  it('answers 404 in the catalogue’s words for a confirmation that is not parked', async () => {
    const response = await retry('no-such-confirmation');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'not_found',
      key: 'error.parkedConfirmationNotFound',
      message: 'No parked M-PESA confirmation has this id',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';

// 2026-03-02 09:00 in Nairobi.
const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function billNow(token: string, payload: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/invoice/new-charge',
    headers: { ...authed(token), ...(key && { 'idempotency-key': key }) },
    payload,
  });
}

async function landlordWithTenant() {
  const owner = await landlordWithRoom(t.app);
  const amina = await addTenant(t.app, owner.token, owner.place, { firstname: 'Amina' });
  return { owner, amina };
}

async function oneOffCharges(organizationId: string) {
  const rows = await t.db
    .selectFrom('invoices')
    .select(['number', 'amount_cents'])
    .where('organization_id', '=', organizationId)
    .where('invoice_type', '=', 'One-off Charge')
    .orderBy('number')
    .execute();
  return rows.map((row) => Number(row.amount_cents));
}

describe('Bill now asks before billing the same charge twice', () => {
  it('names the earlier invoice and its age, and bills again when told to', async () => {
    const { owner, amina } = await landlordWithTenant();
    const charge = { tenantid: amina.tenantid, chargetype: 'repair', amount: 1500 };
    const first = await billNow(owner.token, { ...charge, description: 'Broken window' });
    expect(first.statusCode).toBe(201);
    const label = `INV-${String(first.json().invoices[0].invoicenumber).padStart(6, '0')}`;

    // The same words in other case and spacing are the same charge.
    const again = await billNow(owner.token, { ...charge, description: ' broken WINDOW ' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'possible_duplicate',
      message: `This looks like a duplicate of ${label}, made less than a minute ago. Bill again?`,
      params: { invoice: label, minutes: 0, invoiceid: first.json().invoices[0].invoiceid },
    });
    time.advanceMinutes(2);
    const later = await billNow(owner.token, { ...charge, description: 'Broken window' });
    expect(later.json().error.message).toBe(
      `This looks like a duplicate of ${label}, made 2 minutes ago. Bill again?`,
    );
    expect(await oneOffCharges(owner.organizationId)).toEqual([150_000]);

    const confirmed = await billNow(owner.token, {
      ...charge,
      description: 'Broken window',
      billagain: true,
    });
    expect(confirmed.statusCode).toBe(201);
    // Another amount, other words, or the same charge after 10 minutes is not asked about.
    expect(
      (await billNow(owner.token, { ...charge, amount: 900, description: 'Broken window' }))
        .statusCode,
    ).toBe(201);
    expect((await billNow(owner.token, { ...charge, description: 'Broken door' })).statusCode).toBe(
      201,
    );
    time.advanceMinutes(11);
    expect(
      (await billNow(owner.token, { ...charge, description: 'Broken window' })).statusCode,
    ).toBe(201);
    expect(await oneOffCharges(owner.organizationId)).toEqual([
      150_000, 150_000, 90_000, 150_000, 150_000,
    ]);
  });

  it('bills one of two identical charges sent at once, and asks about the other', async () => {
    const { owner, amina } = await landlordWithTenant();
    const charge = {
      tenantid: amina.tenantid,
      chargetype: 'penalty',
      description: 'Late gate',
      amount: 200,
    };
    const answers = await Promise.all([1, 2, 3].map(() => billNow(owner.token, charge)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await oneOffCharges(owner.organizationId)).toEqual([20_000]);
  });

  it('asks in the landlord’s language', async () => {
    const { owner, amina } = await landlordWithTenant();
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: authed(owner.token),
      payload: { language: 'sw' },
    });
    const charge = {
      tenantid: amina.tenantid,
      chargetype: 'penalty',
      amount: 500,
      description: 'Kelele',
    };
    await billNow(owner.token, charge);
    const again = await billNow(owner.token, charge);
    expect(again.json().error.message).toMatch(
      /^Hii inaonekana kurudia INV-\d{6}, .* Utoze tena\?$/,
    );
  });
});

describe('Idempotency-Key on money POSTs', () => {
  it('answers a retry with the first answer and bills once', async () => {
    const { owner, amina } = await landlordWithTenant();
    const charge = {
      tenantid: amina.tenantid,
      chargetype: 'key replacement',
      description: 'Spare key',
      amount: 300,
    };
    const first = await billNow(owner.token, charge, 'retry-1');
    const retry = await billNow(owner.token, charge, 'retry-1');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await oneOffCharges(owner.organizationId)).toEqual([30_000]);
  });

  it('bills once for the same key sent many times at once', async () => {
    const { owner, amina } = await landlordWithTenant();
    const charge = {
      tenantid: amina.tenantid,
      chargetype: 'key replacement',
      description: 'Gate key',
      amount: 250,
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        billNow(owner.token, { ...charge, billagain: true }, 'burst-1'),
      ),
    );
    const made = answers.filter((answer) => answer.statusCode === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(new Set(made.map((answer) => answer.json().invoices[0].invoiceid)).size).toBe(1);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.key).toBe('error.idempotencyKeyInFlight');
    }
    expect(await oneOffCharges(owner.organizationId)).toEqual([25_000]);
  });

  it('refuses a key used for another request, and a malformed key', async () => {
    const { owner, amina } = await landlordWithTenant();
    const charge = {
      tenantid: amina.tenantid,
      chargetype: 'key replacement',
      description: 'Key',
      amount: 100,
    };
    expect((await billNow(owner.token, charge, 'used-1')).statusCode).toBe(201);
    const other = await billNow(owner.token, { ...charge, amount: 200 }, 'used-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().error.key).toBe('error.idempotencyKeyReused');
    const long = await billNow(owner.token, charge, 'k'.repeat(256));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.key).toBe('error.idempotencyKeyInvalid');
    // Keys are per organization: another landlord's same key is their own.
    const stranger = await landlordWithTenant();
    const theirs = await billNow(
      stranger.owner.token,
      { ...charge, tenantid: stranger.amina.tenantid },
      'used-1',
    );
    expect(theirs.statusCode).toBe(201);
    expect(await oneOffCharges(owner.organizationId)).toEqual([10_000]);
  });

  it('lets go of a key whose request was refused, so it can be sent again', async () => {
    const { owner, amina } = await landlordWithTenant();
    const charge = {
      tenantid: amina.tenantid,
      chargetype: 'repair',
      description: 'Tap',
      amount: 700,
    };
    await billNow(owner.token, charge, 'tap-1');
    const asked = await billNow(owner.token, charge, 'tap-2');
    expect(asked.statusCode).toBe(409);
    const confirmed = await billNow(owner.token, charge, 'tap-2');
    expect(confirmed.statusCode).toBe(409);
    const billed = await billNow(owner.token, { ...charge, billagain: true }, 'tap-2');
    expect(billed.statusCode).toBe(201);
    expect(await oneOffCharges(owner.organizationId)).toEqual([70_000, 70_000]);
  });
});

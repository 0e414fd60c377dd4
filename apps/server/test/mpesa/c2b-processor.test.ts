import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startC2bRecovery } from '../../src/jobs/c2b-recovery.js';
import { createC2bPipeline } from '../../src/modules/c2b/pipeline.js';
import { insertCallback } from '../../src/modules/c2b/repository.js';
import {
  applierShards,
  defaultBatchSize,
  processStoredConfirmations,
} from '../../src/modules/c2b/processor.js';
import { openDb } from '../../src/db/connection.js';
import { samePostgresPlace } from '../helpers/postgres-database.js';
import { type HeldTransaction, heldTransaction } from '../helpers/held-transaction.js';
import { insertTenant } from '../helpers/portfolio.js';
import { addTenant } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  c2bSample,
  landlordOnPaybill as onPaybill,
  paymentsOf,
  storedPaymentOfBody,
} from './c2b-fixtures.js';

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
const processor = (clock = minutesLater(2)) => ({ db: t.db, clock, onError });

const landlordOnPaybill = (paybill: string) => onPaybill(t.app, paybill);

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
    payment: storedPaymentOfBody(body),
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

describe('confirmations stored but not yet applied', () => {
  it('are applied by the processor with the receipt SMS, and only once', async () => {
    const owner = await landlordOnPaybill('600966');
    const tenant = await addTenant(t.app, owner.token, owner.place, { housenumber: 'A4' });
    const body = confirmation({ BillRefNumber: ' a-4 ' });
    // What a server that died right after answering M-PESA leaves behind.
    const id = await storedUnprocessed(owner.organizationId, body);

    // Two processes start and take it up at once: SKIP LOCKED gives it to one of them.
    const settled = await Promise.all([
      processStoredConfirmations(processor()),
      processStoredConfirmations(processor()),
    ]);
    expect(settled[0] + settled[1]).toBeGreaterThanOrEqual(1);
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
    expect(await processStoredConfirmations(processor())).toBe(0);
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
    await t.app.c2bConfirmations.settled();
    const id = await storedUnprocessed(owner.organizationId, body);

    await processStoredConfirmations(processor());
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(1);
    expect(await callback(id)).toMatchObject({ outcome: 'duplicate' });
  });

  it('park unknown accounts and quarantine other shortcodes', async () => {
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

    await processStoredConfirmations(processor());
    expect(await callback(unknown)).toMatchObject({ outcome: 'unallocated' });
    expect(await callback(elsewhere)).toMatchObject({ outcome: 'quarantined' });
    expect(await callback(unreadable)).toMatchObject({ outcome: 'invalid' });
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(0);
    const parked = await t.db
      .selectFrom('unallocated_payments')
      .select('bill_ref')
      .where('organization_id', '=', owner.organizationId)
      .execute();
    expect(parked).toEqual([{ bill_ref: 'Z99' }]);
  });

  it('are stored by the endpoint with the payment their body was read as', async () => {
    const owner = await landlordOnPaybill('600978');
    const body = confirmation({
      BusinessShortCode: '600978',
      TransID: 'rkl7abc123',
      BillRefNumber: ' b-7 ',
      TransAmount: '1,250.50',
      FirstName: 'JANE',
      LastName: 'DOE',
    });
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
    await t.app.c2bConfirmations.settled();
    const stored = await t.db
      .selectFrom('mpesa_callbacks')
      .select([
        'raw_body',
        'trans_id',
        'payment_trans_id',
        'payment_amount_cents',
        'payment_bill_ref',
        'payment_payer_name',
        'payment_paid_at',
        'payment_shortcode',
      ])
      .where('organization_id', '=', owner.organizationId)
      .executeTakeFirstOrThrow();
    expect({ ...stored, payment_amount_cents: Number(stored.payment_amount_cents) }).toEqual({
      raw_body: JSON.stringify(body),
      trans_id: 'rkl7abc123',
      payment_trans_id: 'RKL7ABC123',
      payment_amount_cents: 125_050,
      payment_bill_ref: 'b-7',
      payment_payer_name: 'JANE DOE',
      payment_paid_at: '2026-11-21T08:00:00.000Z',
      payment_shortcode: '600978',
    });
  });

  it('are applied from the payment stored with them, never their body again', async () => {
    const owner = await landlordOnPaybill('600979');
    const tenant = await addTenant(t.app, owner.token, owner.place, { housenumber: 'A4' });
    const body = confirmation({ BusinessShortCode: '600979', BillRefNumber: 'A4' });
    const stored = storedPaymentOfBody(body);
    // The body is the record only: one that is not even JSON is posted from its payment...
    const posted = randomUUID();
    await insertCallback(t.db, {
      id: posted,
      organizationId: owner.organizationId,
      kind: 'confirmation',
      rawBody: 'not JSON: the record of what came',
      payment: stored,
      transId: body.TransID,
      at: receivedAt.toISOString(),
    });
    // ...and a readable body stored as no payment stays none.
    const none = randomUUID();
    const other = confirmation({ BusinessShortCode: '600979', BillRefNumber: 'A4' });
    await insertCallback(t.db, {
      id: none,
      organizationId: owner.organizationId,
      kind: 'confirmation',
      rawBody: JSON.stringify(other),
      payment: null,
      transId: other.TransID,
      at: receivedAt.toISOString(),
    });

    await processStoredConfirmations(processor());
    expect(await callback(posted)).toMatchObject({ outcome: 'matched' });
    expect(await callback(none)).toMatchObject({ outcome: 'invalid' });
    const payments = await paymentsOf(t.db, owner.organizationId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      tenant_id: tenant.tenantid,
      external_reference: body.TransID,
      paid_at: stored!.payment.paidAt,
    });
    expect(Number(payments[0]!.amount_cents)).toBe(500_000);
    expect(errors).toEqual([]);
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
      await stop();
    }
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(1);
  });

  it('apply the rest of a batch when one in the middle cannot be read, which is noted invalid', async () => {
    const owner = await landlordOnPaybill('600970');
    await addTenant(t.app, owner.token, owner.place, { housenumber: 'A4' });
    await addTenant(t.app, owner.token, owner.place, { housenumber: 'B7' });
    const shortcode = { BusinessShortCode: '600970' };
    const first = await storedUnprocessed(owner.organizationId, confirmation(shortcode));
    const bad = await storedUnprocessed(
      owner.organizationId,
      confirmation({ ...shortcode, TransAmount: 'lots' }),
    );
    const last = await storedUnprocessed(
      owner.organizationId,
      confirmation({ ...shortcode, BillRefNumber: 'B7' }),
    );

    expect(await processStoredConfirmations(processor())).toBe(3);
    expect(await callback(first)).toMatchObject({ outcome: 'matched' });
    expect(await callback(bad)).toMatchObject({ outcome: 'invalid' });
    expect(await callback(last)).toMatchObject({ outcome: 'matched' });
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(2);
  });

  it('apply the rest when one fails to write, and keep that one for a later try', async () => {
    const owner = await landlordOnPaybill('600971');
    await addTenant(t.app, owner.token, owner.place, { housenumber: 'A4' });
    const shortcode = { BusinessShortCode: '600971' };
    const before = await storedUnprocessed(owner.organizationId, confirmation(shortcode));
    const failing = await storedUnprocessed(
      owner.organizationId,
      confirmation({ ...shortcode, TransID: 'BOOM000001' }),
    );
    const after = await storedUnprocessed(owner.organizationId, confirmation(shortcode));
    // The database refuses that one payment (as a full disk or a bug would).
    await refuseTransId(t, 'BOOM000001');
    const seen: unknown[] = [];
    const retryLater = new Map<string, number>();
    const deps = { db: t.db, clock: minutesLater(2), onError: (e: unknown) => seen.push(e) };
    try {
      expect(await processStoredConfirmations(deps, { failing: retryLater })).toBe(2);
      expect(await callback(before)).toMatchObject({ outcome: 'matched' });
      expect(await callback(after)).toMatchObject({ outcome: 'matched' });
      expect(await callback(failing)).toMatchObject({ processed_at: null, outcome: null });
      expect(seen.length).toBeGreaterThan(0);
      // Not tried again within the minute, so it does not take every batch down with it.
      expect([...retryLater.keys()]).toEqual([failing]);
      expect(await processStoredConfirmations(deps, { failing: retryLater })).toBe(0);
    } finally {
      await allowTransIds(t);
    }
    // The fault gone and the minute passed, it is applied.
    const later = { ...deps, clock: minutesLater(4) };
    expect(await processStoredConfirmations(later, { failing: retryLater })).toBe(1);
    expect(await callback(failing)).toMatchObject({ outcome: 'matched' });
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(3);
  });

  it("apply two organizations' confirmations in one batch, each to its own books", async () => {
    const east = await landlordOnPaybill('600972');
    const west = await landlordOnPaybill('600973');
    const eastTenant = await addTenant(t.app, east.token, east.place, { housenumber: 'A4' });
    const westTenant = await addTenant(t.app, west.token, west.place, { housenumber: 'A4' });
    const toEast = confirmation({ BusinessShortCode: '600972', TransAmount: '1000.00' });
    const toWest = confirmation({ BusinessShortCode: '600973', TransAmount: '2000.00' });
    // West's paybill in East's callback: quarantined, never credited to either.
    const crossed = confirmation({ BusinessShortCode: '600973' });
    await storedUnprocessed(east.organizationId, toEast);
    await storedUnprocessed(west.organizationId, toWest);
    const ignored = await storedUnprocessed(east.organizationId, crossed);

    expect(await processStoredConfirmations(processor())).toBe(3);
    const eastPayments = await paymentsOf(t.db, east.organizationId);
    const westPayments = await paymentsOf(t.db, west.organizationId);
    expect(eastPayments.map((p) => [p.tenant_id, Number(p.amount_cents)])).toEqual([
      [eastTenant.tenantid, 100_000],
    ]);
    expect(westPayments.map((p) => [p.tenant_id, Number(p.amount_cents)])).toEqual([
      [westTenant.tenantid, 200_000],
    ]);
    expect(await callback(ignored)).toMatchObject({ outcome: 'quarantined' });
    // Each organization's log names M-PESA for its own payment only.
    for (const [owner, transId] of [
      [east, toEast.TransID],
      [west, toWest.TransID],
    ] as const) {
      const logged = await t.db
        .selectFrom('activity_log')
        .select(['user_name', 'summary', 'details'])
        .where('organization_id', '=', owner.organizationId)
        .where('user_name', '=', 'M-PESA')
        .execute();
      expect(logged).toHaveLength(1);
      expect(JSON.stringify(logged[0])).toContain(transId);
    }
  });
});

describe('a full batch', () => {
  it('applies as many confirmations as a batch holds, for as many tenants, in one transaction', async () => {
    const owner = await landlordOnPaybill('600974');
    const room = {
      organizationId: owner.organizationId,
      rentalId: owner.place.rentalid,
      roomId: owner.place.housetype,
    };
    // The widest statements of a batch (transactions, SMS) carry a row per confirmation: a
    // full batch must stay within each database's bound-parameter limit.
    const full = defaultBatchSize(t.db);
    const tenants = [];
    for (let i = 0; i < full; i++) {
      tenants.push(await insertTenant(t.db, room, { house_number: `F${i}` }));
    }
    for (const [i, tenant] of tenants.entries()) {
      await storedUnprocessed(
        owner.organizationId,
        confirmation({
          BusinessShortCode: '600974',
          BillRefNumber: tenant.house_number,
          TransAmount: `${100 + i}.00`,
        }),
      );
    }
    const transactions = vi.spyOn(t.db, 'transaction');
    try {
      expect(await processStoredConfirmations(processor())).toBe(full);
      // One transaction applied them all; the next found nothing left.
      expect(transactions).toHaveBeenCalledTimes(2);
    } finally {
      transactions.mockRestore();
    }
    const payments = await paymentsOf(t.db, owner.organizationId);
    expect(payments).toHaveLength(full);
    const paid = new Map(payments.map((p) => [p.tenant_id, Number(p.amount_cents)]));
    expect(tenants.map((tenant) => paid.get(tenant.id))).toEqual(
      tenants.map((_, i) => (100 + i) * 100),
    );
    const receipts = await t.db
      .selectFrom('sms_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organization_id', '=', owner.organizationId)
      .where('purpose', '=', 'receipt')
      .executeTakeFirstOrThrow();
    expect(Number(receipts.n)).toBe(full);
  });
});

// Shards exist on PostgreSQL only, where several server processes apply at once.
if (process.env.DATABASE_URL)
  describe('two processes applying at once', () => {
    const shardOf = async (organizationId: string) => {
      const { rows } = await sql<{ shard: number }>`select hashtext(${organizationId}) &
        ${applierShards.count - 1} as shard`.execute(t.db);
      return Number(rows[0]!.shard);
    };
    /** A confirmation waiting in each of `count` organizations of different shards. */
    const waitingInShards = async (count: number, firstPaybill: number) => {
      const waiting: { organizationId: string; shard: number; id: string }[] = [];
      for (let paybill = firstPaybill; waiting.length < count; paybill++) {
        const owner = await landlordOnPaybill(String(paybill));
        const shard = await shardOf(owner.organizationId);
        if (waiting.some((known) => known.shard === shard)) continue;
        await addTenant(t.app, owner.token, owner.place, { housenumber: 'A4' });
        const body = confirmation({ BusinessShortCode: String(paybill) });
        const id = await storedUnprocessed(owner.organizationId, body);
        waiting.push({ organizationId: owner.organizationId, shard, id });
      }
      return waiting;
    };

    it('take several shards in one batch: finding them costs once, not once a shard', async () => {
      const waiting = await waitingInShards(3, 600950);
      const transactions = vi.spyOn(t.db, 'transaction');
      try {
        await processStoredConfirmations(processor());
        for (const { id } of waiting) {
          expect(await callback(id)).toMatchObject({ outcome: 'matched' });
        }
        expect(transactions).toHaveBeenCalledTimes(1);
      } finally {
        transactions.mockRestore();
      }
    });

    it("leave each other's shard alone: an organization being applied elsewhere waits", async () => {
      const owners = await waitingInShards(2, 600990);
      const [busy, free] = owners as [(typeof owners)[0], (typeof owners)[0]];
      const other = openDb(await samePostgresPlace(t.db, process.env.DATABASE_URL!));
      let elsewhere: HeldTransaction | undefined;
      try {
        // What another server applying the busy organization's shard holds.
        elsewhere = await heldTransaction(other.db, async (trx) => {
          await sql`select pg_advisory_xact_lock(${applierShards.lockClass}, ${busy.shard})`.execute(
            trx,
          );
        });
        await processStoredConfirmations(processor());
        expect(await callback(free.id)).toMatchObject({ outcome: 'matched' });
        expect(await callback(busy.id)).toMatchObject({ processed_at: null });
        elsewhere.release();
        await elsewhere.done;
        await processStoredConfirmations(processor());
        expect(await callback(busy.id)).toMatchObject({ outcome: 'matched' });
        expect(await paymentsOf(t.db, busy.organizationId)).toHaveLength(1);
      } finally {
        elsewhere?.release();
        await other.db.destroy();
      }
    });
  });

describe('the pipeline of a busy server', () => {
  it('lets confirmations that arrive while it applies gather into one batch', async () => {
    const owner = await landlordOnPaybill('600975');
    const tenants = [];
    for (const house of ['G1', 'G2', 'G3', 'G4', 'G5']) {
      tenants.push(await addTenant(t.app, owner.token, owner.place, { housenumber: house }));
    }
    // Passes at least 2 s apart: the four stored after the first (some 100 ms of work here)
    // are all in before the second pass however loaded the machine is.
    const pipeline = createC2bPipeline({ ...processor(), passIntervalMs: 2000 });
    const transactions = vi.spyOn(t.db, 'transaction');
    try {
      // The first is applied at once; the rest arrive every 20 ms while it is, and after.
      for (const tenant of tenants) {
        const body = confirmation({
          BusinessShortCode: '600975',
          BillRefNumber: tenant.tenantdata.housenumber,
        });
        await pipeline.store({
          id: randomUUID(),
          organizationId: owner.organizationId,
          kind: 'confirmation',
          rawBody: JSON.stringify(body),
          payment: storedPaymentOfBody(body),
          transId: body.TransID,
          at: receivedAt.toISOString(),
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await pipeline.settled();
      // One batch for the first, one for the four after it (not one each).
      expect(transactions).toHaveBeenCalledTimes(2);
    } finally {
      transactions.mockRestore();
      await pipeline.close();
    }
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(5);
  });
});

/** Makes the database refuse a payment with this reference (a trigger, in either dialect). */
async function refuseTransId(app: TestApp, transId: string) {
  if (process.env.DATABASE_URL) {
    await sql`create function refuse_payment() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`.execute(app.db);
    await sql`create trigger refuse_payment before insert on transactions for each row
      when (new.external_reference = ${sql.lit(transId)}) execute function refuse_payment()`.execute(
      app.db,
    );
  } else {
    await sql`create trigger refuse_payment before insert on transactions
      when new.external_reference = ${sql.lit(transId)}
      begin select raise(abort, 'refused for the test'); end`.execute(app.db);
  }
}

async function allowTransIds(app: TestApp) {
  await sql`drop trigger refuse_payment${sql.raw(process.env.DATABASE_URL ? ' on transactions' : '')}`.execute(
    app.db,
  );
}

import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCallbacks } from '../../src/modules/c2b/repository.js';
import { applierShards, processStoredConfirmations } from '../../src/modules/c2b/processor.js';
import { isPostgres } from '../../src/db/dialect.js';
import { addTenant } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { expectKeptTablesAgree } from '../ledger/document-model.js';
import { c2bSample, landlordOnPaybill, storedPaymentOfBody } from './c2b-fixtures.js';

/**
 * Applying confirmations many per transaction must leave the books exactly as applying them
 * one per transaction does: the same payments with the same deposit and income parts, the same
 * receipts (balance after each payment included), the same unallocated ones, nothing twice.
 * Organizations alike in everything but their paybill get the same confirmations; two are
 * applied in batches together (a batch holds both organizations' confirmations, interleaved as
 * they arrive on rent day), the other one by one, and their books are compared.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const houses = ['A1', 'A2', 'A3'];
const onError = (error: unknown) => {
  throw error;
};

async function organization(paybill: string) {
  const owner = await landlordOnPaybill(t.app, paybill, 'Twin Court');
  for (const [i, housenumber] of houses.entries()) {
    await addTenant(t.app, owner.token, owner.place, {
      housenumber,
      firstname: `Tenant${i}`,
      openingrentbalance: 1000 * (i + 1),
      openingwaterbalance: 150,
    });
  }
  return { ...owner, paybill };
}

type Organization = Awaited<ReturnType<typeof organization>>;

/**
 * Two organizations whose confirmations one applier takes in the same batch. PostgreSQL's
 * appliers take a batch from a few shards (c2b/processor.ts), each shard's whole before the
 * next's: new ones are made until one shares the first's shard. SQLite's take every
 * organization together.
 */
async function twoInOneShard(paybills: [string, string]): Promise<[Organization, Organization]> {
  const first = await organization(paybills[0]);
  if (!isPostgres(t.db)) return [first, await organization(paybills[1])];
  const shardOf = async (organizationId: string) => {
    const { rows } = await sql<{ shard: number }>`select hashtext(${organizationId}) &
      ${applierShards.count - 1} as shard`.execute(t.db);
    return Number(rows[0]!.shard);
  };
  const shard = await shardOf(first.organizationId);
  for (let attempt = 0; attempt < 200; attempt++) {
    const second = await organization(String(Number(paybills[1]) + 10_000 + attempt));
    if ((await shardOf(second.organizationId)) === shard) return [first, second];
  }
  throw new Error('no organization in the same shard after 200');
}

/** The organization's books, as comparable rows (its paybill and ids left out). */
async function books(organizationId: string, paybill: string) {
  const payments = await t.db
    .selectFrom('transactions as x')
    .innerJoin('tenants as n', 'n.id', 'x.tenant_id')
    .select([
      'x.external_reference',
      'n.house_number',
      'x.amount_cents',
      'x.deposit_cents',
      'x.rent_cents',
      'x.water_cents',
      'x.service_charge_cents',
      'x.other_cents',
    ])
    .where('x.organization_id', '=', organizationId)
    .orderBy('x.external_reference')
    .execute();
  const receipts = await t.db
    .selectFrom('sms_messages')
    .select('text')
    .where('organization_id', '=', organizationId)
    .where('purpose', '=', 'receipt')
    .execute();
  const parked = await t.db
    .selectFrom('unallocated_payments')
    .select(['trans_id', 'amount_cents', 'bill_ref'])
    .where('organization_id', '=', organizationId)
    .orderBy('trans_id')
    .execute();
  // Each payment's activity entry, in its own organization's log.
  const logged = await t.db
    .selectFrom('activity_log')
    .select('summary')
    .where('organization_id', '=', organizationId)
    .where('user_name', '=', 'M-PESA')
    .execute();
  const unprocessed = await t.db
    .selectFrom('mpesa_callbacks')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('processed_at', 'is', null)
    .execute();
  return {
    payments: payments.map((row) => Object.values(row).map(String)),
    receipts: receipts.map((row) => row.text.replaceAll(paybill, 'PAYBILL')).sort(),
    parked: parked.map((row) => Object.values(row).map(String)),
    logged: logged.map((row) => row.summary).sort(),
    unprocessed: unprocessed.length,
  };
}

/** A confirmation: to a house (or an account nobody has), an amount, maybe a repeat. */
const confirmationArb = fc.record({
  house: fc.constantFrom(...houses, 'ZZ9'),
  shillings: fc.integer({ min: 1, max: 3000 }),
  repeatOf: fc.option(fc.nat({ max: 20 }), { freq: 4 }),
});

describe('confirmations applied in batches', () => {
  it('leave the same books as applied one by one', async () => {
    const [batched, alsoBatched] = await twoInOneShard(['600991', '600993']);
    const oneByOne = await organization('600992');
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(confirmationArb, { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 2, max: 10 }),
        async (confirmations, batchSize) => {
          round += 1;
          const transIds: string[] = [];
          for (const [i, confirmation] of confirmations.entries()) {
            const repeat =
              confirmation.repeatOf !== null && transIds.length > 0
                ? transIds[confirmation.repeatOf % transIds.length]
                : undefined;
            transIds.push(repeat ?? `R${round}X${i}${randomUUID().slice(0, 6)}`.toUpperCase());
          }
          const deps = { db: t.db, clock: () => new Date('2026-11-21T09:00:00Z'), onError };
          const stored = (
            org: Organization,
            confirmation: (typeof confirmations)[0],
            i: number,
          ) => {
            const body = c2bSample({
              TransID: transIds[i]!,
              BusinessShortCode: org.paybill,
              BillRefNumber: confirmation.house,
              TransAmount: `${confirmation.shillings}.00`,
              TransTime: '20261121110000',
            });
            return {
              id: randomUUID(),
              organizationId: org.organizationId,
              kind: 'confirmation' as const,
              rawBody: JSON.stringify(body),
              payment: storedPaymentOfBody(body),
              transId: transIds[i]!,
              // One after another, as they arrived; the two batched organizations' alternate.
              at: new Date(
                Date.UTC(2026, 10, 21, 8, 0, 0, 2 * i + (org === alsoBatched ? 1 : 0)),
              ).toISOString(),
            };
          };
          await insertCallbacks(
            t.db,
            confirmations.flatMap((confirmation, i) => [
              stored(batched, confirmation, i),
              stored(alsoBatched, confirmation, i),
            ]),
          );
          await processStoredConfirmations(deps, { batchSize: 2 * batchSize });
          await insertCallbacks(
            t.db,
            confirmations.map((confirmation, i) => stored(oneByOne, confirmation, i)),
          );
          await processStoredConfirmations(deps, { batchSize: 1 });

          const [a, also, b] = await Promise.all([
            books(batched.organizationId, batched.paybill),
            books(alsoBatched.organizationId, alsoBatched.paybill),
            books(oneByOne.organizationId, oneByOne.paybill),
          ]);
          expect(a.unprocessed).toBe(0);
          expect(a).toEqual(b);
          expect(also).toEqual(b);
          // A batch posts many entries in one statement: the kept balances stay the sums.
          for (const org of [batched, alsoBatched, oneByOne]) {
            await expectKeptTablesAgree(t.db, org.organizationId);
          }
          // Every distinct TransID once: a payment or an unallocated one.
          const distinct = new Set(
            a.payments.map((row) => row[0]).concat(a.parked.map((r) => r[0])),
          );
          expect(distinct.size).toBe(a.payments.length + a.parked.length);
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});

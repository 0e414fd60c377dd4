import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '../../src/db/connection.js';
import { tenantBalances } from '../../src/modules/ledger/balances.js';
import { depositsOf } from '../../src/modules/ledger/deposits.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';
import { documentFigures, journalFiguresOf } from '../ledger/document-model.js';

// The journal is built from a previous release's documents (migration 0035): every tenant's
// balance and deposit read from it are what the documents said, and it cannot be rewritten.

let close: (() => Promise<void>) | undefined;
let db: Db;
let before: Awaited<ReturnType<typeof documentFigures>>;
afterAll(() => close?.());

const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T21:30:00.000Z`;

async function seedDocuments() {
  const at = await seedOldLandlord(db);
  const tenant = (id: string, rent: number, water: number, moveIn: string | null) =>
    sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
      lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
      opening_rent_balance_cents, opening_water_balance_cents, created_at, updated_at,
      move_in_date) VALUES (${id}, 'o1', 'r1', 'rt1', 'Jane', 'Doe', '0712345678', ${id},
      ${id}, ${`M${id}`}, ${`m${id}`}, ${rent}, ${water}, ${at}, ${at}, ${moveIn})`.execute(db);
  await tenant('t1', 50000, 20000, '2025-12-20');
  await tenant('t2', 0, 15000, null);
  await tenant('t3', 0, 0, '2026-01-01');
  const invoice = (id: string, number: number, tenantId: string, type: string, cents: number) =>
    sql`INSERT INTO invoices (id, organization_id, number, schedule_id, tenant_id,
      invoice_type, billing_date, months, invoice_date, amount_cents, message, created_at,
      due_date, description) VALUES (${id}, 'o1', ${number}, NULL, ${tenantId}, ${type},
      '2026-01-01', 1, ${day(number)}, ${cents}, 'm', ${day(number)}, '2026-01-05',
      '')`.execute(db);
  const types = [
    'Deposit',
    'Rental Invoice Bill',
    'Water Invoice Bill',
    'Service Charge Bill',
    'Pending Bill',
    'Late Fee',
    'One-off Charge',
  ];
  let number = 0;
  for (const tenantId of ['t1', 't2']) {
    for (const type of types) {
      number += 1;
      await invoice(`i${number}`, number, tenantId, type, 100000 * number);
    }
  }
  const payment = (
    id: string,
    tenantId: string | null,
    type: string,
    cents: number,
    parts: [deposit: number, rent: number, water: number, service: number, other: number],
  ) =>
    sql`INSERT INTO transactions (id, organization_id, transaction_type, tenant_id,
      tenant_name, recorded_by, recorded_by_name, payment_mode, amount_cents, description,
      paid_at, paid_on, external_reference, created_at, deposit_cents, rent_cents,
      water_cents, service_charge_cents, other_cents, rental_id) VALUES (${id}, 'o1', ${type},
      ${tenantId}, 'Jane Doe', NULL, 'Owner', 'Cash', ${cents}, 'Rent', ${day(20)},
      '2026-01-21', NULL, ${day(20)}, ${parts[0]}, ${parts[1]}, ${parts[2]}, ${parts[3]},
      ${parts[4]}, ${tenantId === null ? null : 'r1'})`.execute(db);
  await payment('p1', 't1', 'Tenant Payment', 450000, [100000, 200000, 100000, 50000, 0]);
  await payment('p2', 't2', 'Tenant Payment', 2000000, [800000, 900000, 0, 0, 300000]);
  await payment('p3', 't3', 'Tenant Payment', 70000, [0, 70000, 0, 0, 0]);
  await payment('s1', null, 'Subscription Payment', 185000, [0, 0, 0, 0, 0]);
  const note = (id: string, tenantId: string, invoiceId: string | null, kind: string) =>
    sql`INSERT INTO credit_notes (id, organization_id, tenant_id, invoice_id, amount_cents,
      reason, created_by, created_by_name, created_at, kind) VALUES (${id}, 'o1', ${tenantId},
      ${invoiceId}, 30000, 'Reason', NULL, 'Owner', ${day(22)}, ${kind})`.execute(db);
  await note('c1', 't1', 'i6', 'waiver');
  await note('c2', 't1', null, 'correction');
  await note('c3', 't2', null, 'deposit_deduction');
  await sql`INSERT INTO deposit_refunds (id, organization_id, tenant_id, amount_cents,
    payment_mode, reference, refunded_on, created_by, created_by_name, created_at)
    VALUES ('d1', 'o1', 't2', 200000, 'Cash', 'R1', '2026-01-25', NULL, 'Owner',
    ${day(24)})`.execute(db);
}

beforeAll(async () => {
  const database = await databaseAt('0034-roles');
  close = database.close;
  db = database.handle.db;
  await seedDocuments();
  before = await documentFigures(db, 'o1', { reversals: false });
  await migrateToLatest(database.handle);
});

describe('building the journal from a previous release (migration 0035)', () => {
  it('gives every tenant the balance and deposit their documents give', async () => {
    const journal = journalFiguresOf(await tenantBalances(db, 'o1'), await depositsOf(db, 'o1'));
    expect(journal).toEqual(before);
    // The figures are not all nothing: each kind of document is in them.
    expect(before.get('t2')).toMatchObject({ charged: 800000, received: 800000, deducted: 30000 });
    expect(before.get('t2')!.refunded).toBe(200000);
  });

  it('dates entries by their documents, in Nairobi, with no subscription money', async () => {
    const entries = await db
      .selectFrom('ledger_entries')
      .select(['source_id', 'bucket', 'kind', 'amount_cents', 'effective_on', 'actor_type'])
      .where('source_id', 'in', ['t1', 't2', 'i9', 'p1', 'c3', 'd1', 's1'])
      .orderBy('source_id')
      .orderBy('bucket')
      .execute();
    expect(
      entries.map((entry) => ({ ...entry, amount_cents: Number(entry.amount_cents) })),
    ).toEqual([
      entry('c3', 'deposit', 'deposit_deduction', 30000, '2026-01-23'),
      entry('c3', 'rent', 'deposit_deduction', -30000, '2026-01-23'),
      entry('d1', 'deposit', 'deposit_refund', 200000, '2026-01-25'),
      entry('i9', 'rent', 'Rental Invoice Bill', 900000, '2026-01-10'),
      entry('p1', 'deposit', 'Tenant Payment', -100000, '2026-01-21'),
      entry('p1', 'rent', 'Tenant Payment', -200000, '2026-01-21'),
      entry('p1', 'servicecharge', 'Tenant Payment', -50000, '2026-01-21'),
      entry('p1', 'water', 'Tenant Payment', -100000, '2026-01-21'),
      entry('t1', 'rent', 'opening', 50000, '2025-12-20'),
      entry('t1', 'water', 'opening', 20000, '2025-12-20'),
      // No move-in day: the day the tenant was added.
      entry('t2', 'water', 'opening', 15000, '2026-01-01'),
    ]);
  });
});

function entry(id: string, bucket: string, kind: string, cents: number, on: string) {
  return {
    source_id: id,
    bucket,
    kind,
    amount_cents: cents,
    effective_on: on,
    actor_type: 'system',
  };
}

describe('the journal cannot be rewritten', () => {
  it('refuses to change an entry', async () => {
    await expect(
      sql`UPDATE ledger_entries SET amount_cents = 0 WHERE source_id = 'p1'`.execute(db),
    ).rejects.toThrow(/ledger_entries: UPDATE refused/);
  });

  it('refuses to delete an entry, one or all', async () => {
    await expect(
      sql`DELETE FROM ledger_entries WHERE source_id = 'p1'`.execute(db),
    ).rejects.toThrow(/ledger_entries: DELETE refused/);
    await expect(sql`DELETE FROM ledger_entries`.execute(db)).rejects.toThrow(/refused/);
    const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ledger_entries
      WHERE source_id = 'p1'`.execute(db);
    expect(Number(rows[0]!.n)).toBe(4);
  });
});

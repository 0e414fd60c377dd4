import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';
import { keptOwedCharges, owedChargesRecomputed } from '../ledger/document-model.js';

// Balances kept in tenant_balances (migration 0044) start as the sums of the journal the
// previous release wrote, and every entry inserted afterwards, by any statement, moves them.
// What each balance is made of (unpaid_charges) starts from the same rule the ledger keeps it by.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

async function insertEntries(db: Db, at: string, rows: [string, string, string, number][]) {
  const values = rows.map(
    ([id, tenant, bucket, cents]) =>
      sql`(${id}, 'o1', ${tenant}, 'r1', 'Tenant Payment', ${bucket}, ${cents}, '2026-01-05',
        ${at}, 'payment', ${id}, 'system', NULL, NULL)`,
  );
  await sql`INSERT INTO ledger_entries (id, organization_id, tenant_id, rental_id, kind, bucket,
    amount_cents, effective_on, posted_at, source_type, source_id, actor_type, actor_id,
    corrects_entry_id) VALUES ${sql.join(values)}`.execute(db);
}

/** The full computation: each tenant's entries outside the deposit bucket, summed. */
async function journalSums(db: Db) {
  const { rows } = await sql<{ tenant_id: string; cents: number | string }>`
    SELECT tenant_id, sum(amount_cents) AS cents FROM ledger_entries
    WHERE bucket <> 'deposit' GROUP BY tenant_id ORDER BY tenant_id`.execute(db);
  return rows.map((row) => [row.tenant_id, Number(row.cents)]);
}

async function kept(db: Db) {
  const rows = await db
    .selectFrom('tenant_balances')
    .select(['tenant_id', 'balance_cents'])
    .where('organization_id', '=', 'o1')
    .orderBy('tenant_id')
    .execute();
  return rows.map((row) => [row.tenant_id, Number(row.balance_cents)]);
}

describe('upgrading to kept balances (migration 0044)', () => {
  it('starts every balance from the journal and keeps it as entries are inserted', async () => {
    const database = await databaseAt('0043-c2b-parsed-payments');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    for (const id of ['t1', 't2', 't3']) {
      await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
        lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
        opening_rent_balance_cents, opening_water_balance_cents, status, language, kind,
        created_at, updated_at) VALUES (${id}, 'o1', 'r1', 'rt1', 'Jane', 'Doe', '0712345678',
        ${id}, ${id}, ${`M${id}`}, ${`m${id}`}, 0, 0, 'current', 'en', 'person',
        '2025-12-31T22:30:00.000Z', ${at})`.execute(db);
    }
    // t1's charges (their entries below): rent 3,000 and 5,000 (1,000 of it credited), water
    // 450.50. Its balance of 5,450.50 is made of the water, the 4,000 left of the newer rent
    // and 1,000 of the older; it owes no opening balance.
    const invoice = (id: string, number: number, type: string, cents: number, due: string) =>
      sql`INSERT INTO invoices (id, organization_id, number, schedule_id, tenant_id,
        invoice_type, billing_date, months, invoice_date, amount_cents, message, created_at,
        due_date, description) VALUES (${id}, 'o1', ${number}, NULL, 't1', ${type},
        '2026-01-01', 1, ${at}, ${cents}, 'm', ${at}, ${due}, '')`.execute(db);
    await invoice('i1', 1, 'Rental Invoice Bill', 300_000, '2026-01-05');
    await invoice('i2', 2, 'Rental Invoice Bill', 500_000, '2026-02-05');
    await invoice('i3', 3, 'Water Invoice Bill', 45_050, '2026-02-10');
    await invoice('i4', 4, 'Deposit', 800_000, '2026-01-05');
    await sql`INSERT INTO credit_notes (id, organization_id, tenant_id, kind, invoice_id,
      amount_cents, reason, created_by, created_by_name, created_at)
      VALUES ('c1', 'o1', 't1', 'waiver', 'i2', 100000, 'Fix', NULL, 'X', ${at})`.execute(db);
    await insertEntries(db, at, [
      ['e1', 't1', 'rent', 800_000],
      ['e2', 't1', 'rent', -100_000],
      ['e3', 't1', 'water', 45_050],
      ['e4', 't1', 'deposit', 800_000],
      ['e4b', 't1', 'rent', -200_000],
      ['e5', 't2', 'rent', -100_000],
      ['e6', 't3', 'deposit', 500_000],
    ]);

    await migrateToLatest(database.handle);

    // t3 has only a deposit: no rent balance, no row (read as 0).
    expect(await kept(db)).toEqual([
      ['t1', 545_050],
      ['t2', -100_000],
    ]);
    expect(await kept(db)).toEqual(await journalSums(db));
    // What each balance is made of: t1's charges, newest first; t2 and t3 owe nothing.
    expect(await keptOwedCharges(db, 'o1')).toEqual([
      { tenantId: 't1', invoiceNumber: 1, dueDate: '2026-01-05', cents: 100_000 },
      { tenantId: 't1', invoiceNumber: 2, dueDate: '2026-02-05', cents: 400_000 },
      { tenantId: 't1', invoiceNumber: 3, dueDate: '2026-02-10', cents: 45_050 },
    ]);
    expect(await keptOwedCharges(db, 'o1')).toEqual(await owedChargesRecomputed(db, 'o1'));

    // One statement with several entries of one tenant, and of a tenant new to the table.
    await insertEntries(db, at, [
      ['e7', 't2', 'rent', 700_000],
      ['e8', 't2', 'other', 25_000],
      ['e9', 't3', 'servicecharge', 150_000],
      ['e10', 't3', 'deposit', -500_000],
    ]);
    await insertEntries(db, at, [['e11', 't1', 'rent', -545_050]]);
    expect(await kept(db)).toEqual([
      ['t1', 0],
      ['t2', 625_000],
      ['t3', 150_000],
    ]);
    expect(await kept(db)).toEqual(await journalSums(db));
  });

  it('starts an opening balance owed as due the day before the tenant was added', async () => {
    const database = await databaseAt('0043-c2b-parsed-payments');
    const { db } = database.handle;
    try {
      const at = await seedOldLandlord(db);
      // Added at 01:30 on 1 January in Nairobi (22:30 UTC the day before).
      await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
        lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
        opening_rent_balance_cents, opening_water_balance_cents, status, language, kind,
        created_at, updated_at) VALUES ('t2', 'o1', 'r1', 'rt1', 'Jane', 'Doe', '0712345678',
        'A2', 'a2', 'M2', 'm2', 0, 0, 'current', 'en', 'person', '2025-12-31T22:30:00.000Z',
        ${at})`.execute(db);
      await insertEntries(db, at, [['e1', 't2', 'rent', 625_000]]);
      await migrateToLatest(database.handle);
      expect(await keptOwedCharges(db, 'o1')).toEqual([
        { tenantId: 't2', invoiceNumber: 0, dueDate: '2025-12-31', cents: 625_000 },
      ]);
      expect(await keptOwedCharges(db, 'o1')).toEqual(await owedChargesRecomputed(db, 'o1'));
    } finally {
      await database.close();
    }
  });
});

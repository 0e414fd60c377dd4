import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// Before this release a payment did not say what it paid for. After the upgrade every tenant
// payment carries the split it would have had if posted under this release (its charges as
// they stood when it was recorded, oldest first), and its rental; rentals are residential.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading to payments that say what they paid (migration 0019)', () => {
  it('replays each tenant ledger in the order it was written', async () => {
    const database = await databaseAt('0017-receipt-numbers');
    close = database.close;
    const { db } = database.handle;
    await seedOldLandlord(db);
    const day = (d: number) => `2026-01-${String(d).padStart(2, '0')}T08:00:00.000Z`;
    // Opening balances: rent 500, water 200.
    await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
      lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
      opening_rent_balance_cents, opening_water_balance_cents, created_at, updated_at)
      VALUES ('t1', 'o1', 'r1', 'rt1', 'Jane', 'Doe', '0712345678', 'A1', 'A1', 'M1', 'M1',
      50000, 20000, ${day(1)}, ${day(1)})`.execute(db);
    const invoice = (id: string, number: number, type: string, cents: number, at: string) =>
      sql`INSERT INTO invoices (id, organization_id, number, schedule_id, tenant_id,
        invoice_type, billing_date, months, invoice_date, amount_cents, message, created_at,
        due_date, description) VALUES (${id}, 'o1', ${number}, NULL, 't1', ${type},
        '2026-01-01', 1, ${at}, ${cents}, 'm', ${at}, '2026-01-05', '')`.execute(db);
    const payment = (id: string, cents: number, depositCents: number, at: string) =>
      sql`INSERT INTO transactions (id, organization_id, transaction_type, tenant_id,
        tenant_name, recorded_by, recorded_by_name, payment_mode, amount_cents, description,
        paid_at, paid_on, external_reference, created_at, deposit_cents) VALUES (${id}, 'o1',
        'Tenant Payment', 't1', 'Jane Doe', NULL, 'Owner', 'Cash', ${cents}, 'Rent', ${at},
        ${at.slice(0, 10)}, NULL, ${at}, ${depositCents})`.execute(db);
    await invoice('i1', 1, 'Deposit', 300000, day(2));
    await invoice('i2', 2, 'Rental Invoice Bill', 800000, day(2));
    // Deposit 3,000 first, then opening rent 500, opening water 200, rent 300.
    await payment('p1', 400000, 300000, day(3));
    await invoice('i3', 3, 'Water Invoice Bill', 60000, day(4));
    await invoice('i4', 4, 'Service Charge Bill', 100000, day(4));
    // A correction of 1,000 off the rent invoice, before the next payment.
    await sql`INSERT INTO credit_notes (id, organization_id, tenant_id, invoice_id,
      amount_cents, reason, created_by, created_by_name, created_at, kind) VALUES ('c1', 'o1',
      't1', 'i2', 100000, 'Agreed', NULL, 'Owner', ${day(5)}, 'correction')`.execute(db);
    // Rent 8,000 - 1,000 - 300 = 6,700, water 600, service 1,000, 700 ahead.
    await payment('p2', 900000, 0, day(6));
    // A late fee billed after p2.
    await invoice('i5', 5, 'Late Fee', 50000, day(7));
    await payment('p3', 100000, 0, day(8));
    // The organization's own payment has no tenant and no split.
    await sql`INSERT INTO transactions (id, organization_id, transaction_type, tenant_id,
      tenant_name, recorded_by, recorded_by_name, payment_mode, amount_cents, description,
      paid_at, paid_on, external_reference, created_at) VALUES ('s1', 'o1',
      'Subscription Payment', NULL, 'Acme', NULL, 'Owner', 'MPESA', 250000, 'Plan', ${day(9)},
      '2026-01-09', NULL, ${day(9)})`.execute(db);

    await migrateToLatest(database.handle);

    const rows = await db
      .selectFrom('transactions')
      .select([
        'id',
        'rental_id',
        'deposit_cents',
        'rent_cents',
        'water_cents',
        'service_charge_cents',
        'other_cents',
      ])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => ({ ...row, ...numbers(row) }))).toEqual([
      split('p1', 'r1', 300000, 80000, 20000, 0, 0),
      split('p2', 'r1', 0, 740000, 60000, 100000, 0),
      // The 700 p2 paid ahead (counted as rent when received) settles the later late fee in
      // the books; p3 finds nothing owed and is all rent paid ahead.
      split('p3', 'r1', 0, 100000, 0, 0, 0),
      split('s1', null, 0, 0, 0, 0, 0),
    ]);
    const rental = await db
      .selectFrom('rentals')
      .select(['rental_use', 'lr_number'])
      .executeTakeFirstOrThrow();
    expect(rental).toEqual({ rental_use: 'residential', lr_number: null });
  });
});

function numbers(row: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => key.endsWith('_cents'))
      .map(([key, value]) => [key, Number(value)]),
  );
}

function split(
  id: string,
  rentalId: string | null,
  deposit: number,
  rent: number,
  water: number,
  service: number,
  other: number,
) {
  return {
    id,
    rental_id: rentalId,
    deposit_cents: deposit,
    rent_cents: rent,
    water_cents: water,
    service_charge_cents: service,
    other_cents: other,
  };
}

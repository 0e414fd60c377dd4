import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { tenantBalance } from '../../src/modules/ledger/balances.js';
import { depositOf } from '../../src/modules/ledger/deposits.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// Migration 0014 rebuilds two SQLite tables (tenants, credit_notes) to drop constraints.
// A landlord's books from the previous release must come through whole: every tenant, their
// invoices, payments, credit notes and readings, with balances unchanged.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading to tenancies (migration 0014)', () => {
  it('keeps every row, makes tenants current from the day they were added, and frees houses on leaving', async () => {
    const database = await databaseAt('0013-notification-reads');
    close = database.close;
    const { handle } = database;
    const db = handle.db;
    const at = await seedOldLandlord(db, { lastInvoiceNumber: 2 });
    // Added at 22:00 UTC: already the next day in Nairobi.
    const added = '2026-01-01T22:00:00.000Z';
    await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
      lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
      opening_rent_balance_cents, opening_water_balance_cents, created_at, updated_at,
      national_id, kra_pin) VALUES ('t1', 'o1', 'r1', 'rt1', 'Jane', 'Doe', '0712345678', 'A1',
      'A1', 'M1', 'M1', 50000, 0, ${added}, ${added}, NULL, NULL)`.execute(db);
    for (const [id, number, cents] of [
      ['i1', 1, 800000],
      ['i2', 2, 50000],
    ] as const) {
      await sql`INSERT INTO invoices (id, organization_id, number, schedule_id, tenant_id,
        invoice_type, billing_date, months, invoice_date, amount_cents, message, created_at,
        due_date, description) VALUES (${id}, 'o1', ${number}, NULL, 't1',
        ${number === 1 ? 'Rental Invoice Bill' : 'Late Fee'}, '2026-02-01', 1, ${at},
        ${cents}, 'm', ${at}, '2026-02-05', '')`.execute(db);
    }
    await sql`INSERT INTO credit_notes (id, organization_id, tenant_id, invoice_id,
      amount_cents, reason, created_by, created_by_name, created_at)
      VALUES ('c1', 'o1', 't1', 'i2', 50000, 'Waived', NULL, 'Owner', ${at})`.execute(db);
    await sql`INSERT INTO transactions (id, organization_id, transaction_type, tenant_id,
      tenant_name, recorded_by, recorded_by_name, payment_mode, amount_cents, description,
      paid_at, paid_on, external_reference, created_at) VALUES ('x1', 'o1', 'Tenant Payment',
      't1', 'Jane Doe', NULL, 'M-PESA', 'MPESA', 300000, 'Rent', ${at}, '2026-01-01', 'QK1',
      ${at})`.execute(db);

    await migrateToLatest(handle);

    expect(
      await db
        .selectFrom('tenants')
        .select(['id', 'status', 'move_in_date', 'move_out_date', 'house_number'])
        .execute(),
    ).toEqual([
      {
        id: 't1',
        status: 'current',
        move_in_date: '2026-01-02',
        move_out_date: null,
        house_number: 'A1',
      },
    ]);
    const notes = await db
      .selectFrom('credit_notes')
      .select(['id', 'kind', 'invoice_id'])
      .execute();
    expect(notes).toEqual([{ id: 'c1', kind: 'waiver', invoice_id: 'i2' }]);
    const payments = await db.selectFrom('transactions').select(['id', 'deposit_cents']).execute();
    expect(payments.map((row) => [row.id, Number(row.deposit_cents)])).toEqual([['x1', 0]]);
    // Opening + rent + late fee - its waiver - the payment, as the previous release said.
    expect(await tenantBalance(db, 'o1', 't1')).toBe(50000 + 800000 + 50000 - 50000 - 300000);
    expect((await depositOf(db, 'o1', 't1')).held).toBe(0);

    // Foreign keys still hold after the rebuild: an invoice of no tenant is refused.
    await expect(
      sql`INSERT INTO invoices (id, organization_id, number, schedule_id, tenant_id,
        invoice_type, billing_date, months, invoice_date, amount_cents, message, created_at,
        due_date, description) VALUES ('i9', 'o1', 9, NULL, 'nobody', 'Late Fee',
        '2026-02-01', 1, ${at}, 1, 'm', ${at}, '2026-02-05', '')`.execute(db),
    ).rejects.toThrow();
    // A second waiver of one invoice is still refused by its key.
    await expect(
      sql`INSERT INTO credit_notes (id, organization_id, tenant_id, invoice_id, amount_cents,
        reason, created_by, created_by_name, created_at, kind)
        VALUES ('c2', 'o1', 't1', 'i2', 1, 'Again', NULL, 'Owner', ${at}, 'waiver')`.execute(db),
    ).rejects.toThrow();

    // A current house number is unique; once its tenant is former, it can be let again.
    const newTenant = (id: string) =>
      sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
        lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
        opening_rent_balance_cents, opening_water_balance_cents, created_at, updated_at)
        VALUES (${id}, 'o1', 'r1', 'rt1', 'Ann', 'Mwangi', '0712345679', 'A1', 'A1', 'M1',
        'M1', 0, 0, ${at}, ${at})`.execute(db);
    await expect(newTenant('t2')).rejects.toThrow();
    await db.updateTable('tenants').set({ status: 'former' }).where('id', '=', 't1').execute();
    await newTenant('t2');
    expect(await db.selectFrom('invoices').select('id').execute()).toHaveLength(2);
  });
});

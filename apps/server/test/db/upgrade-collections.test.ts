import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// A database made by the release before collections (migrations up to 0009) starts under this
// one with nothing lost: its invoices gain due dates by the default rule, its schedules the rule.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading to collections (migration 0010)', () => {
  it('gives existing invoices a due date and existing schedules the default rule', async () => {
    const database = await databaseAt('0009-trust');
    close = database.close;
    const handle = database.handle;
    const db = handle.db;

    const at = await seedOldLandlord(db, { lastInvoiceNumber: 2 });
    await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
      lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
      opening_rent_balance_cents, opening_water_balance_cents, created_at, updated_at)
      VALUES ('t1', 'o1', 'r1', 'rt1', 'Amina', 'Otieno', '0712345678', 'A1', 'A1', 'M1', 'M1',
      0, 0, ${at}, ${at})`.execute(db);
    await sql`INSERT INTO invoice_schedules (id, organization_id, rental_id, invoice_type,
      billing_frequency, start_date, next_billing_date, message, service_charge_cents,
      created_at, updated_at) VALUES ('s1', 'o1', 'r1', 'Rental Invoice Bill', 'monthly',
      '2026-01-01', '2026-03-01', 'Pay {amount}', 0, ${at}, ${at})`.execute(db);
    for (const [id, number, billing] of [
      ['i1', 1, '2026-01-01'],
      ['i2', 2, '2026-02-20'],
    ] as const) {
      await sql`INSERT INTO invoices (id, organization_id, number, schedule_id, tenant_id,
        invoice_type, billing_date, months, invoice_date, amount_cents, message, created_at)
        VALUES (${id}, 'o1', ${number}, 's1', 't1', 'Rental Invoice Bill', ${billing}, 1, ${at},
        800000, 'Pay 8,000', ${at})`.execute(db);
    }

    await migrateToLatest(handle);

    const invoices = await db
      .selectFrom('invoices')
      .select(['id', 'amount_cents', 'due_date', 'description', 'late_fee_for'])
      .orderBy('number')
      .execute();
    expect(invoices.map((i) => ({ ...i, amount_cents: Number(i.amount_cents) }))).toEqual([
      {
        id: 'i1',
        amount_cents: 800000,
        due_date: '2026-01-05',
        description: '',
        late_fee_for: null,
      },
      {
        id: 'i2',
        amount_cents: 800000,
        due_date: '2026-03-05',
        description: '',
        late_fee_for: null,
      },
    ]);
    const schedule = await db
      .selectFrom('invoice_schedules')
      .select(['due_rule', 'due_days', 'next_billing_date'])
      .executeTakeFirstOrThrow();
    expect({ ...schedule, due_days: Number(schedule.due_days) }).toEqual({
      due_rule: 'day_of_month',
      due_days: 5,
      next_billing_date: '2026-03-01',
    });
  });
});

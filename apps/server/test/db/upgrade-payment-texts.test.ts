import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { tenantBalance } from '../../src/modules/ledger/balances.js';
import { findPayments, paymentsOf, scrubTenantDocuments } from '../../src/modules/ledger/index.js';
import { paymentEntries, postEntries, systemPoster } from '../../src/modules/ledger/journal.js';
import { everyRental } from '../../src/modules/access/index.js';
import { databaseAt, seedOldLandlord, seedOldTenant } from '../helpers/database-at.js';

// Before this release a payment carried its payer's name and description on its own row, and
// erasing a former tenant rewrote them there. After the upgrade they are the payment's row of
// payment_texts (decision 0078): every payment still names its payer and reads as it did,
// every balance is the same, and erasure no longer writes the payment.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading to payment texts beside the payment (migration 0067)', () => {
  it('carries every name and description forward, the balances and money rows as they were', async () => {
    const database = await databaseAt('0066-queue-claim-indexes');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    await seedOldTenant(db, at);
    const payment = (id: string, tenant: string | null, name: string, description: string) =>
      sql`INSERT INTO transactions (id, organization_id, transaction_type, tenant_id,
      tenant_name, recorded_by, recorded_by_name, payment_mode, amount_cents, description,
      paid_at, paid_on, external_reference, created_at) VALUES (${id}, 'o1',
      ${tenant ? 'Tenant Payment' : 'Subscription Payment'}, ${tenant}, ${name}, NULL, 'M-PESA',
      'MPESA', 500000, ${description}, ${at}, '2026-01-01', ${`QK${id}`}, ${at})`.execute(db);
    await payment('x1', 't1', 'AMINA OTIENO', 'M-PESA paybill payment by AMINA, 0712345678');
    await payment('x2', 't1', 'Amina Otieno', 'Rent for January');
    await payment('x3', null, 'Acme', 'Subscription');
    for (const id of ['x1', 'x2']) {
      const parts = { depositCents: 0, waterCents: 0, serviceChargeCents: 0, otherCents: 0 };
      const entries = paymentEntries({
        id,
        tenantId: 't1',
        rentalId: null,
        amountCents: 500000,
        paidOn: '2026-01-01',
        ...parts,
      });
      await postEntries(db, 'o1', systemPoster, entries, new Date(at));
    }
    const moneyColumns = async () =>
      (await db.selectFrom('transactions').selectAll().orderBy('id').execute()).map(
        // The two columns that move; every other column must come through unchanged.
        ({ tenant_name: _name, description: _description, ...rest }: Record<string, unknown>) =>
          rest,
      );
    const before = await moneyColumns();
    const balance = await tenantBalance(db, 'o1', 't1');
    expect(balance).toBe(-1_000_000);

    await migrateToLatest(database.handle);

    expect(await moneyColumns()).toEqual(before);
    expect(await tenantBalance(db, 'o1', 't1')).toBe(balance);
    expect(
      (await paymentsOf(db, 'o1', 't1')).map((row) => [row.id, row.tenant_name, row.description]),
    ).toEqual([
      ['x1', 'AMINA OTIENO', 'M-PESA paybill payment by AMINA, 0712345678'],
      ['x2', 'Amina Otieno', 'Rent for January'],
    ]);
    const found = await findPayments(db, 'o1', '%acme%', 10, everyRental);
    expect(found.map((row) => [row.id, row.tenant_name])).toEqual([['x3', 'Acme']]);

    // Erasure now scrubs the texts beside the payments; the payments' rows stay whole.
    const rows = await db.selectFrom('transactions').selectAll().orderBy('id').execute();
    const touched = await scrubTenantDocuments(db, 'o1', 't1', {
      text: (value) => value.replace(/AMINA|0712345678/gi, '—'),
      newName: 'Former tenant #1',
    });
    expect([...touched]).toEqual(['payment_texts']);
    expect(await db.selectFrom('transactions').selectAll().orderBy('id').execute()).toEqual(rows);
    expect(
      (await paymentsOf(db, 'o1', 't1')).map((row) => [row.tenant_name, row.description]),
    ).toEqual([
      ['Former tenant #1', 'M-PESA paybill payment by —, —'],
      ['Former tenant #1', 'Rent for January'],
    ]);
  });
});

import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseAt, migrateUpTo, seedOldLandlord } from '../helpers/database-at.js';

// Before this release a payment typed by hand and reversed let go of its receipt number on its
// own row (the number was unique per organization there). After the upgrade the claims alone
// keep a number recorded once: the row carries its number again, the reversal says it freed it.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading to receipt numbers kept in the claims only (migration 0040)', () => {
  it('carries every payment and reversal forward, the freed number back on its payment', async () => {
    const database = await databaseAt('0038-payment-reversals');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    const payment = (id: string, reference: string | null) => sql`INSERT INTO transactions
      (id, organization_id, transaction_type, tenant_id, tenant_name, recorded_by,
      recorded_by_name, payment_mode, amount_cents, description, paid_at, paid_on,
      external_reference, created_at) VALUES (${id}, 'o1', 'Tenant Payment', NULL, 'Jane Doe',
      NULL, 'M-PESA', 'MPESA', 500000, 'Rent', ${at}, '2026-01-01', ${reference}, ${at})`;
    const reversal = (id: string, receipt: string | null) => sql`INSERT INTO payment_reversals
      (transaction_id, organization_id, reason, actor_type, actor_id, actor_name, reversed_on,
      receipt, replaced_by, created_at) VALUES (${id}, 'o1', 'Typed by mistake', 'owner', NULL,
      'Amina', '2026-01-02', ${receipt}, NULL, ${at})`;
    await payment('x1', null).execute(db); // typed by hand, reversed: its number was freed
    await reversal('x1', 'TYPO123456').execute(db);
    await payment('x2', 'KEPT123456').execute(db); // M-PESA's, reversed: kept its number
    await reversal('x2', 'KEPT123456').execute(db);
    await payment('x3', 'PLAIN12345').execute(db);
    await payment('x4', null).execute(db);
    const before = await db.selectFrom('transactions').selectAll().orderBy('id').execute();

    await migrateUpTo(database.handle, '0040-receipts-in-claims');

    const after = await db.selectFrom('transactions').selectAll().orderBy('id').execute();
    expect(after).toEqual(
      before.map((row) => (row.id === 'x1' ? { ...row, external_reference: 'TYPO123456' } : row)),
    );
    const reversals = await db
      .selectFrom('payment_reversals')
      .select(['transaction_id', 'receipt', 'receipt_freed'])
      .orderBy('transaction_id')
      .execute();
    expect(reversals.map((row) => ({ ...row, receipt_freed: Number(row.receipt_freed) }))).toEqual([
      { transaction_id: 'x1', receipt: 'TYPO123456', receipt_freed: 1 },
      { transaction_id: 'x2', receipt: 'KEPT123456', receipt_freed: 0 },
    ]);
    // The document no longer keeps the number unique: the claims do.
    await payment('x5', 'PLAIN12345').execute(db);
    expect(
      await db
        .selectFrom('transactions')
        .select('id')
        .where('external_reference', '=', 'PLAIN12345')
        .execute(),
    ).toHaveLength(2);
  });
});

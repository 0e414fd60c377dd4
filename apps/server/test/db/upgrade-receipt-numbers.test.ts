import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { claimReceipt } from '../../src/modules/ledger/receipt-claims.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// Before this release each table kept its own receipt numbers. After the upgrade every
// receipt already recorded (a payment's, an unallocated payment's, or both for an assigned
// one) is known under one key, and nothing can record it again.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading to one key for receipt numbers (migration 0017)', () => {
  it('carries every recorded receipt forward, once', async () => {
    const database = await databaseAt('0016-first-sign-in');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    const payment = (id: string, reference: string | null) => sql`INSERT INTO transactions
      (id, organization_id, transaction_type, tenant_id, tenant_name, recorded_by,
      recorded_by_name, payment_mode, amount_cents, description, paid_at, paid_on,
      external_reference, created_at) VALUES (${id}, 'o1', 'Tenant Payment', NULL, 'Jane Doe',
      NULL, 'M-PESA', 'MPESA', 500000, 'Rent', ${at}, '2026-01-01', ${reference}, ${at})`;
    const parked = (id: string, transId: string, assignedTo: string | null) => sql`INSERT INTO
      unallocated_payments (id, organization_id, trans_id, amount_cents, bill_ref, payer_name,
      paid_at, source, assigned_transaction_id, assigned_at, created_at) VALUES (${id}, 'o1',
      ${transId}, 500000, 'X9', 'JOHN', ${at}, 'c2b', ${assignedTo},
      ${assignedTo ? at : null}, ${at})`;
    await payment('x1', 'RKL51ZDR4F').execute(db);
    await payment('x2', null).execute(db);
    await payment('x3', 'QWE12RTY34').execute(db);
    await parked('u1', 'QWE12RTY34', 'x3').execute(db);
    await parked('u2', 'ZXC98VBN76', null).execute(db);

    await migrateToLatest(database.handle);

    const keys = await db
      .selectFrom('payment_receipts')
      .select(['organization_id', 'receipt'])
      .orderBy('receipt')
      .execute();
    expect(keys).toEqual([
      { organization_id: 'o1', receipt: 'QWE12RTY34' },
      { organization_id: 'o1', receipt: 'RKL51ZDR4F' },
      { organization_id: 'o1', receipt: 'ZXC98VBN76' },
    ]);
    const now = new Date();
    expect(await claimReceipt(db, 'o1', 'zxc98vbn76', now)).toBe(false);
    expect(await claimReceipt(db, 'o1', 'RKL51ZDR4F', now)).toBe(false);
    expect(await claimReceipt(db, 'o1', 'NEW1234567', now)).toBe(true);
  });
});

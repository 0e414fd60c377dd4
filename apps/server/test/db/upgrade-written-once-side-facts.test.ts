import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { invoicesOf, replacedBySql, setInvoiceMessage } from '../../src/modules/ledger/index.js';
import { databaseAt, migrateUpTo, seedOldLandlord, seedOldTenant } from '../helpers/database-at.js';

// Before this release a move wrote the replacement's id onto the reversal, and a held or late
// invoice SMS wrote its final text onto the invoice. After the upgrade both are rows of their
// own (decision 0062): existing moves still name their replacement, existing invoices still
// show the text they were sent with, and no payment, reversal or invoice row changes.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading to replacements and sent texts as rows of their own (migration 0059)', () => {
  it('carries every move and invoice text forward, the documents untouched', async () => {
    const database = await databaseAt('0056-payment-late-receipts');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db, { lastInvoiceNumber: 1 });
    await seedOldTenant(db, at);
    const payment = (id: string, reference: string | null) => sql`INSERT INTO transactions
      (id, organization_id, transaction_type, tenant_id, tenant_name, recorded_by,
      recorded_by_name, payment_mode, amount_cents, description, paid_at, paid_on,
      external_reference, created_at) VALUES (${id}, 'o1', 'Tenant Payment', 't1',
      'Amina Otieno', NULL, 'M-PESA', 'MPESA', 500000, 'Rent', ${at}, '2026-01-01',
      ${reference}, ${at})`;
    const reversal = (id: string, replacedBy: string | null) => sql`INSERT INTO payment_reversals
      (transaction_id, organization_id, reason, actor_type, actor_id, actor_name, reversed_on,
      receipt, receipt_freed, replaced_by, created_at) VALUES (${id}, 'o1', 'Wrong tenant',
      'owner', NULL, 'Amina', '2026-01-02', NULL, 0, ${replacedBy}, ${at})`;
    await payment('x1', null).execute(db); // moved: x2 replaced it
    await payment('x2', null).execute(db);
    await reversal('x1', 'x2').execute(db);
    await payment('x3', null).execute(db); // reversed, not moved
    await reversal('x3', null).execute(db);
    // The text the held SMS was released with, written onto the invoice by the old release.
    const released = 'Rent 8,000: pay to paybill 600966, account A1.';
    await sql`INSERT INTO invoices (id, organization_id, number, schedule_id, tenant_id,
      invoice_type, billing_date, months, invoice_date, amount_cents, message, created_at,
      due_date) VALUES ('i1', 'o1', 1, NULL, 't1', 'Rental Invoice Bill', '2026-01-01', 1,
      ${at}, 800000, ${released}, ${at}, '2026-01-05')`.execute(db);
    const documents = async () => ({
      transactions: await db.selectFrom('transactions').selectAll().orderBy('id').execute(),
      reversals: await db
        .selectFrom('payment_reversals')
        .selectAll()
        .orderBy('transaction_id')
        .execute(),
      invoices: await db.selectFrom('invoices').selectAll().orderBy('id').execute(),
    });
    const before = await documents();

    await migrateUpTo(database.handle, '0059-written-once-side-facts');

    expect(await documents()).toEqual(before);
    const moved = await db
      .selectFrom('transactions as x')
      .select(['x.id', replacedBySql('x.id').as('replaced_by')])
      .orderBy('x.id')
      .execute();
    expect(moved).toEqual([
      { id: 'x1', replaced_by: 'x2' },
      { id: 'x2', replaced_by: null },
      { id: 'x3', replaced_by: null },
    ]);
    expect((await invoicesOf(db, 'o1', 't1')).map((i) => i.message)).toEqual([released]);

    // From now on a later text is a new row the invoice shows; its row stays as it was.
    await setInvoiceMessage(db, 'o1', 'i1', 'Rent 8,000: KES 3,000 left.', new Date(at));
    expect((await invoicesOf(db, 'o1', 't1')).map((i) => i.message)).toEqual([
      'Rent 8,000: KES 3,000 left.',
    ]);
    expect(await documents()).toEqual(before);
    // Neither side table takes an update, on either database.
    await expect(
      db.updateTable('payment_replacements').set({ replaced_by: 'x3' }).execute(),
    ).rejects.toThrow(/payment_replacements: UPDATE refused/);
    await expect(
      db.updateTable('invoice_sent_messages').set({ message: '' }).execute(),
    ).rejects.toThrow(/invoice_sent_messages: UPDATE refused/);
  });
});

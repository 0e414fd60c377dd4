import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// Migration 0069 makes the SMS indexes of a bill, a receipt, a notice and a WhatsApp message
// hold only the messages that have one: a database of the release before keeps every message,
// a bill still has at most one SMS, and a message is still found by its WhatsApp id.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

const message = (id: string, invoiceId: string | null, whatsappId: string | null, at: string) =>
  sql`INSERT INTO sms_messages (id, organization_id, tenant_id, recipient_name, phone, text,
    parts, purpose, invoice_id, transaction_id, status, attempts, next_attempt_at, created_at,
    updated_at, channel, fallback, whatsapp_message_id) VALUES (${id}, 'o1', 't1', 'Amina Otieno',
    '+254712345678', 'Pay KES 500', 1, 'invoice', ${invoiceId}, NULL, 'sent', 1, ${at}, ${at},
    ${at}, ${whatsappId === null ? 'sms' : 'whatsapp'}, 0, ${whatsappId})`;

describe('upgrading to partial SMS indexes (migration 0069)', () => {
  it('keeps every message, one SMS per bill, and finds a WhatsApp message by its id', async () => {
    const database = await databaseAt('0068-payment-texts-by-organization');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db, { lastInvoiceNumber: 1 });
    await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
      lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
      opening_rent_balance_cents, opening_water_balance_cents, created_at, updated_at)
      VALUES ('t1', 'o1', 'r1', 'rt1', 'Amina', 'Otieno', '0712345678', 'A1', 'A1', 'M1', 'M1',
      0, 0, ${at}, ${at})`.execute(db);
    await sql`INSERT INTO invoices (id, organization_id, number, schedule_id, tenant_id,
      invoice_type, billing_date, months, invoice_date, amount_cents, message, created_at,
      due_date) VALUES ('i1', 'o1', 1, NULL, 't1', 'Rental Invoice Bill', '2026-02-01', 1,
      ${at}, 50000, 'Pay', ${at}, '2026-02-05')`.execute(db);
    await message('m1', 'i1', null, at).execute(db);
    await message('m2', null, 'wamid.old', at).execute(db);
    await message('m3', null, null, at).execute(db);

    await migrateToLatest(database.handle);

    const kept = db.selectFrom('sms_messages').select(['id', 'invoice_id']).orderBy('id');
    expect(await kept.execute()).toEqual([
      { id: 'm1', invoice_id: 'i1' },
      { id: 'm2', invoice_id: null },
      { id: 'm3', invoice_id: null },
    ]);
    // A second SMS for the bill is refused; messages of no bill are as many as there are.
    await expect(message('m4', 'i1', null, at).execute(db)).rejects.toThrow(/unique/i);
    await message('m5', null, null, at).execute(db);
    const byWhatsappId = await db
      .selectFrom('sms_messages')
      .select('id')
      .where('whatsapp_message_id', '=', 'wamid.old')
      .execute();
    expect(byWhatsappId).toEqual([{ id: 'm2' }]);
    expect(await kept.execute()).toHaveLength(4);
  });
});

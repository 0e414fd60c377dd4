import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '../../src/db/connection.js';
import { isPostgres } from '../../src/db/dialect.js';
import { databaseAt, seedOldLandlord, seedOldTenant } from '../helpers/database-at.js';

// Migration 0072 drops the three foreign keys that guarded rows never deleted (an invoice's
// and an SMS's organization, an SMS's invoice): a database of the release before keeps every
// invoice and SMS with its indexes, and the keys that guard something still refuse a tenant
// that does not exist and still clear a deleted tenant from their SMS.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

/** The foreign keys of `table`, as "column -> table" pairs, in column order. */
async function foreignKeys(db: Db, table: string): Promise<string[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ key: string }>`
      select a.attname || ' -> ' || c.confrelid::regclass::text as key
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.conrelid = ${table}::regclass
      order by a.attname`.execute(db);
    return rows.map((row) => row.key);
  }
  const { rows } = await sql<{ from: string; table: string }>`
    select "from", "table" from pragma_foreign_key_list(${table}) order by "from"`.execute(db);
  return rows.map((row) => `${row.from} -> ${row.table}`);
}

/** The names of `table`'s indexes. */
async function indexNames(db: Db, table: string): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`
        select indexname as name from pg_indexes where tablename = ${table} order by 1`.execute(db)
    : await sql<{ name: string }>`
        select name from sqlite_master where type = 'index' and tbl_name = ${table}
        order by 1`.execute(db);
  return rows.map((row) => row.name);
}

const invoice = (id: string, tenantId: string, number: number, at: string) =>
  sql`INSERT INTO invoices (id, organization_id, number, schedule_id, tenant_id, invoice_type,
    billing_date, months, invoice_date, amount_cents, message, created_at, due_date)
    VALUES (${id}, 'o1', ${number}, NULL, ${tenantId}, 'Rental Invoice Bill', '2026-02-01', 1,
    ${at}, 800000, 'Pay', ${at}, '2026-02-05')`;

const message = (id: string, tenantId: string, invoiceId: string | null, at: string) =>
  sql`INSERT INTO sms_messages (id, organization_id, tenant_id, recipient_name, phone, text,
    parts, purpose, invoice_id, transaction_id, status, attempts, next_attempt_at, created_at,
    updated_at, channel, fallback) VALUES (${id}, 'o1', ${tenantId}, 'Amina Otieno',
    '+254712345678', 'Pay KES 8,000', 1, 'invoice', ${invoiceId}, NULL, 'queued', 0, ${at},
    ${at}, ${at}, 'sms', 0)`;

describe('upgrading to the invoice run without its idle foreign keys (migration 0072)', () => {
  it('keeps every invoice and SMS, and the keys that guard something', async () => {
    const database = await databaseAt('0071-mpesa-settings-version');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db, { lastInvoiceNumber: 1 });
    await seedOldTenant(db, at);
    await invoice('i1', 't1', 1, at).execute(db);
    await message('m1', 't1', 'i1', at).execute(db);
    const invoiceIndexes = await indexNames(db, 'invoices');
    const smsIndexes = await indexNames(db, 'sms_messages');

    await migrateToLatest(database.handle);

    expect(await foreignKeys(db, 'invoices')).toEqual([
      'schedule_id -> invoice_schedules',
      'tenant_id -> tenants',
    ]);
    expect(await foreignKeys(db, 'sms_messages')).toEqual([
      'tenant_id -> tenants',
      'transaction_id -> transactions',
    ]);
    expect(await indexNames(db, 'invoices')).toEqual(invoiceIndexes);
    expect(await indexNames(db, 'sms_messages')).toEqual(smsIndexes);
    const invoices = db.selectFrom('invoices').select(['id', 'number', 'amount_cents']);
    expect(await invoices.execute()).toEqual([{ id: 'i1', number: 1, amount_cents: 800000 }]);
    const sms = db.selectFrom('sms_messages').select(['id', 'invoice_id', 'tenant_id']);
    expect(await sms.execute()).toEqual([{ id: 'm1', invoice_id: 'i1', tenant_id: 't1' }]);

    // An invoice or SMS of a tenant that does not exist is still refused.
    await expect(invoice('i2', 'nobody', 2, at).execute(db)).rejects.toThrow(/foreign key/i);
    await expect(message('m2', 'nobody', null, at).execute(db)).rejects.toThrow(/foreign key/i);
    // The unique bill of an SMS holds as before.
    await expect(message('m3', 't1', 'i1', at).execute(db)).rejects.toThrow(/unique/i);
    // A tenant deleted (one without books) is cleared from their messages.
    await message('m4', 't1', null, at).execute(db);
    await db.deleteFrom('sms_messages').where('id', '=', 'm1').execute();
    await db.deleteFrom('invoices').where('id', '=', 'i1').execute();
    await db.deleteFrom('tenants').where('id', '=', 't1').execute();
    const left = await db.selectFrom('sms_messages').select(['id', 'tenant_id']).execute();
    expect(left).toEqual([{ id: 'm4', tenant_id: null }]);
  });
});

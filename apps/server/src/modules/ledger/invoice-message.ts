import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import { isPostgres } from '../../db/dialect.js';

// The SMS text an invoice shows (decision 0062): the text it was written with
// (invoices.message), unless it was sent later with another (a held SMS released with the
// paybill filled in, a late SMS composed again). Those are rows of invoice_sent_messages,
// versions 1, 2, ... per invoice, never updated; the invoice's row stays as written. This file
// is the rule's one home: the write, and the SQL every read of an invoice's text goes through.

/**
 * Records the SMS text an invoice was finally sent with, in the caller's transaction: a new
 * version after the invoice's last. The text is not money: amounts and the journal stay.
 */
export async function setInvoiceMessage(
  trx: Db,
  organizationId: string,
  invoiceId: string,
  text: string,
  now: Date,
): Promise<void> {
  // Two senders of one invoice at once would both take the same next version, and one would
  // fail on the key: they take turns on the invoice's row (NO KEY UPDATE, so payments naming
  // the invoice go on meanwhile). SQLite runs one write transaction at a time.
  if (isPostgres(trx)) {
    await trx
      .selectFrom('invoices')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('id', '=', invoiceId)
      .forNoKeyUpdate()
      .execute();
  }
  await trx
    .insertInto('invoice_sent_messages')
    .columns(['organization_id', 'invoice_id', 'version', 'message', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('invoices as i')
        .select([
          'i.organization_id',
          'i.id',
          sql<number>`coalesce((select max(s.version) from invoice_sent_messages s
            where s.invoice_id = i.id), 0) + 1`.as('version'),
          eb.val(text).as('message'),
          eb.val(now.toISOString()).as('created_at'),
        ])
        .where('i.organization_id', '=', organizationId)
        .where('i.id', '=', invoiceId),
    )
    .execute();
}

/**
 * SQL: the SMS text of the invoice in `table` (a table name or an alias): the last it was sent
 * with, else the one it was written with. A correlated lookup by primary key, so it fits any
 * query without changing its FROM.
 */
export function invoiceMessageSql(table: string): RawBuilder<string> {
  return sql<string>`coalesce((select s.message from invoice_sent_messages s
    where s.invoice_id = ${sql.ref(`${table}.id`)} order by s.version desc limit 1),
    ${sql.ref(`${table}.message`)})`;
}

/** invoiceMessageSql selected under the name readers know: `message`. */
export function invoiceMessage(table: string) {
  return invoiceMessageSql(table).as('message');
}

/**
 * What an invoice's SMS is composed from (its number, kind, dates and schedule), for a text
 * composed again when the SMS goes out late. Undefined: no such invoice here.
 */
export function invoiceForMessage(db: Db, organizationId: string, invoiceId: string) {
  return db
    .selectFrom('invoices')
    .select([
      'number',
      'tenant_id',
      'invoice_type',
      'billing_date',
      'due_date',
      'description',
      'schedule_id',
    ])
    .where('organization_id', '=', organizationId)
    .where('id', '=', invoiceId)
    .executeTakeFirst();
}

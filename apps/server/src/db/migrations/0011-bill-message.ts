import { sql, type Kysely } from 'kysely';

// Both texts are written out: a migration keeps doing what it did when it shipped, whatever
// defaultInvoiceMessage becomes later.

/** The spec's default invoice message, which schedules kept unless the landlord edited it. */
const specDefault =
  'Dear {customername}, your {invoicetype} for {month} is KES {amount}. ' +
  'Please pay via MPESA paybill {paybill}, account number {housenumber}. Thank you.';

/** The default of issue 10: number, due date, total balance, where to pay and who bills. */
const billDefault =
  'Dear {customername}, invoice {invoicenumber} from {landlord}: {invoicetype} for {month}, ' +
  'KES {amount}, due {duedate}. Total balance KES {balance}. ' +
  'Pay via M-PESA paybill {paybill}, account {account}. Queries: {phone}.';

/**
 * Schedules still sending the spec's default message send the new default from now on: a bill
 * that says its number, due date, total balance and who bills. Messages a landlord edited are
 * theirs and stay as they are; invoices already sent keep the text they were sent with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE invoice_schedules SET message = ${billDefault}
    WHERE message = ${specDefault}`.execute(db);
}

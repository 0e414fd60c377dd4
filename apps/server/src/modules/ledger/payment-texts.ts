import { sql, type RawBuilder } from 'kysely';
import { insertRows } from '../../db/bulk-insert.js';
import type { Db } from '../../db/connection.js';
import { matchesPattern } from '../../lib/contains-pattern.js';

// A payment's personal text (who paid, the description) is a row of payment_texts beside the
// payment (migration 0067, decision 0078), so that erasure can scrub it without writing the
// payment. Reads take it by the payment's id, a correlated lookup by primary key, as
// shownReference does: it fits every query shape without changing its FROM.

/** What a payment's personal text is written with. */
export interface PaymentText {
  transactionId: string;
  organizationId: string;
  payerName: string;
  description: string;
}

/** Writes the texts of payments just inserted, in their transaction. */
export async function writePaymentTexts(trx: Db, texts: readonly PaymentText[]): Promise<void> {
  if (texts.length === 0) return;
  await insertRows(
    trx,
    'payment_texts',
    texts.map((text) => ({
      transaction_id: text.transactionId,
      organization_id: text.organizationId,
      payer_name: text.payerName.slice(0, 120),
      description: text.description.slice(0, 200),
    })),
  );
}

function textSql(table: string, column: 'payer_name' | 'description'): RawBuilder<string> {
  return sql<string>`coalesce((select ${sql.ref(`ptx.${column}`)} from payment_texts ptx
    where ptx.transaction_id = ${sql.ref(`${table}.id`)}), '')`;
}

/** Who paid, as the payment of `table` (a transactions alias) names them. */
export function payerNameSql(table: string): RawBuilder<string> {
  return textSql(table, 'payer_name');
}

/** payerNameSql selected as `tenant_name`, the name the payment's readers have always used. */
export function payerName(table: string) {
  return payerNameSql(table).as('tenant_name');
}

/** The description of the payment of `table` (a transactions alias), selected as such. */
export function paymentDescription(table: string) {
  return textSql(table, 'description').as('description');
}

/**
 * SQL: the payer of the payment in `table` matches `pattern` (a contains-pattern,
 * lib/contains-pattern.ts). The organization's payer names are read once, through their
 * organization's index (migration 0068), and matched as a set: not one lookup per payment.
 */
export function payerMatchesSql(
  table: string,
  organizationId: string,
  pattern: string,
): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(`${table}.id`)} in (select ptx.transaction_id
    from payment_texts ptx
    where ptx.organization_id = ${organizationId} and ${matchesPattern(sql.ref('ptx.payer_name'), pattern)})`;
}

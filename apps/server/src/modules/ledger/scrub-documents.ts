import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/** What erasure puts in place of a tenant's personal text. */
export interface DocumentScrub {
  /** The text with the tenant's name and phone taken out. */
  text: (value: string) => string;
  /** The name the tenant's payments carry from now on ("Former tenant #3"). */
  newName: string;
}

/** Free text on the tenant's money documents, which may quote their name or phone. */
const documentTexts = [
  ['invoices', 'description'],
  ['credit_notes', 'reason'],
  ['deposit_refunds', 'reference'],
] as const;

/**
 * Erasure of one tenant's personal text on the money documents (Kenya Data Protection Act):
 * descriptions, reasons, references, the payer's name and the SMS text invoices were sent with
 * (on the invoice, and any sent later: invoice_sent_messages). A payment's name and
 * description are rows of payment_texts beside it (decision 0078): the payment itself is not
 * written. Amounts, dates and ids stay, and no journal entry is touched (entries hold no
 * personal text), so the books add up as before. Returns the tables whose rows changed.
 */
export async function scrubTenantDocuments(
  trx: Db,
  organizationId: string,
  tenantId: string,
  scrub: DocumentScrub,
): Promise<Set<string>> {
  const touched = new Set<string>();
  for (const [table, column] of documentTexts) {
    const { rows } = await sql<{ id: string; value: string }>`
      select id, ${sql.ref(column)} as value from ${sql.table(table)}
      where organization_id = ${organizationId} and tenant_id = ${tenantId}`.execute(trx);
    for (const row of rows) {
      const value = scrub.text(row.value);
      if (value === row.value) continue;
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value}
        where id = ${row.id} and organization_id = ${organizationId}`.execute(trx);
      touched.add(table);
    }
  }
  await scrubBesidePayments(trx, organizationId, tenantId, scrub, touched);
  const messages = await trx
    .updateTable('invoices')
    .set({ message: '' })
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  if (Number(messages.numUpdatedRows) > 0) touched.add('invoices');
  // The texts the invoices were sent with later go too: the invoices show '' from now on.
  const sent = await trx
    .deleteFrom('invoice_sent_messages')
    .where('organization_id', '=', organizationId)
    .where('invoice_id', 'in', (eb) =>
      eb
        .selectFrom('invoices')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('tenant_id', '=', tenantId),
    )
    .executeTakeFirstOrThrow();
  if (Number(sent.numDeletedRows) > 0) touched.add('invoice_sent_messages');
  return touched;
}

/**
 * Free text kept beside the tenant's payments, by the payment's id: why a payment was reversed
 * (staff write it, and it may quote the tenant: "paid by Baraka's brother") and the payment's
 * own description (payment_texts, decision 0078).
 */
const besidePayments = [
  ['payment_reversals', 'reason'],
  ['payment_texts', 'description'],
] as const;

/**
 * The texts beside the tenant's payments lose the tenant's name and phone, and each payment
 * names its payer by the erased tenant's new name. No payment row is written.
 */
async function scrubBesidePayments(
  trx: Db,
  organizationId: string,
  tenantId: string,
  scrub: DocumentScrub,
  touched: Set<string>,
) {
  for (const [table, column] of besidePayments) {
    const { rows } = await sql<{ transaction_id: string; value: string }>`
      select s.transaction_id, ${sql.ref(`s.${column}`)} as value from ${sql.table(table)} s
      inner join transactions x on x.id = s.transaction_id
      where s.organization_id = ${organizationId} and x.tenant_id = ${tenantId}`.execute(trx);
    for (const row of rows) {
      const value = scrub.text(row.value);
      if (value === row.value) continue;
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value}
        where transaction_id = ${row.transaction_id}`.execute(trx);
      touched.add(table);
    }
  }
  const named = await trx
    .updateTable('payment_texts')
    .set({ payer_name: scrub.newName })
    .where('organization_id', '=', organizationId)
    .where('payer_name', '<>', scrub.newName)
    .where('transaction_id', 'in', (eb) =>
      eb
        .selectFrom('transactions')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('tenant_id', '=', tenantId),
    )
    .executeTakeFirstOrThrow();
  if (Number(named.numUpdatedRows) > 0) touched.add('payment_texts');
}

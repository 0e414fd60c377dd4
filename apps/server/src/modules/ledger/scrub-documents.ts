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
  await scrubReversalReasons(trx, organizationId, tenantId, scrub, touched);
  await scrubPaymentTexts(trx, organizationId, tenantId, scrub, touched);
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
 * Why the tenant's payments were reversed: staff write it, but it may quote the tenant's name
 * or phone ("paid by Baraka's brother"), so it is scrubbed as a credit note's reason is.
 */
async function scrubReversalReasons(
  trx: Db,
  organizationId: string,
  tenantId: string,
  scrub: DocumentScrub,
  touched: Set<string>,
) {
  const rows = await trx
    .selectFrom('payment_reversals as r')
    .innerJoin('transactions as x', 'x.id', 'r.transaction_id')
    .select(['r.transaction_id', 'r.reason'])
    .where('r.organization_id', '=', organizationId)
    .where('x.tenant_id', '=', tenantId)
    .execute();
  for (const row of rows) {
    const reason = scrub.text(row.reason);
    if (reason === row.reason) continue;
    await trx
      .updateTable('payment_reversals')
      .set({ reason })
      .where('transaction_id', '=', row.transaction_id)
      .execute();
    touched.add('payment_reversals');
  }
}

/**
 * The payer's name and description of each of the tenant's payments: the name becomes the
 * erased tenant's new one, the description loses the name and phone it may quote.
 */
async function scrubPaymentTexts(
  trx: Db,
  organizationId: string,
  tenantId: string,
  scrub: DocumentScrub,
  touched: Set<string>,
) {
  const rows = await trx
    .selectFrom('payment_texts as p')
    .innerJoin('transactions as x', 'x.id', 'p.transaction_id')
    .select(['p.transaction_id', 'p.payer_name', 'p.description'])
    .where('p.organization_id', '=', organizationId)
    .where('x.tenant_id', '=', tenantId)
    .execute();
  for (const row of rows) {
    const description = scrub.text(row.description);
    if (row.payer_name === scrub.newName && description === row.description) continue;
    await trx
      .updateTable('payment_texts')
      .set({ payer_name: scrub.newName, description })
      .where('transaction_id', '=', row.transaction_id)
      .execute();
    touched.add('payment_texts');
  }
}

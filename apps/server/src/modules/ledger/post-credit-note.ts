import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import type { Actor } from '../auth/actor.js';

export interface NewCreditNote {
  tenantId: string;
  invoiceId: string;
  amountCents: number;
  reason: string;
}

/**
 * The one way a charge is forgiven (a waived late fee): a credit note tied to its invoice, in
 * the caller's transaction. At most one per invoice, decided by the unique key: returns false
 * when the invoice already has one and nothing was written.
 */
export async function postCreditNote(
  trx: Db,
  actor: Actor,
  note: NewCreditNote,
  now: Date,
): Promise<{ id: string; inserted: boolean }> {
  const id = randomUUID();
  const inserted = await trx
    .insertInto('credit_notes')
    .values({
      id,
      organization_id: actor.organizationId,
      tenant_id: note.tenantId,
      invoice_id: note.invoiceId,
      amount_cents: note.amountCents,
      reason: note.reason,
      created_by: actor.userId,
      created_by_name: actor.name,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('invoice_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return { id, inserted: inserted !== undefined };
}

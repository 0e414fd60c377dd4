import { randomUUID } from 'node:crypto';
import type { CreditNoteKind } from '@rental/shared/ledger-kinds';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Actor } from '../auth/actor.js';

export interface NewCreditNote {
  tenantId: string;
  kind: CreditNoteKind;
  /** The invoice it forgives; null: it settles the oldest charges, as a payment does. */
  invoiceId: string | null;
  amountCents: number;
  reason: string;
}

/**
 * The one way rent is credited other than by a payment (a waived late fee, a correction, a
 * deposit deduction at move-out), in the caller's transaction. A waiver is once per invoice,
 * decided by the unique key (credit_notes_waiver_key): `inserted` is false when the invoice
 * already has one and nothing was written.
 */
export async function postCreditNote(
  trx: Db,
  actor: Actor,
  note: NewCreditNote,
  now: Date,
): Promise<{ id: string; inserted: boolean }> {
  const id = randomUUID();
  let insert = trx.insertInto('credit_notes').values({
    id,
    organization_id: actor.organizationId,
    tenant_id: note.tenantId,
    kind: note.kind,
    invoice_id: note.invoiceId,
    amount_cents: note.amountCents,
    reason: note.reason,
    created_by: actor.userId,
    created_by_name: actor.name,
    created_at: now.toISOString(),
  });
  if (note.kind === 'waiver') {
    // The partial index's own predicate, as a literal, so both databases match it.
    insert = insert.onConflict((oc) =>
      oc.column('invoice_id').where(sql.ref('kind'), '=', sql.lit('waiver')).doNothing(),
    );
  }
  const inserted = await insert.returning('id').executeTakeFirst();
  return { id, inserted: inserted !== undefined };
}

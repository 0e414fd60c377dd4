import { randomUUID } from 'node:crypto';
import { nairobiDate } from '@rental/shared/dates';
import type { DepositDeductionReason } from '@rental/shared/enums';
import {
  journalBucketOf,
  oncePerInvoiceCreditNoteKinds,
  type CreditNoteKind,
} from '@rental/shared/ledger-kinds';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Actor } from '../access/index.js';
import { postEntries, type NewEntry } from './journal.js';

export interface NewCreditNote {
  tenantId: string;
  kind: CreditNoteKind;
  /** The invoice it forgives; null: it settles the oldest charges, as a payment does. */
  invoiceId: string | null;
  amountCents: number;
  reason: string;
  /** The Nairobi day it counts from (its month must be open); today when not given. */
  effectiveOn?: string;
  /** A deposit deduction's reason: what the deposit money was kept for. */
  deductionReason?: DepositDeductionReason;
}

/**
 * The one way rent is credited other than by a payment (a waived late fee, a correction, a
 * deposit deduction at move-out, rent reversed after a move-out) with its journal entries, in
 * the caller's transaction. A waiver and a move-out credit are once per invoice, decided by
 * the unique keys (credit_notes_waiver_key, credit_notes_move_out_key): `inserted` is false
 * when the invoice already has one and nothing was written.
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
    effective_on: note.effectiveOn ?? null,
    deduction_reason: note.deductionReason ?? null,
  });
  const once = oncePerInvoiceCreditNoteKinds.find((kind) => kind === note.kind);
  if (once) {
    // The partial index's own predicate, as a literal, so both databases match it.
    insert = insert.onConflict((oc) =>
      oc.column('invoice_id').where(sql.ref('kind'), '=', sql.lit(once)).doNothing(),
    );
  }
  const inserted = await insert.returning('id').executeTakeFirst();
  if (inserted) await postCreditNoteEntries(trx, actor, id, note, now);
  return { id, inserted: inserted !== undefined };
}

/**
 * Its rent-side credit, in the bucket of the invoice it forgives (rent when untied); a deposit
 * deduction also uses up as much of the deposit held.
 */
async function postCreditNoteEntries(
  trx: Db,
  actor: Actor,
  id: string,
  note: NewCreditNote,
  now: Date,
) {
  const invoice = note.invoiceId
    ? await trx
        .selectFrom('invoices')
        .select('invoice_type')
        .where('organization_id', '=', actor.organizationId)
        .where('id', '=', note.invoiceId)
        .executeTakeFirst()
    : undefined;
  const entry = {
    tenantId: note.tenantId,
    kind: note.kind,
    effectiveOn: note.effectiveOn ?? nairobiDate(now),
    sourceType: 'credit_note' as const,
    sourceId: id,
  };
  const entries: NewEntry[] = [
    {
      ...entry,
      bucket: (invoice && journalBucketOf(invoice.invoice_type)) || 'rent',
      amountCents: -note.amountCents,
    },
  ];
  if (note.kind === 'deposit_deduction') {
    entries.push({ ...entry, bucket: 'deposit', amountCents: note.amountCents });
  }
  await postEntries(trx, actor.organizationId, actor, entries, now);
}

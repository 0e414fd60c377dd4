import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import { isPostgres } from '../../db/dialect.js';
import { pickedOnce } from '../../db/queue-claims.js';
import type { EtimsTransmissionsTable } from '../../db/types.js';
import type { SaleFigures } from './rent-sale.js';

/**
 * The eTIMS queue (docs/decisions/0060-etims-device-and-settings.md): one row per invoice or
 * credit note, numbered once, claimed by one sender at a time like the SMS outbox. Each
 * outcome write is guarded by the claim.
 */
export type TransmissionRow = Selectable<EtimsTransmissionsTable>;

export type QueuedDocument =
  | { kind: 'sale'; invoiceId: string }
  | { kind: 'refund'; creditNoteId: string; originalNumber: number };

/**
 * Queues a document in the caller's transaction (the one that posts it). Its number is taken
 * from the organization's settings row by one UPDATE (a row lock on PostgreSQL, the single
 * writer on SQLite), so two documents never share one; a document already queued is not
 * numbered again (the unique keys on invoice_id and credit_note_id stay the last word).
 * Undefined when the organization has no eTIMS settings or the document is queued already.
 */
export async function queueTransmission(
  trx: Db,
  organizationId: string,
  document: QueuedDocument,
  id: string,
  now: string,
): Promise<number | undefined> {
  const column = document.kind === 'sale' ? 'invoice_id' : 'credit_note_id';
  const documentId = document.kind === 'sale' ? document.invoiceId : document.creditNoteId;
  const numbered = await trx
    .updateTable('etims_settings')
    .set((eb) => ({ last_document_number: eb('last_document_number', '+', 1) }))
    .where('organization_id', '=', organizationId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('etims_transmissions')
            .select('id')
            .where('organization_id', '=', organizationId)
            .where(column, '=', documentId),
        ),
      ),
    )
    .returning('last_document_number')
    .executeTakeFirst();
  if (!numbered) return undefined;
  const inserted = await trx
    .insertInto('etims_transmissions')
    .values({
      id,
      organization_id: organizationId,
      kind: document.kind,
      invoice_id: document.kind === 'sale' ? document.invoiceId : null,
      credit_note_id: document.kind === 'refund' ? document.creditNoteId : null,
      document_number: numbered.last_document_number,
      original_number: document.kind === 'refund' ? document.originalNumber : null,
      status: 'queued',
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['organization_id', column]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows) > 0 ? numbered.last_document_number : undefined;
}

export interface TransmissionClaim {
  /** Unique per drain: only its holder may write the outcome. */
  token: string;
  now: string;
  leaseUntil: string;
  limit: number;
}

/**
 * Takes up to `limit` due rows in one statement. PostgreSQL: FOR UPDATE SKIP LOCKED makes
 * concurrent senders take disjoint rows without waiting; SQLite's one writer makes the single
 * UPDATE ... RETURNING atomic as it is.
 */
export function claimDueTransmissions(db: Db, claim: TransmissionClaim) {
  let due = db
    .selectFrom('etims_transmissions')
    .select('id')
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', claim.now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(claim.limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  return db
    .updateTable('etims_transmissions')
    .set({
      status: 'sending',
      claimed_by: claim.token,
      claimed_until: claim.leaseUntil,
      updated_at: claim.now,
    })
    .where(pickedOnce(db, due))
    .returningAll()
    .execute();
}

/**
 * A row still 'sending' after its lease ran out belonged to a sender that died mid-call. Unlike
 * an SMS it is queued again at once: it goes with the same document number, and KRA issues
 * one receipt per number, so sending it again cannot make a second sale.
 */
export async function requeueInterrupted(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('etims_transmissions')
    .set({ status: 'queued', claimed_by: null, claimed_until: null, updated_at: now })
    .where('status', '=', 'sending')
    .where('claimed_until', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

function held(db: Db, token: string, id: string) {
  return db
    .updateTable('etims_transmissions')
    .where('id', '=', id)
    .where('claimed_by', '=', token)
    .where('status', '=', 'sending');
}

const released = { claimed_by: null, claimed_until: null } as const;

export interface KraReceipt {
  controlNumber: string;
  signature: string;
  internalData: string;
  kraTime: string;
  qrUrl: string | null;
}

/**
 * KRA's receipt for the document: sent, for good. The figures of the payload KRA took are
 * kept with it, so the report shows what KRA received whatever changes after (decision 0069).
 */
export async function markTransmitted(
  db: Db,
  token: string,
  id: string,
  receipt: KraReceipt,
  sent: SaleFigures,
  now: string,
) {
  await held(db, token, id)
    .set((eb) => ({
      status: 'sent',
      control_number: receipt.controlNumber,
      signature: receipt.signature,
      internal_data: receipt.internalData,
      kra_time: receipt.kraTime,
      qr_url: receipt.qrUrl,
      tax_type: sent.taxType,
      taxable_cents: sent.taxableCents,
      vat_cents: sent.vatCents,
      total_cents: sent.totalCents,
      error: null,
      attempts: eb('attempts', '+', 1),
      ...released,
      updated_at: now,
    }))
    .execute();
}

/** Not taken this time: queued again for `nextAttemptAt` (same number), or failed for good. */
export async function markAttemptFailed(
  db: Db,
  token: string,
  id: string,
  outcome: { error: string; nextAttemptAt: string | null },
  now: string,
) {
  await held(db, token, id)
    .set((eb) => ({
      status: outcome.nextAttemptAt ? 'queued' : 'failed',
      next_attempt_at: outcome.nextAttemptAt ?? now,
      error: outcome.error,
      attempts: eb('attempts', '+', 1),
      ...released,
      updated_at: now,
    }))
    .execute();
}

/** Claimed but not tried (the sender is stopping, or its lease is nearly out): as they were. */
export async function releaseUntried(db: Db, token: string, ids: string[], now: string) {
  if (ids.length === 0) return;
  await db
    .updateTable('etims_transmissions')
    .set({ status: 'queued', ...released, updated_at: now })
    .where('id', 'in', ids)
    .where('claimed_by', '=', token)
    .where('status', '=', 'sending')
    .execute();
}

/** The documents of these ids already queued (any status). */
export async function queuedDocumentIds(
  db: Db,
  organizationId: string,
  column: 'invoice_id' | 'credit_note_id',
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('etims_transmissions')
    .select(column)
    .where('organization_id', '=', organizationId)
    .where(column, 'in', ids)
    .execute();
  return new Set(rows.map((row) => row[column] as string));
}

/** The numbers the invoices' sales were queued under (a refund names its sale's). */
export async function saleNumbersOf(
  db: Db,
  organizationId: string,
  invoiceIds: string[],
): Promise<Map<string, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('etims_transmissions')
    .select(['invoice_id', 'document_number'])
    .where('organization_id', '=', organizationId)
    .where('kind', '=', 'sale')
    .where('invoice_id', 'in', invoiceIds)
    .execute();
  return new Map(rows.map((row) => [row.invoice_id as string, Number(row.document_number)]));
}

/**
 * A failed document queued again by the owner, with the same number (KRA keeps one receipt
 * per number) and a fresh round of attempts. Only a failed one: true when this call did it.
 */
export async function requeueFailed(db: Db, organizationId: string, id: string, now: string) {
  const result = await db
    .updateTable('etims_transmissions')
    .set({ status: 'queued', attempts: 0, next_attempt_at: now, error: null, updated_at: now })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findTransmission(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('etims_transmissions')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * How many of the organization's documents KRA did not take and wait for the owner (failed),
 * and the newest such failure: the bell's line (a retry or a new failure changes it).
 */
export async function failedTransmissionTally(db: Db, organizationId: string) {
  const row = await db
    .selectFrom('etims_transmissions')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('updated_at').as('latest')])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), latest: row?.latest ?? null };
}

/** Where a page of transmissions ended: the last row's queueing instant and number. */
export interface TransmissionCursor {
  createdAt: string;
  documentNumber: number;
}

/**
 * The organization's transmissions queued within [from, to), newest first (by queueing, then
 * number: one round of the job queues many at one instant); `before` and `limit` make a page.
 */
export function transmissionsBetween(
  db: Db,
  organizationId: string,
  filter: {
    from?: string;
    to?: string;
    statuses?: TransmissionRow['status'][];
    before?: TransmissionCursor;
    limit?: number;
  },
) {
  let query = db
    .selectFrom('etims_transmissions')
    .selectAll()
    .where('organization_id', '=', organizationId);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.to) query = query.where('created_at', '<', filter.to);
  if (filter.statuses) query = query.where('status', 'in', filter.statuses);
  const { before } = filter;
  if (before) {
    query = query.where(
      sql<boolean>`(created_at, document_number) < (${before.createdAt}, ${before.documentNumber})`,
    );
  }
  if (filter.limit) query = query.limit(filter.limit);
  return query.orderBy('created_at', 'desc').orderBy('document_number', 'desc').execute();
}

/** The transmission rows of these invoices (their sales), for the invoice answers. */
export function salesOfInvoices(db: Db, organizationId: string, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('etims_transmissions')
    .select(['invoice_id', 'status', 'control_number', 'signature', 'qr_url'])
    .where('organization_id', '=', organizationId)
    .where('kind', '=', 'sale')
    .where('invoice_id', 'in', invoiceIds)
    .execute();
}

/** Ids per statement: well under both databases' limit on bound parameters. */
const idsPerRead = 500;

/** The transmissions of these invoices and credit notes (any status), read in chunks. */
export async function transmissionsOfDocuments(
  db: Db,
  organizationId: string,
  ids: { invoiceIds: string[]; creditNoteIds: string[] },
): Promise<TransmissionRow[]> {
  const rows: TransmissionRow[] = [];
  const read = async (column: 'invoice_id' | 'credit_note_id', all: string[]) => {
    for (let start = 0; start < all.length; start += idsPerRead) {
      const chunk = all.slice(start, start + idsPerRead);
      rows.push(
        ...(await db
          .selectFrom('etims_transmissions')
          .selectAll()
          .where('organization_id', '=', organizationId)
          .where(column, 'in', chunk)
          .execute()),
      );
    }
  };
  await read('invoice_id', ids.invoiceIds);
  await read('credit_note_id', ids.creditNoteIds);
  return rows;
}

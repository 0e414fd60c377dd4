import { addCalendarMonths, nairobiDayStart } from '@rental/shared/dates';
import { errorMessages } from '@rental/shared/error-messages';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { msg } from '@rental/shared/message-catalogue';
import type {
  EtimsTransmission,
  etimsTransmissionsQuerySchema,
} from '@rental/shared/schemas/etims';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { decodePageCursor, encodePageCursor } from '../../lib/page-cursor.js';
import { requirePermission, type Actor } from '../access/index.js';
import { recordActivity } from '../activity/index.js';
import { documentsByIds } from '../ledger/index.js';
import type { EtimsDeps } from './settings-service.js';
import {
  findTransmission,
  salesOfInvoices,
  requeueFailed,
  transmissionsBetween,
  type TransmissionCursor,
  type TransmissionRow,
} from './transmissions-repository.js';

/** 'sending' is a claim in progress: to the owner it is still queued. */
const statusOf = (row: TransmissionRow) => (row.status === 'sending' ? 'queued' : row.status);

/** The rows as the API answers them, with their invoices' numbers (read through the ledger). */
async function present(
  deps: EtimsDeps,
  organizationId: string,
  rows: TransmissionRow[],
): Promise<EtimsTransmission[]> {
  const creditNoteIds = rows.flatMap((row) => (row.credit_note_id ? [row.credit_note_id] : []));
  const { creditNotes } = await documentsByIds(deps.db, organizationId, {
    invoiceIds: [],
    creditNoteIds,
  });
  const creditedInvoice = new Map(creditNotes.map((note) => [note.id, note.invoiceId]));
  const invoiceIdOf = (row: TransmissionRow) =>
    row.invoice_id ??
    (row.credit_note_id ? (creditedInvoice.get(row.credit_note_id) ?? null) : null);
  const invoiceIds = [...new Set(rows.flatMap((row) => invoiceIdOf(row) ?? []))];
  const { invoices } = await documentsByIds(deps.db, organizationId, {
    invoiceIds,
    creditNoteIds: [],
  });
  const numberOf = new Map(invoices.map((invoice) => [invoice.id, invoice.number]));
  return rows.map((row) => {
    const invoiceid = invoiceIdOf(row);
    const number = invoiceid ? numberOf.get(invoiceid) : undefined;
    return {
      id: row.id,
      kind: row.kind,
      invoiceid,
      invoicenumber: number === undefined ? null : invoiceNumberLabel(number),
      creditnoteid: row.credit_note_id,
      status: statusOf(row),
      controlnumber: row.control_number,
      signature: row.signature,
      qrurl: row.qr_url,
      error: row.error,
      attempts: Number(row.attempts),
      documentnumber: Number(row.document_number),
      createdat: row.created_at,
    };
  });
}

/** A page's cursor: the last row's queueing instant and number, opaque to clients. */
const numberKey = /^\d{1,15}$/;
const cursorOf = (row: TransmissionRow) =>
  encodePageCursor({ at: row.created_at, id: String(row.document_number) });

function beforeOf(cursor: string | undefined): TransmissionCursor | undefined {
  if (!cursor) return undefined;
  const { at, id } = decodePageCursor(cursor, 'cursor');
  if (!numberKey.test(id)) {
    const message = msg('error.pageLinkInvalid');
    throw new AppError('validation', message, { cursor: message });
  }
  return { createdAt: at, documentNumber: Number(id) };
}

/**
 * GET /api/etims/transmissions: what was queued in a Nairobi month (or every month), newest
 * first; with `limit`, a page and the cursor of the next (null on the last).
 */
export async function listTransmissions(
  deps: EtimsDeps,
  actor: Actor,
  query: z.output<typeof etimsTransmissionsQuerySchema>,
): Promise<{ transmissions: EtimsTransmission[]; nextcursor: string | null }> {
  requirePermission(actor, 'etims.setup', errorMessages.etimsOwnerOnly);
  const first = query.month ? `${query.month}-01` : undefined;
  const statuses: TransmissionRow['status'][] | undefined =
    query.status === 'queued' ? ['queued', 'sending'] : query.status ? [query.status] : undefined;
  const rows = await transmissionsBetween(deps.db, actor.organizationId, {
    from: first ? nairobiDayStart(first) : undefined,
    to: first ? nairobiDayStart(addCalendarMonths(first, 1)) : undefined,
    statuses,
    before: beforeOf(query.cursor),
    limit: query.limit,
  });
  const last = rows.at(-1);
  return {
    transmissions: await present(deps, actor.organizationId, rows),
    nextcursor: query.limit && last && rows.length === query.limit ? cursorOf(last) : null,
  };
}

/**
 * POST /api/etims/transmissions/{id}/retry: a failed document goes back to the queue under
 * its number, logged with the actor in the same transaction. Anything not failed is 409.
 */
export async function retryTransmission(
  deps: EtimsDeps,
  actor: Actor,
  id: string,
): Promise<EtimsTransmission> {
  requirePermission(actor, 'etims.setup', errorMessages.etimsOwnerOnly);
  const { organizationId } = actor;
  const at = deps.clock();
  const before = await findTransmission(deps.db, organizationId, id);
  if (!before) throw notFound('eTIMS transmission');
  const [named] = await present(deps, organizationId, [before]);
  const row = await deps.db.transaction().execute(async (trx) => {
    // The status is decided by the update itself: two retries at once queue it once.
    if (!(await requeueFailed(trx, organizationId, id, at.toISOString()))) {
      throw new AppError('conflict', errorMessages.etimsRetryNotFailed);
    }
    const entry = {
      kind: 'etims_retried',
      entity: 'etims_transmission',
      entityId: id,
      details: {
        document: named?.invoicenumber ?? `#${before.document_number}`,
        number: Number(before.document_number),
        error: before.error ?? '',
      },
    } as const;
    await recordActivity(trx, actor, entry, at);
    return (await findTransmission(trx, organizationId, id)) as TransmissionRow;
  });
  const [shown] = await present(deps, organizationId, [row]);
  return shown as EtimsTransmission;
}

export type InvoiceEtims = {
  status: 'queued' | 'sent' | 'failed';
  controlnumber: string | null;
  signature: string | null;
  qrurl: string | null;
};

/** Each invoice's sale at KRA (null: not for KRA), for the invoice answers. */
export async function etimsOfInvoices(
  deps: Pick<EtimsDeps, 'db'>,
  organizationId: string,
  invoiceIds: string[],
): Promise<Map<string, InvoiceEtims>> {
  const rows = await salesOfInvoices(deps.db, organizationId, invoiceIds);
  return new Map(
    rows.map((row) => [
      row.invoice_id as string,
      {
        status: row.status === 'sending' ? 'queued' : row.status,
        controlnumber: row.control_number,
        signature: row.signature,
        qrurl: row.qr_url,
      },
    ]),
  );
}

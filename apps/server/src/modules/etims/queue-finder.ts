import { randomUUID } from 'node:crypto';
import type { CreditNoteKind } from '@rental/shared/ledger-kinds';
import type { Db } from '../../db/connection.js';
import {
  creditNotesPostedSince,
  invoicesPostedSince,
  type DocumentCursor,
  type PostedSince,
} from '../ledger/index.js';
import { transmittedInvoiceTypes } from './rent-sale.js';
import type { EtimsSettingsRow } from './settings-repository.js';
import type { EtimsDeps } from './settings-service.js';
import { queuedDocumentIds, queueTransmission, saleNumbersOf } from './transmissions-repository.js';

/**
 * Queueing (decision 0063): the posting code knows nothing of eTIMS. This job reads the
 * documents posted since it last looked, through the ledger's face, and queues those of the
 * chosen tenants, once: queueTransmission numbers a document only if it has no row yet, under
 * the settings row's lock, and the unique keys have the last word. It looks again an hour
 * back from where it stopped, so a posting that committed after the job passed its time is
 * still found; what is queued already is skipped.
 */
export const lookBackMs = 60 * 60_000;
const pageSize = 500;

/** Credit notes sent as refunds of their invoice's sale: not a deposit deduction. */
export const refundKinds: readonly CreditNoteKind[] = ['waiver', 'correction', 'move_out_credit'];

/** Queues what each organization with an initialised device posted; answers how many. */
export async function queuePostedDocuments(deps: EtimsDeps): Promise<number> {
  const organizations = await deps.db
    .selectFrom('etims_settings')
    .selectAll()
    .where('cmc_key_encrypted', 'is not', null)
    .where('transmit_from', 'is not', null)
    .execute();
  let queued = 0;
  for (const settings of organizations) queued += await queueForOrganization(deps, settings);
  return queued;
}

function startOf(settings: EtimsSettingsRow): string {
  const from = settings.transmit_from as string;
  if (!settings.queued_through) return from;
  const back = new Date(Date.parse(settings.queued_through) - lookBackMs).toISOString();
  return back > from ? back : from;
}

async function chosenTenants(db: Db, settings: EtimsSettingsRow, tenantIds: string[]) {
  if (tenantIds.length === 0) return new Set<string>();
  let query = db.selectFrom('tenants').select('id').where('id', 'in', tenantIds);
  query = query.where('organization_id', '=', settings.organization_id);
  if (settings.scope === 'business') {
    query = query.where('kind', '=', 'business').where('kra_pin', 'is not', null);
  }
  return new Set((await query.execute()).map((row) => row.id));
}

async function pages<T extends DocumentCursor>(
  since: string,
  read: (page: PostedSince) => Promise<T[]>,
  each: (rows: T[]) => Promise<void>,
) {
  let after: DocumentCursor | undefined;
  for (;;) {
    const rows = await read({ since, after, limit: pageSize });
    if (rows.length > 0) await each(rows);
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1];
  }
}

async function queueForOrganization(deps: EtimsDeps, settings: EtimsSettingsRow) {
  const { db } = deps;
  const organizationId = settings.organization_id;
  const lookedAt = deps.clock().toISOString();
  const since = startOf(settings);
  let queued = 0;
  const queue = async (documents: Parameters<typeof queueTransmission>[2][]) => {
    if (documents.length === 0) return;
    await db.transaction().execute(async (trx) => {
      for (const document of documents) {
        const number = await queueTransmission(
          trx,
          organizationId,
          document,
          randomUUID(),
          lookedAt,
        );
        if (number !== undefined) queued += 1;
      }
    });
  };
  // Invoices first: a credit note needs its invoice's number.
  await pages(
    since,
    (page) => invoicesPostedSince(db, organizationId, transmittedInvoiceTypes, page),
    async (invoices) => {
      const ids = invoices.map((invoice) => invoice.id);
      const known = await queuedDocumentIds(db, organizationId, 'invoice_id', ids);
      const fresh = invoices.filter((invoice) => !known.has(invoice.id));
      const chosen = await chosenTenants(db, settings, [...new Set(fresh.map((i) => i.tenantId))]);
      await queue(
        fresh
          .filter((invoice) => chosen.has(invoice.tenantId))
          .map((invoice) => ({ kind: 'sale' as const, invoiceId: invoice.id })),
      );
    },
  );
  // A refund goes with its sale: only for an invoice that was queued, whoever is chosen now.
  await pages(
    since,
    (page) => creditNotesPostedSince(db, organizationId, refundKinds, page),
    async (notes) => {
      const ids = notes.map((note) => note.id);
      const known = await queuedDocumentIds(db, organizationId, 'credit_note_id', ids);
      const fresh = notes.filter((note) => !known.has(note.id));
      const sales = await saleNumbersOf(
        db,
        organizationId,
        fresh.map((note) => note.invoiceId as string),
      );
      await queue(
        fresh.flatMap((note) => {
          const originalNumber = sales.get(note.invoiceId as string);
          if (originalNumber === undefined) return [];
          return [{ kind: 'refund' as const, creditNoteId: note.id, originalNumber }];
        }),
      );
    },
  );
  // Only forward: another job that looked later keeps its later mark.
  await db
    .updateTable('etims_settings')
    .set({ queued_through: lookedAt })
    .where('organization_id', '=', organizationId)
    .where((eb) => eb.or([eb('queued_through', 'is', null), eb('queued_through', '<', lookedAt)]))
    .execute();
  return queued;
}

import { randomUUID } from 'node:crypto';
import { nairobiDate } from '@rental/shared/dates';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import { EtimsError, saveSale } from '../../integrations/etims/oscu-client.js';
import { stopRequested } from '../../lib/stop-signal.js';
import { documentsByIds, type PostedCreditNote, type PostedInvoice } from '../ledger/index.js';
import { openTenantIdentity } from '../tenants/index.js';
import { connectionOf, deviceKeyOf } from './device-service.js';
import { registerItemsOf } from './item-registration.js';
import { forgetItems, itemDevice } from './items-repository.js';
import { buildSale, figuresSent, receiptQrUrl, type SaleDocument } from './rent-sale.js';
import { findEtimsSettings, type EtimsSettingsRow } from './settings-repository.js';
import type { EtimsDeps } from './settings-service.js';
import { transmissionOutcome } from './transmission-outcome.js';
import {
  claimDueTransmissions,
  markAttemptFailed,
  markTransmitted,
  releaseUntried,
  requeueInterrupted,
  type TransmissionRow,
} from './transmissions-repository.js';

/**
 * Sending the eTIMS queue: due rows are claimed (one sender each, with a lease), sent in
 * number order per organization, and each outcome written by the claim's holder
 * (transmission-outcome.ts says when a row is tried again). A row keeps its number for good,
 * so a second try is never a second sale. A sender stops starting requests before its lease
 * could run out, and puts what it did not try back.
 */
const defaultLimit = 100;
const defaultLeaseMs = 10 * 60_000;
/** Who the records at KRA say registered the sale (regrNm, modrNm). */
const sellerSystem = 'Rental Manager';

export interface TransmissionDrain {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

export async function drainTransmissions(
  deps: EtimsDeps,
  options: { limit?: number; leaseMs?: number; signal?: AbortSignal } = {},
): Promise<TransmissionDrain> {
  const { db, clock } = deps;
  const started = clock();
  await requeueInterrupted(db, started.toISOString());
  const leaseUntil = new Date(started.getTime() + (options.leaseMs ?? defaultLeaseMs));
  const token = randomUUID();
  const rows = await claimDueTransmissions(db, {
    token,
    now: started.toISOString(),
    leaseUntil: leaseUntil.toISOString(),
    limit: options.limit ?? defaultLimit,
  });
  const summary = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
  const byOrganization = new Map<string, TransmissionRow[]>();
  for (const row of [...rows].sort((a, b) => a.document_number - b.document_number)) {
    byOrganization.set(row.organization_id, [
      ...(byOrganization.get(row.organization_id) ?? []),
      row,
    ]);
  }
  const untried: string[] = [];
  for (const [organizationId, own] of byOrganization) {
    const documents = await documentsOf(deps, organizationId, own);
    for (const row of own) {
      const leaseLeft = leaseUntil.getTime() - clock().getTime();
      if ((await stopRequested(options.signal)) || leaseLeft < deps.etims.timeoutMs + 5_000) {
        untried.push(row.id);
        continue;
      }
      const outcome = await sendOne(deps, token, row, documents);
      if (outcome === 'untried') untried.push(row.id);
      else summary[outcome] += 1;
    }
  }
  await releaseUntried(db, token, untried, clock().toISOString());
  return summary;
}

interface OrganizationDocuments {
  settings: EtimsSettingsRow | undefined;
  sales: Map<string, SaleDocument>;
}

async function sendOne(
  deps: EtimsDeps,
  token: string,
  row: TransmissionRow,
  { settings, sales }: OrganizationDocuments,
): Promise<'sent' | 'retried' | 'failed' | 'untried'> {
  const now = () => deps.clock().toISOString();
  const fail = async (error: string) => {
    await markAttemptFailed(deps.db, token, row.id, { error, nextAttemptAt: null }, now());
    return 'failed' as const;
  };
  if (!settings?.cmc_key_encrypted) {
    return fail('not-initialised: the KRA eTIMS device has no key; test it in Settings');
  }
  const document = sales.get(row.id);
  if (!document) return fail('no-document: the invoice or credit note is no longer there');
  const device = itemDevice(settings);
  /** The items of the sale once it is on its way to KRA (registered by then). */
  let itemsSent: string[] = [];
  try {
    const seller = { vatRegistered: Number(settings.vat_registered) === 1, name: sellerSystem };
    const sale = buildSale(document, seller, deps.clock());
    const key = deviceKeyOf(deps, row.organization_id, settings);
    const connection = connectionOf(deps, settings);
    // KRA's item master first (decision 0073); another sender registering it: left for later.
    const target = { organizationId: row.organization_id, device, connection, key, seller, token };
    if ((await registerItemsOf(deps, target, sale)) === 'busy') return 'untried';
    itemsSent = sale.itemList.map((item) => item.itemCd);
    const receipt = await saveSale(connection, key, sale);
    const environment = settings.environment === 'production' ? 'production' : 'sandbox';
    await markTransmitted(
      deps.db,
      token,
      row.id,
      {
        controlNumber: receipt.curRcptNo,
        signature: receipt.rcptSign,
        internalData: receipt.intrlData,
        kraTime: receipt.sdcDateTime,
        qrUrl: receiptQrUrl(environment, settings.pin, settings.branch_id, receipt.rcptSign),
      },
      figuresSent(sale),
      now(),
    );
    return 'sent';
  } catch (error) {
    // A refused sale may name an item KRA's master lacks after all: registered again first
    // at the owner's retry. ('994': KRA has the sale; nothing is sent again.)
    if (error instanceof EtimsError && error.refused && error.code !== '994') {
      await forgetItems(deps.db, row.organization_id, device, itemsSent);
    }
    const outcome = transmissionOutcome(error, row.attempts);
    if (outcome.action === 'fail') return fail(outcome.error);
    const nextAttemptAt = new Date(deps.clock().getTime() + outcome.delayMs).toISOString();
    await markAttemptFailed(deps.db, token, row.id, { error: outcome.error, nextAttemptAt }, now());
    return 'retried';
  }
}

/** The claimed rows' documents, as sales: their invoice or credit note, tenant and premises. */
async function documentsOf(
  deps: EtimsDeps,
  organizationId: string,
  rows: TransmissionRow[],
): Promise<OrganizationDocuments> {
  const { db } = deps;
  const settings = await findEtimsSettings(db, organizationId);
  const creditNoteIds = rows.flatMap((row) => (row.credit_note_id ? [row.credit_note_id] : []));
  const credits = await documentsByIds(db, organizationId, { invoiceIds: [], creditNoteIds });
  const creditOf = new Map(credits.creditNotes.map((note) => [note.id, note]));
  const invoiceIds = [
    ...rows.flatMap((row) => (row.invoice_id ? [row.invoice_id] : [])),
    ...credits.creditNotes.map((note) => note.invoiceId as string),
  ];
  const { invoices } = await documentsByIds(db, organizationId, { invoiceIds, creditNoteIds: [] });
  const invoiceOf = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const tenantIds = [...new Set([...invoices, ...credits.creditNotes].map((d) => d.tenantId))];
  const tenants =
    tenantIds.length === 0
      ? []
      : await db
          .selectFrom('tenants as t')
          .innerJoin('rentals as r', 'r.id', 't.rental_id')
          .select([
            't.id',
            't.kind',
            't.firstname',
            't.lastname',
            't.businessname',
            't.national_id',
            't.kra_pin',
            'r.rental_use',
          ])
          .where('t.organization_id', '=', organizationId)
          .where('t.id', 'in', tenantIds)
          .execute();
  const tenantOf = new Map(
    tenants.map((tenant) => [tenant.id, openTenantIdentity(deps.etims.secretsKey, tenant)]),
  );
  const sales = new Map<string, SaleDocument>();
  for (const row of rows) {
    const note = row.credit_note_id ? creditOf.get(row.credit_note_id) : undefined;
    const invoice = invoiceOf.get((note ? note.invoiceId : row.invoice_id) ?? '');
    const tenant = invoice ? tenantOf.get(invoice.tenantId) : undefined;
    if (!invoice || !tenant || (row.kind === 'refund' && !note)) continue;
    sales.set(row.id, {
      ...saleFacts(row, invoice, note),
      premises: tenant.rental_use === 'commercial' ? 'commercial' : 'residential',
      customer: { name: tenantDisplayName(tenant), pin: tenant.kra_pin, phone: null },
    });
  }
  return { settings, sales };
}

function saleFacts(
  row: TransmissionRow,
  invoice: PostedInvoice,
  note: PostedCreditNote | undefined,
): Omit<SaleDocument, 'premises' | 'customer'> {
  const common = {
    documentNumber: Number(row.document_number),
    invoiceType: invoice.invoiceType,
    description: invoice.description || invoice.billingDate,
  };
  if (!note) {
    return {
      ...common,
      kind: 'sale',
      originalNumber: null,
      tradeNumber: String(invoice.number),
      amountCents: invoice.amountCents,
      date: invoice.billingDate,
    };
  }
  return {
    ...common,
    kind: 'refund',
    originalNumber: row.original_number,
    tradeNumber: `CN-${note.id}`,
    amountCents: note.amountCents,
    date: note.effectiveOn ?? nairobiDate(new Date(note.createdAt)),
    creditKind: note.kind,
  };
}

import { addCalendarMonths, nairobiDate, nairobiDayStart } from '@rental/shared/dates';
import { errorMessages } from '@rental/shared/error-messages';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { centsToKes } from '@rental/shared/money';
import {
  etimsReportTaxTypes,
  type EtimsReport,
  type EtimsReportRow,
} from '@rental/shared/schemas/etims';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import { requirePermission, type Actor } from '../access/index.js';
import {
  documentsByIds,
  documentsDatedIn,
  type PostedCreditNote,
  type PostedInvoice,
} from '../ledger/index.js';
import { refundKinds } from './queue-finder.js';
import {
  saleFigures,
  transmittedInvoiceTypes,
  type Premises,
  type SaleFigures,
} from './rent-sale.js';
import { findEtimsSettings } from './settings-repository.js';
import type { EtimsDeps } from './settings-service.js';
import { transmissionsOfDocuments, type TransmissionRow } from './transmissions-repository.js';

/**
 * The monthly eTIMS report (decision 0069): every document sent or to be sent to KRA whose
 * sale date falls in the month, as KRA's portal lists them, with KRA's control number. The
 * figures are the ones the sale carried (rent-sale.ts): the amount billed, VAT-inclusive as
 * taxblAmt, and the VAT inside it; a refund's are negative, so the rows add up to the totals.
 * They are the ones stored with KRA's receipt, so a later change of the VAT registration or a
 * property's use does not rewrite what KRA received.
 */
type TaxType = (typeof etimsReportTaxTypes)[number];

interface Cents {
  taxable: number;
  vat: number;
  total: number;
}

interface RowFacts {
  row: EtimsReportRow;
  cents: Cents;
}

/** The day KRA was told (salesDt): the day billed, or the credit note's day (sender.ts). */
const creditDate = (note: PostedCreditNote) =>
  note.effectiveOn ?? nairobiDate(new Date(note.createdAt));

async function tenantsOf(deps: EtimsDeps, organizationId: string, tenantIds: string[]) {
  if (tenantIds.length === 0) return new Map();
  const tenants = await deps.db
    .selectFrom('tenants as t')
    .innerJoin('rentals as r', 'r.id', 't.rental_id')
    .select([
      't.id',
      't.kind',
      't.firstname',
      't.lastname',
      't.businessname',
      't.house_number',
      'r.name as rental_name',
      'r.rental_use',
    ])
    .where('t.organization_id', '=', organizationId)
    .where('t.id', 'in', tenantIds)
    .execute();
  return new Map(tenants.map((tenant) => [tenant.id, tenant]));
}

/**
 * What the document told KRA: the figures stored with its receipt; for a row not sent yet, or
 * sent before migration 0063 kept them, the rule's (rent-sale.ts) from today's premises and VAT
 * registration, as the sender would build them now.
 */
function reportedFigures(
  row: TransmissionRow,
  amountCents: number,
  premises: Premises,
  vatRegistered: boolean,
): SaleFigures {
  const { tax_type: taxType, taxable_cents, vat_cents, total_cents } = row;
  if (taxType !== null && taxable_cents !== null && vat_cents !== null && total_cents !== null) {
    return {
      taxType,
      taxableCents: Number(taxable_cents),
      vatCents: Number(vat_cents),
      totalCents: Number(total_cents),
    };
  }
  return saleFigures(amountCents, premises, vatRegistered);
}

const emptySums = () => ({ count: 0, taxable: 0, vat: 0, total: 0 });

function add(sums: ReturnType<typeof emptySums>, cents: Cents) {
  sums.count += 1;
  sums.taxable += cents.taxable;
  sums.vat += cents.vat;
  sums.total += cents.total;
}

const inKes = (sums: ReturnType<typeof emptySums>) => ({
  count: sums.count,
  taxable: centsToKes(sums.taxable),
  vat: centsToKes(sums.vat),
  total: centsToKes(sums.total),
});

/** GET /api/etims/report?month=YYYY-MM (owner). */
export async function etimsMonthReport(
  deps: EtimsDeps,
  actor: Actor,
  month: string,
): Promise<EtimsReport> {
  requirePermission(actor, 'etims.setup', errorMessages.etimsOwnerOnly);
  const { organizationId } = actor;
  const from = `${month}-01`;
  const to = addCalendarMonths(from, 1);
  const dated = await documentsDatedIn(
    deps.db,
    organizationId,
    { invoiceTypes: transmittedInvoiceTypes, creditKinds: refundKinds },
    { from, to, fromAt: nairobiDayStart(from), toAt: nairobiDayStart(to) },
  );
  const rows = await transmissionsOfDocuments(deps.db, organizationId, {
    invoiceIds: dated.invoices.map((invoice) => invoice.id),
    creditNoteIds: dated.creditNotes.map((note) => note.id),
  });
  const invoiceOf = new Map<string, PostedInvoice>(dated.invoices.map((i) => [i.id, i]));
  const noteOf = new Map(dated.creditNotes.map((note) => [note.id, note]));
  // A refund's invoice may be dated in an earlier month.
  const credited = dated.creditNotes.map((note) => note.invoiceId as string);
  const missing = [...new Set(credited)].filter((id) => !invoiceOf.has(id));
  const { invoices: earlier } = await documentsByIds(deps.db, organizationId, {
    invoiceIds: missing,
    creditNoteIds: [],
  });
  for (const invoice of earlier) invoiceOf.set(invoice.id, invoice);

  const documentOf = (row: TransmissionRow) => {
    const note = row.credit_note_id ? noteOf.get(row.credit_note_id) : undefined;
    const invoice = invoiceOf.get((note ? note.invoiceId : row.invoice_id) ?? '');
    return { note, invoice };
  };
  const tenantIds = [...new Set(rows.flatMap((row) => documentOf(row).invoice?.tenantId ?? []))];
  const tenants = await tenantsOf(deps, organizationId, tenantIds);
  const settings = await findEtimsSettings(deps.db, organizationId);
  const vatRegistered = Number(settings?.vat_registered ?? 0) === 1;

  const facts: RowFacts[] = rows.flatMap((row) => {
    const { note, invoice } = documentOf(row);
    const tenant = invoice ? tenants.get(invoice.tenantId) : undefined;
    if (!invoice || !tenant || (row.kind === 'refund' && !note)) return [];
    const figures = reportedFigures(
      row,
      note ? note.amountCents : invoice.amountCents,
      tenant.rental_use === 'commercial' ? 'commercial' : 'residential',
      vatRegistered,
    );
    const taxtype = figures.taxType as TaxType;
    const sign = note ? -1 : 1;
    const cents = {
      taxable: sign * figures.taxableCents,
      vat: sign * figures.vatCents,
      total: sign * figures.totalCents,
    };
    const status = row.status === 'sending' ? 'queued' : row.status;
    return [
      {
        cents,
        row: {
          id: row.id,
          date: note ? creditDate(note) : invoice.billingDate,
          kind: row.kind,
          number: note ? `CN-${note.id}` : invoiceNumberLabel(invoice.number),
          originalnumber: note ? invoiceNumberLabel(invoice.number) : null,
          documentnumber: Number(row.document_number),
          originaldocumentnumber: row.original_number === null ? null : Number(row.original_number),
          tenantname: tenantDisplayName(tenant),
          housenumber: tenant.house_number,
          rentalname: tenant.rental_name,
          taxtype,
          taxable: centsToKes(cents.taxable),
          vat: centsToKes(cents.vat),
          total: centsToKes(cents.total),
          controlnumber: row.control_number,
          signature: row.signature,
          status,
          sentat: status === 'sent' ? row.updated_at : null,
        },
      },
    ];
  });
  facts.sort(
    (a, b) => a.row.date.localeCompare(b.row.date) || a.row.documentnumber - b.row.documentnumber,
  );

  const sent = emptySums();
  const byType = new Map(etimsReportTaxTypes.map((type) => [type, emptySums()]));
  const waiting = emptySums();
  for (const { row, cents } of facts) {
    if (row.status !== 'sent') {
      add(waiting, cents);
      continue;
    }
    add(sent, cents);
    add(byType.get(row.taxtype)!, cents);
  }
  return {
    month,
    rows: facts.map((fact) => fact.row),
    totals: {
      sent: {
        ...inKes(sent),
        bytaxtype: etimsReportTaxTypes.flatMap((taxtype) => {
          const sums = byType.get(taxtype)!;
          return sums.count === 0 ? [] : [{ taxtype, ...inKes(sums) }];
        }),
      },
      waiting: inKes(waiting),
    },
  };
}

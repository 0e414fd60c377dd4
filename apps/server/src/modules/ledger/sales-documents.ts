import { sql } from 'kysely';
import type { InvoiceType } from '@rental/shared/enums';
import type { CreditNoteKind } from '@rental/shared/ledger-kinds';
import type { Db } from '../../db/connection.js';

// The invoices and credit notes a tax authority is told about (KRA eTIMS): read here, since
// the ledger owns the money tables; which of them are sent is the caller's rule.

export interface PostedInvoice {
  source: 'invoice';
  id: string;
  number: number;
  tenantId: string;
  invoiceType: InvoiceType;
  description: string;
  amountCents: number;
  billingDate: string;
  createdAt: string;
}

export interface PostedCreditNote {
  source: 'credit_note';
  id: string;
  tenantId: string;
  kind: CreditNoteKind;
  invoiceId: string | null;
  amountCents: number;
  /** The Nairobi day it counts from, when given; else the day of createdAt. */
  effectiveOn: string | null;
  createdAt: string;
}

export type PostedDocument = PostedInvoice | PostedCreditNote;

const invoiceColumns = [
  'id',
  'number',
  'tenant_id',
  'invoice_type',
  'description',
  'amount_cents',
  'billing_date',
  'created_at',
] as const;
const creditColumns = [
  'id',
  'tenant_id',
  'kind',
  'invoice_id',
  'amount_cents',
  'effective_on',
  'created_at',
] as const;

type InvoiceRow = {
  id: string;
  number: number;
  tenant_id: string;
  invoice_type: InvoiceType;
  description: string;
  amount_cents: number;
  billing_date: string;
  created_at: string;
};
type CreditRow = {
  id: string;
  tenant_id: string;
  kind: CreditNoteKind;
  invoice_id: string | null;
  amount_cents: number;
  effective_on: string | null;
  created_at: string;
};

const invoiceOf = (row: InvoiceRow): PostedInvoice => ({
  source: 'invoice',
  id: row.id,
  number: Number(row.number),
  tenantId: row.tenant_id,
  invoiceType: row.invoice_type,
  description: row.description,
  amountCents: Number(row.amount_cents),
  billingDate: row.billing_date,
  createdAt: row.created_at,
});
const creditOf = (row: CreditRow): PostedCreditNote => ({
  source: 'credit_note',
  id: row.id,
  tenantId: row.tenant_id,
  kind: row.kind,
  invoiceId: row.invoice_id,
  amountCents: Number(row.amount_cents),
  effectiveOn: row.effective_on,
  createdAt: row.created_at,
});

/** Where a page of documents ended: the next page starts after it. */
export interface DocumentCursor {
  createdAt: string;
  id: string;
}

export interface PostedSince {
  /** Posted at or after this instant. */
  since: string;
  /** And after this one (the last of the page before). */
  after?: DocumentCursor | undefined;
  limit: number;
}

/** Rows after the cursor in (created_at, id) order: the next page, both databases alike. */
const pastCursor = (after: DocumentCursor) =>
  sql<boolean>`(created_at, id) > (${after.createdAt}, ${after.id})`;

/** Invoices of the given types posted since a moment, oldest first (a page of them). */
export async function invoicesPostedSince(
  db: Db,
  organizationId: string,
  invoiceTypes: readonly InvoiceType[],
  page: PostedSince,
): Promise<PostedInvoice[]> {
  const { after } = page;
  const rows = await db
    .selectFrom('invoices')
    .select(invoiceColumns)
    .where('organization_id', '=', organizationId)
    .where('created_at', '>=', page.since)
    .where('invoice_type', 'in', [...invoiceTypes])
    .$if(after !== undefined, (q) => q.where(pastCursor(after!)))
    .orderBy('created_at')
    .orderBy('id')
    .limit(page.limit)
    .execute();
  return rows.map(invoiceOf);
}

/** Credit notes of the given kinds, tied to an invoice, posted since a moment (a page). */
export async function creditNotesPostedSince(
  db: Db,
  organizationId: string,
  kinds: readonly CreditNoteKind[],
  page: PostedSince,
): Promise<PostedCreditNote[]> {
  const { after } = page;
  const rows = await db
    .selectFrom('credit_notes')
    .select(creditColumns)
    .where('organization_id', '=', organizationId)
    .where('created_at', '>=', page.since)
    .where('kind', 'in', [...kinds])
    .where('invoice_id', 'is not', null)
    .$if(after !== undefined, (q) => q.where(pastCursor(after!)))
    .orderBy('created_at')
    .orderBy('id')
    .limit(page.limit)
    .execute();
  return rows.map(creditOf);
}

/** The invoices and credit notes of these ids (of the organization); missing ones left out. */
export async function documentsByIds(
  db: Db,
  organizationId: string,
  ids: { invoiceIds: string[]; creditNoteIds: string[] },
): Promise<{ invoices: PostedInvoice[]; creditNotes: PostedCreditNote[] }> {
  const invoices =
    ids.invoiceIds.length === 0
      ? []
      : await db
          .selectFrom('invoices')
          .select(invoiceColumns)
          .where('organization_id', '=', organizationId)
          .where('id', 'in', ids.invoiceIds)
          .execute();
  const creditNotes =
    ids.creditNoteIds.length === 0
      ? []
      : await db
          .selectFrom('credit_notes')
          .select(creditColumns)
          .where('organization_id', '=', organizationId)
          .where('id', 'in', ids.creditNoteIds)
          .execute();
  return { invoices: invoices.map(invoiceOf), creditNotes: creditNotes.map(creditOf) };
}

export interface DatedIn {
  /** First day (YYYY-MM-DD, Nairobi) and the day after the last. */
  from: string;
  to: string;
  /** The Nairobi instants those days start: a credit note without effective_on counts by these. */
  fromAt: string;
  toAt: string;
}

/**
 * The invoices and credit notes dated within [from, to) as a tax authority is told their
 * dates: an invoice its billing date, a credit note its effective day, else the day posted.
 */
export async function documentsDatedIn(
  db: Db,
  organizationId: string,
  kinds: { invoiceTypes: readonly InvoiceType[]; creditKinds: readonly CreditNoteKind[] },
  days: DatedIn,
): Promise<{ invoices: PostedInvoice[]; creditNotes: PostedCreditNote[] }> {
  const invoices = await db
    .selectFrom('invoices')
    .select(invoiceColumns)
    .where('organization_id', '=', organizationId)
    .where('invoice_type', 'in', [...kinds.invoiceTypes])
    .where('billing_date', '>=', days.from)
    .where('billing_date', '<', days.to)
    .execute();
  const creditNotes = await db
    .selectFrom('credit_notes')
    .select(creditColumns)
    .where('organization_id', '=', organizationId)
    .where('kind', 'in', [...kinds.creditKinds])
    .where('invoice_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('effective_on', '>=', days.from), eb('effective_on', '<', days.to)]),
        eb.and([
          eb('effective_on', 'is', null),
          eb('created_at', '>=', days.fromAt),
          eb('created_at', '<', days.toAt),
        ]),
      ]),
    )
    .execute();
  return { invoices: invoices.map(invoiceOf), creditNotes: creditNotes.map(creditOf) };
}

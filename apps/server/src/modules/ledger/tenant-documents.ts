import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { ofTenantsInRentals, type RentalScope } from '../access/index.js';
import { invoiceMessage } from './invoice-message.js';
import { creditedOnInvoiceSql } from './kinds-sql.js';
import { shownReference } from './late-receipts.js';
import { payerName, paymentDescription } from './payment-texts.js';

// The money documents of one tenant (invoices, payments, credit notes) as the ledger's reads
// give them to other modules: the tenant page, bills, the personal-data export and the tenants
// module never name the money tables themselves (issue 29, the ledger owns the reads).

/**
 * The tenant's payments (and any other transactions), oldest first. A reversed payment is
 * kept, marked `reversed`, with `reversed_on`: the day its reversal counts from.
 */
export async function paymentsOf(db: Db, organizationId: string, tenantId: string) {
  const rows = await db
    .selectFrom('transactions as x')
    .leftJoin('payment_reversals as r', 'r.transaction_id', 'x.id')
    .select([
      'x.id',
      'x.transaction_type',
      'x.payment_mode',
      'x.amount_cents',
      'x.deposit_cents',
      'x.paid_at',
      shownReference('x'),
      paymentDescription('x'),
      payerName('x'),
      'r.receipt as reversed_receipt',
      'r.reversed_on',
    ])
    .where('x.organization_id', '=', organizationId)
    .where('x.tenant_id', '=', tenantId)
    .orderBy('x.paid_at')
    .orderBy('x.id')
    .execute();
  return rows.map((row) => ({ ...row, reversed: row.reversed_on !== null }));
}

export type TenantPayment = Awaited<ReturnType<typeof paymentsOf>>[number];

/** The tenant's invoices, by number, as they were sent. */
export function invoicesOf(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('invoices as i')
    .select([
      'i.id',
      'i.number',
      'i.invoice_type',
      'i.billing_date',
      'i.invoice_date',
      'i.due_date',
      'i.amount_cents',
      'i.description',
      invoiceMessage('i'),
    ])
    .where('i.organization_id', '=', organizationId)
    .where('i.tenant_id', '=', tenantId)
    .orderBy('i.number')
    .execute();
}

/** The tenant's credit notes, oldest first. */
export function creditNotesOf(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('credit_notes')
    .select(['id', 'kind', 'amount_cents', 'reason', 'invoice_id', 'created_at'])
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One invoice of the organization (within the member's rentals), with its main figures. */
export function invoiceOf(db: Db, organizationId: string, invoiceId: string, scope: RentalScope) {
  return db
    .selectFrom('invoices')
    .select(['id', 'number', 'tenant_id', 'invoice_date', 'due_date', 'amount_cents'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', invoiceId)
    .where(ofTenantsInRentals('tenant_id', scope))
    .executeTakeFirst();
}

/** One invoice with what credit notes have already taken off it (`credited_cents`). */
export function invoiceWithCreditsOf(db: Db, organizationId: string, invoiceId: string) {
  return db
    .selectFrom('invoices as i')
    .select([
      'i.id',
      'i.number',
      'i.tenant_id',
      'i.invoice_type',
      'i.amount_cents',
      'i.billing_date',
      creditedOnInvoiceSql('i.id').as('credited_cents'),
    ])
    .where('i.organization_id', '=', organizationId)
    .where('i.id', '=', invoiceId)
    .executeTakeFirst();
}

/** The billing date of the tenant's last invoice of one type, or null. */
export async function lastBillingDateOf(
  db: Db,
  organizationId: string,
  tenantId: string,
  invoiceType: 'Rental Invoice Bill',
): Promise<string | null> {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.max('billing_date').as('last'))
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .where('invoice_type', '=', invoiceType)
    .executeTakeFirst();
  return row?.last ?? null;
}

/** Whether the tenant has anything in the books: an invoice, a payment or a credit note. */
export async function hasBooks(db: Db, organizationId: string, tenantId: string) {
  const { rows } = await sql<{ found: number }>`
    select 1 as found from invoices where organization_id = ${organizationId}
      and tenant_id = ${tenantId}
    union all
    select 1 from transactions where organization_id = ${organizationId}
      and tenant_id = ${tenantId}
    union all
    select 1 from credit_notes where organization_id = ${organizationId}
      and tenant_id = ${tenantId}
    limit 1`.execute(db);
  return rows.length > 0;
}

/** hasBooks for every tenant of the organization at once: the ids of those with any. */
export async function tenantsWithBooks(db: Db, organizationId: string): Promise<Set<string>> {
  const { rows } = await sql<{ tenant_id: string }>`
    select tenant_id from invoices where organization_id = ${organizationId}
    union
    select tenant_id from transactions where organization_id = ${organizationId}
      and tenant_id is not null
    union
    select tenant_id from credit_notes where organization_id = ${organizationId}`.execute(db);
  return new Set(rows.map((row) => row.tenant_id));
}

/**
 * What changes whenever any tenant's balance may have: per document table, the row count and
 * last insert (payments also their sum: one deleted and another recorded in the same
 * millisecond leave the count and the last insert as they were). For caches keyed on it.
 */
export function booksFingerprintSql(organizationId: string) {
  return sql<{ kind: string; a: string; b: string | null }>`
    select 'invoices' as kind, cast(count(*) as varchar(20)) as a, max(created_at) as b
      from invoices where organization_id = ${organizationId}
    union all
    select 'payments', cast(count(*) as varchar(20)) || ':' || cast(coalesce(sum(amount_cents), 0)
      as varchar(20)), max(created_at)
      from transactions where organization_id = ${organizationId}
    union all
    select 'credits', cast(count(*) as varchar(20)), max(created_at)
      from credit_notes where organization_id = ${organizationId}
    union all
    select 'reversals', cast(count(*) as varchar(20)), max(created_at)
      from payment_reversals where organization_id = ${organizationId}`;
}

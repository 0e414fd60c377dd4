import { invoiceKinds } from '@rental/shared/ledger-kinds';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/db/connection.js';
import { tenantBalances } from '../../src/modules/ledger/index.js';
import { owedChargesInFull, type OwedCharge } from '../../src/modules/ledger/owed-charges.js';

/** What the documents say of one tenant, as the books read them before the journal. */
export interface DocumentFigures {
  balance: number;
  charged: number;
  received: number;
  deducted: number;
  refunded: number;
}

/**
 * The model the journal must agree with, from the document tables alone: a tenant's balance
 * is their opening balances + rent-side charges - credit notes - the rent part of their
 * payments; the deposit is charged by Deposit invoices, received by payments' deposit parts,
 * and lowered by deductions and refunds (ledger-kinds.ts).
 */
export async function documentFigures(
  db: Db,
  organizationId: string,
  /** False for a database from before migration 0038, which had no reversals to leave out. */
  { reversals = true }: { reversals?: boolean } = {},
): Promise<Map<string, DocumentFigures>> {
  const [tenants, invoices, payments, notes, refunds] = await Promise.all([
    db
      .selectFrom('tenants')
      .select(['id', 'opening_rent_balance_cents', 'opening_water_balance_cents'])
      .where('organization_id', '=', organizationId)
      .execute(),
    db
      .selectFrom('invoices')
      .select(['tenant_id', 'invoice_type', 'amount_cents'])
      .where('organization_id', '=', organizationId)
      .execute(),
    db
      // A reversed payment counts for nothing (its reversal is in the journal).
      .selectFrom('transactions')
      .select(['tenant_id', 'transaction_type', 'amount_cents', 'deposit_cents'])
      .where('organization_id', '=', organizationId)
      .$if(reversals, (query) =>
        query.where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('payment_reversals as r')
                .select('r.transaction_id')
                .whereRef('r.transaction_id', '=', 'transactions.id'),
            ),
          ),
        ),
      )
      .execute(),
    db
      .selectFrom('credit_notes')
      .select(['tenant_id', 'kind', 'amount_cents'])
      .where('organization_id', '=', organizationId)
      .execute(),
    db
      .selectFrom('deposit_refunds')
      .select(['tenant_id', 'amount_cents'])
      .where('organization_id', '=', organizationId)
      .execute(),
  ]);
  const figures = new Map<string, DocumentFigures>();
  for (const tenant of tenants) {
    figures.set(tenant.id, {
      balance:
        Number(tenant.opening_rent_balance_cents) + Number(tenant.opening_water_balance_cents),
      charged: 0,
      received: 0,
      deducted: 0,
      refunded: 0,
    });
  }
  const of = (tenantId: string | null) => (tenantId ? figures.get(tenantId) : undefined);
  for (const invoice of invoices) {
    const rule = invoiceKinds[invoice.invoice_type];
    const tenant = of(invoice.tenant_id);
    if (!tenant || rule.side !== 'charge') continue;
    if (rule.bucket === 'deposit') tenant.charged += Number(invoice.amount_cents);
    else tenant.balance += Number(invoice.amount_cents);
  }
  for (const payment of payments) {
    const tenant = of(payment.tenant_id);
    if (!tenant || payment.transaction_type !== 'Tenant Payment') continue;
    tenant.balance -= Number(payment.amount_cents) - Number(payment.deposit_cents);
    tenant.received += Number(payment.deposit_cents);
  }
  for (const note of notes) {
    const tenant = of(note.tenant_id)!;
    tenant.balance -= Number(note.amount_cents);
    if (note.kind === 'deposit_deduction') tenant.deducted += Number(note.amount_cents);
  }
  for (const refund of refunds) of(refund.tenant_id)!.refunded += Number(refund.amount_cents);
  return figures;
}

/** The same figures as the ledger reads them from the journal (balances.ts, deposits.ts). */
export function journalFiguresOf(
  balances: ReadonlyMap<string, number>,
  deposits: ReadonlyMap<
    string,
    { charged: number; received: number; deducted: number; refunded: number }
  >,
): Map<string, DocumentFigures> {
  const figures = new Map<string, DocumentFigures>();
  for (const [id, balance] of balances) {
    const deposit = deposits.get(id);
    figures.set(id, {
      balance,
      charged: deposit?.charged ?? 0,
      received: deposit?.received ?? 0,
      deducted: deposit?.deducted ?? 0,
      refunded: deposit?.refunded ?? 0,
    });
  }
  return figures;
}

/**
 * Every tenant's balance computed in full from the journal (the sum of their entries outside
 * the deposit bucket), 0 for a tenant without entries: what the kept balances must equal.
 */
export async function journalSums(db: Db, organizationId: string): Promise<Map<string, number>> {
  const tenants = await db
    .selectFrom('tenants')
    .select('id')
    .where('organization_id', '=', organizationId)
    .execute();
  const entries = await db
    .selectFrom('ledger_entries')
    .select(['tenant_id', 'amount_cents'])
    .where('organization_id', '=', organizationId)
    .where('bucket', '<>', 'deposit')
    .execute();
  const sums = new Map(tenants.map((tenant) => [tenant.id, 0]));
  for (const entry of entries) {
    sums.set(entry.tenant_id, (sums.get(entry.tenant_id) ?? 0) + Number(entry.amount_cents));
  }
  return sums;
}

/** What unpaid_charges keeps of an organization's tenants, in one order. */
export async function keptOwedCharges(db: Db, organizationId: string): Promise<OwedCharge[]> {
  const rows = await db
    .selectFrom('unpaid_charges')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .execute();
  return inOneOrder(
    rows.map((row) => ({
      tenantId: row.tenant_id,
      invoiceNumber: Number(row.invoice_number),
      dueDate: row.due_date,
      cents: Number(row.cents),
    })),
  );
}

/** The same computed in full from the documents and balances (owed-charges.ts). */
export async function owedChargesRecomputed(db: Db, organizationId: string) {
  const tenants = await db
    .selectFrom('tenants')
    .select('id')
    .where('organization_id', '=', organizationId)
    .execute();
  return inOneOrder(
    await owedChargesInFull(
      db,
      organizationId,
      tenants.map((tenant) => tenant.id),
    ),
  );
}

const inOneOrder = (owed: OwedCharge[]) =>
  owed.sort((a, b) => a.tenantId.localeCompare(b.tenantId) || a.invoiceNumber - b.invoiceNumber);

/** What ledger_month_sums keeps of an organization, in one order ('key cents' strings). */
export async function keptMonthSums(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('ledger_month_sums')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .execute();
  return rows
    .map((r) => `${r.month} ${r.rental_id} ${r.source_type} ${r.bucket} ${Number(r.cents)}`)
    .sort();
}

/** The same summed in full from the journal's entries. */
export async function monthSumsRecomputed(db: Db, organizationId: string): Promise<string[]> {
  const { rows } = await sql<{
    month: string;
    rental_id: string | null;
    source_type: string;
    bucket: string;
    cents: number | string;
  }>`select substr(effective_on, 1, 7) as month, rental_id, source_type, bucket,
      sum(amount_cents) as cents
    from ledger_entries where organization_id = ${organizationId}
    group by substr(effective_on, 1, 7), rental_id, source_type, bucket`.execute(db);
  return rows
    .map((r) => `${r.month} ${r.rental_id ?? ''} ${r.source_type} ${r.bucket} ${Number(r.cents)}`)
    .sort();
}

/**
 * Everything the database and the ledger keep as entries post equals its computation in full
 * from the journal and the documents: each tenant's balance (tenant_balances), what each
 * balance is made of (unpaid_charges) and the month sums (ledger_month_sums).
 */
export async function expectKeptTablesAgree(db: Db, organizationId: string) {
  expect(await tenantBalances(db, organizationId)).toEqual(await journalSums(db, organizationId));
  expect(await keptOwedCharges(db, organizationId)).toEqual(
    await owedChargesRecomputed(db, organizationId),
  );
  expect(await keptMonthSums(db, organizationId)).toEqual(
    await monthSumsRecomputed(db, organizationId),
  );
}

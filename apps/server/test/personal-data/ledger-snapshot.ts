import { sql } from 'kysely';
import type { App } from '../../src/app.js';
import type { Db } from '../../src/db/connection.js';
import { authed } from '../helpers/accounts.js';

/** The money an organization's books hold, summed in the database, table by table. */
export async function ledgerSums(db: Db, organizationId: string) {
  const sum = async (table: string, columns: string[]) => {
    const { rows } = await sql<Record<string, number | string | null>>`select ${sql.join(
      columns.map((column) => sql`coalesce(sum(${sql.ref(column)}), 0) as ${sql.ref(column)}`),
    )}, count(*) as rows from ${sql.table(table)} where organization_id = ${organizationId}`.execute(
      db,
    );
    return Object.fromEntries(Object.entries(rows[0]!).map(([key, value]) => [key, Number(value)]));
  };
  return {
    invoices: await sum('invoices', ['amount_cents']),
    transactions: await sum('transactions', [
      'amount_cents',
      'deposit_cents',
      'rent_cents',
      'water_cents',
      'service_charge_cents',
      'other_cents',
    ]),
    creditNotes: await sum('credit_notes', ['amount_cents']),
    depositRefunds: await sum('deposit_refunds', ['amount_cents']),
    readings: await sum('water_readings', ['cost_cents', 'usage_hundredths']),
    unallocated: await sum('unallocated_payments', ['amount_cents']),
  };
}

/**
 * The personal text erasure may replace on the money documents (decision 0025, the one
 * permitted rewrite of them): every other column of these tables must stay as it was.
 */
const erasableText: Record<string, readonly string[]> = {
  ledger_entries: [],
  transactions: ['tenant_name', 'description'],
  invoices: ['description', 'message'],
  credit_notes: ['reason'],
  deposit_refunds: ['reference'],
  payment_reversals: ['reason'],
  payment_late_receipts: [],
  payment_replacements: [],
};

/**
 * Every journal entry and every money document of the organization, row by row, all columns
 * but the erasable text (amounts, dates, ids, kinds, receipts...), in a stable order.
 */
export async function moneyRows(db: Db, organizationId: string) {
  const tables: Record<string, string[]> = {};
  for (const [table, text] of Object.entries(erasableText)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}
      where organization_id = ${organizationId}`.execute(db);
    tables[table] = rows
      .map((row) =>
        JSON.stringify(Object.entries(row).filter(([column]) => !text.includes(column))),
      )
      .sort();
  }
  return tables;
}

/** What the landlord's screens say about money: reports, tax, balances, a statement. */
export async function moneyViews(app: App, token: string, tenantId: string) {
  const read = async (url: string) => {
    const response = await app.inject({ url, headers: authed(token) });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };
  const statement = await read(`/api/tenant/all-tenants/${tenantId}/statement`);
  const tenants = await read('/api/tenant/all-tenants');
  return {
    statement: {
      balance: statement.balance,
      // Its lines' words may quote the tenant (a deduction's note): the money is what counts.
      deposit: {
        ...statement.deposit,
        entries: statement.deposit.entries.map((entry: Record<string, unknown>) => ({
          date: entry.date,
          kind: entry.kind,
          amount: entry.amount,
        })),
      },
      lines: statement.entries.map((entry: Record<string, unknown>) => ({
        date: entry.date,
        kind: entry.kind,
        reference: entry.reference,
        debit: entry.debit,
        credit: entry.credit,
        balance: entry.balance,
      })),
    },
    balances: tenants.tenants.map((row: { tenantid: string; tenantdata: { balance: number } }) => [
      row.tenantid,
      row.tenantdata.balance,
    ]),
    collections: await read('/api/reports/collections?from=2026-01&to=2026-03'),
    incomeStatement: await read('/api/reports/income-statement?from=2026-03-01&to=2026-03-31'),
    kraMri: await read('/api/reports/kra-mri?month=2026-03'),
    arrears: withoutNames(await read('/api/reports/arrears')),
    deposits: withoutNames(await read('/api/reports/deposits')),
  };
}

/** A report with the tenants' names left out (an erasure changes them, not the money). */
function withoutNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNames);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !['name', 'tenantname', 'phonenumber'].includes(key))
        .map(([key, inner]) => [key, withoutNames(inner)]),
    );
  }
  return value;
}

import {
  chargeInvoiceTypes,
  creditTransactionTypes,
  depositInvoiceTypes,
  lateFeeInvoiceTypes,
} from '@rental/shared/ledger-kinds';
import { sql, type RawBuilder } from 'kysely';

// The ledger kinds (packages/shared/src/ledger-kinds.ts) as SQL conditions. The type names are
// constants of the product, written as literals so that a condition is part of the query's
// text and PostgreSQL can match it against partial plans and indexes.

function inList(column: string, values: readonly string[]): RawBuilder<boolean> {
  const literals = values.map((value) => sql.lit(value));
  return sql<boolean>`${sql.ref(column)} in (${sql.join(literals)})`;
}

/** True for an invoice that adds to the rent balance (not a reminder, not the deposit). */
export function isChargeSql(invoiceTypeColumn: string) {
  return inList(invoiceTypeColumn, chargeInvoiceTypes);
}

/** True for a transaction that lowers a tenant's balance (a tenant's payment). */
export function isCreditSql(transactionTypeColumn: string) {
  return inList(transactionTypeColumn, creditTransactionTypes);
}

/** True for a deposit charged at move-in. */
export function isDepositChargeSql(invoiceTypeColumn: string) {
  return inList(invoiceTypeColumn, depositInvoiceTypes);
}

/**
 * The rent part of a transaction: its amount less the part held as deposit. Every sum of
 * payments against rent charges uses it (balances, settlement, revenue).
 */
export function rentPartSql(transactionsAlias: string) {
  return sql<number>`(${sql.ref(`${transactionsAlias}.amount_cents`)} - ${sql.ref(
    `${transactionsAlias}.deposit_cents`,
  )})`;
}

/** True for an invoice a late fee may follow. */
export function lateFeeAppliesSql(invoiceTypeColumn: string) {
  return inList(invoiceTypeColumn, lateFeeInvoiceTypes);
}

/** The one payment type a tenant's payment is stored as. */
export const tenantPaymentType = creditTransactionTypes[0]!;
export const depositInvoiceType = depositInvoiceTypes[0]!;

/**
 * What credit notes tied to an invoice have taken off it, as a correlated subquery:
 * `invoiceId` is the invoice's id column in the outer query.
 */
export function creditedOnInvoiceSql(invoiceIdColumn: string) {
  return sql<number>`(select coalesce(sum(c.amount_cents), 0) from credit_notes c
    where c.invoice_id = ${sql.ref(invoiceIdColumn)})`;
}

/** True for a journal entry that counts in the rent balance (every bucket but the deposit). */
export function notDepositSql(bucketColumn: string) {
  return sql<boolean>`${sql.ref(bucketColumn)} <> ${sql.lit('deposit')}`;
}

import {
  chargeInvoiceTypes,
  creditTransactionTypes,
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

/** True for an invoice that adds to the balance (not a Pending Bill reminder). */
export function isChargeSql(invoiceTypeColumn: string) {
  return inList(invoiceTypeColumn, chargeInvoiceTypes);
}

/** True for a transaction that lowers a tenant's balance (a tenant's payment). */
export function isCreditSql(transactionTypeColumn: string) {
  return inList(transactionTypeColumn, creditTransactionTypes);
}

/** True for an invoice a late fee may follow. */
export function lateFeeAppliesSql(invoiceTypeColumn: string) {
  return inList(invoiceTypeColumn, lateFeeInvoiceTypes);
}

/** The one payment type a tenant's payment is stored as. */
export const tenantPaymentType = creditTransactionTypes[0]!;

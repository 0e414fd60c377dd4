/**
 * What other modules may use of the ledger (docs/architecture.md §9, module faces). Older callers
 * still import the ledger's files directly; new code imports from here.
 */
export {
  assertMonthOpen,
  closeMonth,
  closedMonthsOf,
  monthIsOpen,
  effectiveDayFor,
  reopenMonth,
  type ClosingMonth,
} from './closed-months.js';
export { postOpeningAdjustment, postOpenings, postTenantWithdrawn } from './post-openings.js';
export { reversePaymentEntries } from './journal.js';
export {
  holdsReceiptSql,
  noteReplacement,
  notReversedSql,
  reversePayment,
  type ReversedPayment,
} from './reverse-payment.js';
export { countedPayments } from './counted-payments.js';
export {
  creditRentAfterMoveOut,
  rentAfterMoveOutCredits,
  type MoveOutCredit,
} from './move-out-credits.js';
export {
  billedByMonth,
  firstPaymentDay,
  incomeByRental,
  incomeReceived,
  type Billed,
  type DayRange,
  type IncomeReceived,
} from './income-received.js';
export { findPayments, recentPayments } from './payment-lookups.js';
export { arrearsAging, type TenantArrears } from './arrears.js';
export {
  agingBuckets,
  unpaidAfter,
  unpaidAmounts,
  unpaidOfCharge,
  unpaidOfOwed,
  type AgingBucket,
} from './settlement.js';
export {
  invoiceSettledCents,
  invoiceStatusOf,
  type InvoiceSettlementSums,
} from './invoice-status.js';
export { leftToPayCents, paidInFullOn } from './invoice-left.js';
export { unpaidChargesOf, type UnpaidCharge } from './unpaid-charges.js';

// Reads: other modules get money from these, never from the money tables (issue 29; the
// table-ownership test holds them to it).
export { allTenantBalances, tenantBalance, tenantBalances, totalOwedCents } from './balances.js';
export { depositOf, depositsOf, type DepositCents } from './deposits.js';
export { billNameOf, payeeOf, type OrganizationNames, type Payee } from './payee.js';
export { getStatement as statementOf, type LedgerDeps } from './service.js';
export {
  sentInvoiceRows,
  type SentInvoiceFilters,
  type SentInvoiceRow,
} from './invoice-status-rows.js';
export {
  booksFingerprintSql,
  creditNotesOf,
  hasBooks,
  tenantsWithBooks,
  invoiceOf,
  invoicesOf,
  invoiceWithCreditsOf,
  lastBillingDateOf,
  paymentsOf,
  type TenantPayment,
} from './tenant-documents.js';
export { scrubTenantDocuments, type DocumentScrub } from './scrub-documents.js';
export { invoiceForMessage, setInvoiceMessage } from './invoice-message.js';
export { postCreditNote, type NewCreditNote } from './post-credit-note.js';
export { keptFromDeposits, type KeptFromDeposits } from './kept-deposits.js';
export { recentSameCharge, type RecentCharge } from './recent-charges.js';
export { lastSubscriptionPayments } from './subscription-payments.js';

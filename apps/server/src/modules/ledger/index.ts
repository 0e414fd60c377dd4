/**
 * What other modules may use of the ledger (docs/architecture.md §9, module faces). Older callers
 * still import the ledger's files directly; new code imports from here.
 */
export { assertMonthOpen, closeMonth, closedMonthsOf, reopenMonth } from './closed-months.js';
export { postOpeningAdjustment, postOpenings, postTenantWithdrawn } from './post-openings.js';
export {
  holdsReceiptSql,
  noteReplacement,
  replacedBySql,
  reversePayment,
} from './reverse-payment.js';
export { creditRentAfterMoveOut, rentAfterMoveOutCredits } from './move-out-credits.js';
export {
  billedByMonth,
  firstPaymentDay,
  incomeByRental,
  incomeReceived,
  noIncomeParts,
  type IncomeReceived,
} from './income-received.js';
export { findPayments, recentPayments } from './payment-lookups.js';
export { arrearsAging } from './arrears.js';
export {
  agingBuckets,
  unpaidAmounts,
  unpaidOfCharge,
  unpaidOfOwed,
  type AgingBucket,
} from './settlement.js';
export { invoiceSettledCents, invoiceStatusOf } from './invoice-status.js';
export { leftToPayCents, paidInFullOn } from './invoice-left.js';
export { unpaidChargesOf, type UnpaidCharge } from './unpaid-charges.js';

// Reads: other modules get money from these, never from the money tables (issue 29; the
// table-ownership test holds them to it).
export { allTenantBalances, tenantBalance, tenantBalances, totalOwedCents } from './balances.js';
export { depositOf, depositsOf, type DepositCents } from './deposits.js';
export { getStatement as statementOf } from './service.js';
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
} from './tenant-documents.js';
export { scrubTenantDocuments } from './scrub-documents.js';
export { payerName, paymentDescription } from './payment-texts.js';
export { invoiceForMessage, setInvoiceMessage } from './invoice-message.js';
export { postCreditNote } from './post-credit-note.js';
export { keptFromDeposits } from './kept-deposits.js';
export { recentSameCharge } from './recent-charges.js';
export { lastSubscriptionPayments } from './subscription-payments.js';
export { allBalancesSql, balanceCentsOf } from './balances.js';
export { chargeNotice, chargeNoticeWhatsapp } from './charge-notice.js';
export {
  depositInvoiceType,
  isChargeSql,
  lateFeeAppliesSql,
  tenantPaymentType,
} from './kinds-sql.js';
export { logPaymentMoved, logPaymentReversed, paymentSources } from './payment-activity.js';
export { paymentReference, transactionReference } from './payment-reference.js';
export {
  type NewCharge,
  type NumberedCharge,
  chargesPerBatch,
  postCharges,
  reserveInvoiceNumbersAcross,
  writeCharges,
} from './post-charges.js';
export { postDepositRefund } from './post-deposit-refund.js';
export {
  type ActorPayment,
  type NewPayment,
  type Payer,
  postPayment,
  postPayments,
  postPaymentsAcross,
} from './post-payment.js';
export {
  claimReceipt,
  claimReceipts,
  claimReceiptsAcross,
  organizationReceiptKey,
  receiptKey,
  releaseReceipt,
} from './receipt-claims.js';
export {
  type StandInPayment,
  recordLateReceipt,
  shownReference,
  shownReferenceSql,
  showsReferenceSql,
} from './late-receipts.js';
export {
  type PostedCreditNote,
  type PostedDocument,
  type PostedInvoice,
  type DocumentCursor,
  type PostedSince,
  type DatedIn,
  creditNotesPostedSince,
  documentsByIds,
  documentsDatedIn,
  invoicesPostedSince,
} from './sales-documents.js';

/**
 * What other modules may use of the ledger (DESIGN.md section 9, module faces). Older callers
 * still import the ledger's files directly; new code imports from here.
 */
export {
  assertMonthOpen,
  closeMonth,
  closedMonthsOf,
  monthIsOpen,
  reopenMonth,
  type ClosingMonth,
} from './closed-months.js';
export { postOpeningAdjustment, postOpenings, postTenantWithdrawn } from './post-openings.js';
export { reversePaymentEntries } from './journal.js';
export {
  noteReplacement,
  notReversedSql,
  reversePayment,
  type ReversedPayment,
} from './reverse-payment.js';
export { countedPayments } from './counted-payments.js';
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
export { depositsOf, type DepositCents } from './deposits.js';
export { unpaidChargesOf, type UnpaidCharge } from './unpaid-charges.js';
export { allTenantBalances } from './balances.js';

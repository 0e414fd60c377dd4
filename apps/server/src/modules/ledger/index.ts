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
  holdsReceiptSql,
  noteReplacement,
  notReversedSql,
  reversePayment,
  type ReversedPayment,
} from './reverse-payment.js';
export { countedPayments } from './counted-payments.js';

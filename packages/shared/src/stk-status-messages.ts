/**
 * What the STK waiting screen says once an M-PESA prompt has ended, or while it is pending
 * (the `message` of an StkRequest; apps/server stk/stk-messages.ts chooses one), in English.
 * The Kiswahili is in stk-status-messages-sw.ts, key for key. Texts of earlier releases are
 * kept word for word: clients read them.
 */
export const stkStatusMessages = {
  pending: 'Check your phone and enter your M-PESA PIN',
  paid: 'Payment received. M-PESA receipt {{receipt}}',
  /** A push settled by the status query, which gives no receipt number. */
  paidNoReceipt: 'Payment received. M-PESA receipt',
  cancelled: 'You cancelled the M-PESA prompt.',
  wrongPin: 'The M-PESA PIN was wrong. Try again.',
  unreachable:
    'Your phone could not be reached. Make sure it is on and has network, then try again.',
  noAnswer: 'M-PESA did not answer in time. Check your M-PESA messages before trying again.',
  failed: 'The payment did not go through.',
  /** M-PESA's result did not match the push (amount, receipt, or its own records): held. */
  reviewing: 'Your payment is being checked before it is recorded. You do not need to pay again.',
  /** M-PESA's own words for a failure we have none for (its ResultDesc, in English). */
  failedBecause: '{{reason}}',
} as const;

import { centsToKes } from '@rental/shared/money';
import type { StkRequest } from '@rental/shared/schemas/subscriptions';
import { errorMessages } from '@rental/shared/error-messages';
import { msg } from '@rental/shared/message-catalogue';
import type { StkRequestsTable } from '../../db/types.js';

/** The refusals are catalogue texts (error-messages.ts), answered in the requester's language. */
export const stkMessages = {
  unavailable: errorMessages.stkUnavailable,
  enterprise: errorMessages.stkEnterprise,
  nothingOwed: errorMessages.stkNothingOwed,
  noOwnApp: errorMessages.stkNoOwnApp,
  pending: 'Check your phone and enter your M-PESA PIN',
  cancelled: 'You cancelled the M-PESA prompt.',
  wrongPin: 'The M-PESA PIN was wrong. Try again.',
  unreachable:
    'Your phone could not be reached. Make sure it is on and has network, then try again.',
  noAnswer: 'M-PESA did not answer in time. Check your M-PESA messages before trying again.',
  amountIsPrice: (kes: number, plan: string) =>
    msg('error.stkAmountIsPrice', { amount: kes, plan }),
};

/** What the waiting screen tells the payer. */
export function stkMessage(row: StkRequestsTable): string {
  if (row.status === 'pending') return stkMessages.pending;
  if (row.status === 'succeeded')
    return `Payment received. M-PESA receipt ${row.receipt ?? ''}`.trim();
  switch (row.result_code) {
    case '1032':
      return stkMessages.cancelled;
    case '2001':
      return stkMessages.wrongPin;
    case '1037':
      return stkMessages.unreachable;
    case 'timeout':
      return stkMessages.noAnswer;
    default:
      return row.result_desc || 'The payment did not go through.';
  }
}

export function toStkRequest(row: StkRequestsTable): StkRequest {
  return {
    requestid: row.id,
    status: row.status,
    purpose: row.purpose,
    amount: centsToKes(Number(row.amount_cents)),
    message: stkMessage(row),
    receipt: row.receipt,
    resultcode: row.result_code,
  };
}

import type { Language } from '@rental/shared/enums';
import { errorMessages } from '@rental/shared/error-messages';
import { messageText, msg, type MessageRef } from '@rental/shared/message-catalogue';
import { centsToKes } from '@rental/shared/money';
import type { StkRequest } from '@rental/shared/schemas/subscriptions';
import type { StkRequestsTable } from '../../db/types.js';

/** The refusals are catalogue texts (error-messages.ts), answered in the requester's language. */
export const stkMessages = {
  unavailable: errorMessages.stkUnavailable,
  enterprise: errorMessages.stkEnterprise,
  nothingOwed: errorMessages.stkNothingOwed,
  noOwnApp: errorMessages.stkNoOwnApp,
  amountIsPrice: (kes: number, plan: string) =>
    msg('error.stkAmountIsPrice', { amount: kes, plan }),
};

/** M-PESA's result codes the payer is told about in words of ours. */
const resultMessages: Record<string, MessageRef> = {
  '1032': msg('stk.cancelled'),
  '2001': msg('stk.wrongPin'),
  '1037': msg('stk.unreachable'),
  timeout: msg('stk.noAnswer'),
};

/** What the waiting screen tells the payer (stk-status-messages.ts), by key. */
export function stkMessage(row: StkRequestsTable): MessageRef {
  if (row.status === 'pending') return msg('stk.pending');
  if (row.status === 'quarantined') return msg('stk.reviewing');
  if (row.status === 'succeeded') {
    return row.receipt ? msg('stk.paid', { receipt: row.receipt }) : msg('stk.paidNoReceipt');
  }
  const known = row.result_code === null ? undefined : resultMessages[row.result_code];
  if (known) return known;
  return row.result_desc
    ? msg('stk.failedBecause', { reason: row.result_desc })
    : msg('stk.failed');
}

/** A push as the API answers it, its message in `language` (the requester's). */
export function toStkRequest(row: StkRequestsTable, language: Language): StkRequest {
  const message = stkMessage(row);
  return {
    requestid: row.id,
    status: row.status,
    purpose: row.purpose,
    amount: centsToKes(Number(row.amount_cents)),
    message: messageText(language, message.key, message.params),
    // Only a recorded payment's: a held one's is not yet the landlord's word.
    receipt: row.status === 'succeeded' ? row.receipt : null,
    resultcode: row.result_code,
  };
}

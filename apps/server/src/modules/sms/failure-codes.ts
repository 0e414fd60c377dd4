import type { SmsFailure } from '@rental/shared/schemas/sms';
import { erasedReason, interruptedReason } from './outbox-repository.js';
import { optedOutReason } from './opt-outs.js';
import { providerProblems } from './providers.js';
import { avoidDuplicate, credentialsReason } from './send-outcome.js';
import { invoicePaidReason } from './waiting-repository.js';

/**
 * A stored failure reason as a code and params (issue 30: Messages showed it in English). The
 * texts stay as they were stored, old rows and new alike; the code is read off them here,
 * next to the constants that write them, so a reason and its code cannot drift apart. What
 * only the provider can say (its status word, an HTTP status) is a param, shown as it came.
 */

const exact = new Map<string, SmsFailure['code']>([
  [credentialsReason, 'credentials_refused'],
  [providerProblems.noApiKey, 'no_api_key'],
  [providerProblems.unreadableKey, 'unreadable_api_key'],
  [optedOutReason, 'opted_out'],
  [interruptedReason, 'interrupted'],
  [erasedReason, 'erased'],
  [invoicePaidReason, 'invoice_paid'],
  [`Unexpected error while sending${avoidDuplicate}`, 'unexpected_error'],
  [`No answer from the SMS provider (timeout)${avoidDuplicate}`, 'no_answer'],
  [`The connection to the SMS provider broke while sending${avoidDuplicate}`, 'connection_broke'],
  [`Unreadable answer from the SMS provider${avoidDuplicate}`, 'unreadable_answer'],
]);

/** The adapter's own sentences (integrations/sms/africastalking.ts), with their values. */
const patterns: Array<[RegExp, SmsFailure['code'], string[]]> = [
  [/^Could not reach the SMS provider \((.*)\)$/, 'unreachable', ['error']],
  [/^SMS provider error \(HTTP (\d+)\)$/, 'provider_error', ['status']],
  [
    /^SMS provider refused the request \(HTTP (\d+)\)(?:: (.*))?$/s,
    'request_refused',
    ['status', 'detail'],
  ],
];

export function failureOf(reason: string | null): SmsFailure | null {
  if (reason === null || reason === '') return null;
  const code = exact.get(reason);
  if (code) return { code, params: {} };
  for (const [pattern, patternCode, names] of patterns) {
    const match = pattern.exec(reason);
    if (!match) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => (params[name] = match[i + 1] ?? ''));
    return { code: patternCode, params };
  }
  // The provider's status word ("InvalidPhoneNumber", "DeliveryFailure"): shown as it came.
  return { code: 'provider_status', params: { status: reason } };
}

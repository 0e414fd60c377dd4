import { SmsProviderError, type SmsSendResult } from '../../integrations/sms/provider.js';
import { isOptOut } from './opt-outs.js';

/**
 * THE RULE that keeps an SMS from going out twice. Whether a failed message may be sent again
 * depends on whether the provider could already have sent it:
 * - accepted → 'sent' (the outbox provider → 'stored', in bulk, see dispatch.ts);
 * - refused by the provider (InvalidPhoneNumber, UserInBlacklist, a malformed request...) →
 *   'failed' with its reason: a retry would be refused the same way (UserInBlacklist also
 *   marks the tenant SMS-blocked: opt-outs.ts);
 * - bad credentials → 'failed' with 'SMS provider refused the credentials' (the rest of that
 *   organization's batch too, without trying the same key again);
 * - certainly NOT sent: connection refused before the request left, HTTP 5xx (5xx could be
 *   ambiguous in general, but Africa's Talking documents 500 as a failure to send), or a
 *   per-recipient 500/501 → back to 'queued' with backoff, 30 s × 2^attempts capped at 1 h,
 *   and 'failed' with the last reason after 6 attempts;
 * - MAYBE sent: a timeout, a connection cut after the request went out, an unreadable "201" →
 *   'failed', NOT retried: the gateway may have it, and a second SMS is worse than the landlord
 *   pressing Resend. The same goes for a message whose sender died mid-send: its lease runs out
 *   while it is still 'sending', and failInterrupted (outbox-repository.ts) fails it.
 */
export type SendOutcome =
  | { action: 'sent'; result: SmsSendResult }
  | { action: 'retry'; reason: string }
  | { action: 'fail'; reason: string; credentials?: boolean; optedOut?: boolean };

export const maxAttempts = 6;
export const credentialsReason = 'SMS provider refused the credentials';
export const avoidDuplicate = '; not retried automatically to avoid a duplicate';

export function retryDelayMs(attemptsBefore: number): number {
  return Math.min(30_000 * 2 ** attemptsBefore, 60 * 60_000);
}

export function outcomeOfResult(result: SmsSendResult): SendOutcome {
  if (result.accepted) return { action: 'sent', result };
  if (result.transient) return { action: 'retry', reason: result.status };
  return {
    action: 'fail',
    reason: result.status,
    optedOut: isOptOut(result.status, result.statusCode),
  };
}

export function outcomeOfError(error: unknown): SendOutcome {
  if (!(error instanceof SmsProviderError)) {
    return { action: 'fail', reason: `Unexpected error while sending${avoidDuplicate}` };
  }
  switch (error.kind) {
    case 'credentials':
      return { action: 'fail', reason: credentialsReason, credentials: true };
    case 'not-sent':
      return { action: 'retry', reason: error.message };
    case 'unknown':
      return { action: 'fail', reason: `${error.message}${avoidDuplicate}` };
    case 'refused':
      return { action: 'fail', reason: error.message };
  }
}

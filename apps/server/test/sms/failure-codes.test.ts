import { describe, expect, it } from 'vitest';
import { failureOf } from '../../src/modules/sms/failure-codes.js';
import { interruptedReason } from '../../src/modules/sms/outbox-repository.js';
import { optedOutReason } from '../../src/modules/sms/opt-outs.js';
import { providerProblems } from '../../src/modules/sms/providers.js';
import { credentialsReason, outcomeOfError } from '../../src/modules/sms/send-outcome.js';
import { invoicePaidReason } from '../../src/modules/sms/waiting-repository.js';
import { SmsProviderError } from '../../src/integrations/sms/provider.js';

// Issue 30: Messages showed the stored failure reason in English. The reason is read as a
// code and params (the provider's own words), which the web words in the reader's language.

/** The reason a sender stores for an error, as dispatch.ts does. */
function storedReason(error: unknown): string {
  const outcome = outcomeOfError(error);
  return outcome.action === 'sent' ? '' : outcome.reason;
}

describe('failureOf', () => {
  it('reads the reasons the product writes as their codes', () => {
    const cases: Array<[string, string]> = [
      [credentialsReason, 'credentials_refused'],
      [providerProblems.noApiKey, 'no_api_key'],
      [providerProblems.unreadableKey, 'unreadable_api_key'],
      [optedOutReason, 'opted_out'],
      [interruptedReason, 'interrupted'],
      [invoicePaidReason, 'invoice_paid'],
      [storedReason(new Error('boom')), 'unexpected_error'],
      [
        storedReason(new SmsProviderError('unknown', 'No answer from the SMS provider (timeout)')),
        'no_answer',
      ],
      [
        storedReason(
          new SmsProviderError('unknown', 'The connection to the SMS provider broke while sending'),
        ),
        'connection_broke',
      ],
      [
        storedReason(new SmsProviderError('unknown', 'Unreadable answer from the SMS provider')),
        'unreadable_answer',
      ],
    ];
    for (const [reason, code] of cases) {
      expect(failureOf(reason), reason).toEqual({ code, params: {} });
    }
  });

  it('keeps what only the provider can say as a param: its word, an HTTP status, a network code', () => {
    expect(failureOf('Could not reach the SMS provider (ECONNREFUSED)')).toEqual({
      code: 'unreachable',
      params: { error: 'ECONNREFUSED' },
    });
    expect(failureOf('SMS provider error (HTTP 503)')).toEqual({
      code: 'provider_error',
      params: { status: '503' },
    });
    expect(failureOf('SMS provider refused the request (HTTP 400): Bad sender')).toEqual({
      code: 'request_refused',
      params: { status: '400', detail: 'Bad sender' },
    });
    expect(failureOf('InvalidPhoneNumber')).toEqual({
      code: 'provider_status',
      params: { status: 'InvalidPhoneNumber' },
    });
    expect(failureOf(null)).toBeNull();
  });
});

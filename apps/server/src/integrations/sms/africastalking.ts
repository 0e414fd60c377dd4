import {
  SmsProviderError,
  type DeliveryReport,
  type SmsProvider,
  type SmsSendRequest,
  type SmsSendResult,
} from './provider.js';

/** Africa's Talking SMS over its form-urlencoded API (docs/reference/africastalking-sms.md). */

export const africasTalkingLiveUrl = 'https://api.africastalking.com';
export const africasTalkingSandboxUrl = 'https://api.sandbox.africastalking.com';

export interface AfricasTalkingOptions {
  username: string;
  apiKey: string;
  /** Overrides the live/sandbox address (AFRICASTALKING_BASE_URL: the simulator). */
  baseUrl?: string;
  timeoutMs: number;
}

/** The account named 'sandbox' lives on the sandbox API; every other one on the live API. */
export function africasTalkingBaseUrl(username: string, override?: string): string {
  if (override) return override.replace(/\/+$/, '');
  return username === 'sandbox' ? africasTalkingSandboxUrl : africasTalkingLiveUrl;
}

/** 100 Processed, 101 Sent, 102 Queued: taken for sending (not yet delivered). */
const acceptedCodes = new Set([100, 101, 102]);
/** 500 InternalServerError, 501 GatewayError: the gateway's trouble, not the number's. */
const transientCodes = new Set([500, 501]);
/** Delivery statuses after which nothing changes. */
const finalStatuses = new Set(['Success', 'Failed', 'Rejected']);

/** Errors raised before the request reached the provider: it cannot have sent anything. */
const notConnectedCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

interface Recipient {
  statusCode?: unknown;
  number?: unknown;
  status?: unknown;
  cost?: unknown;
  messageId?: unknown;
}

export function createAfricasTalkingProvider(options: AfricasTalkingOptions): SmsProvider {
  const url = `${africasTalkingBaseUrl(options.username, options.baseUrl)}/version1/messaging`;
  return {
    name: 'africastalking',
    storesOnly: false,
    async send(request) {
      const body = new URLSearchParams({
        username: options.username,
        to: request.to,
        message: request.text,
      });
      if (request.senderId) body.set('from', request.senderId);
      let status: number;
      let text: string;
      try {
        // undici's own request, not fetch: on rent day each server sends hundreds of messages
        // a second, and fetch's web streams and wrappers cost it three to four times the CPU
        // per message (benchmarks.md, session 31). Connections stay open between messages.
        // Imported at the first message: a server that never sends one (the outbox provider)
        // does not hold its source (the start-up memory budget).
        const { request: httpRequest } = await import('undici');
        const response = await httpRequest(url, {
          method: 'POST',
          headers: {
            apiKey: options.apiKey,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: body.toString(),
          // undici's own timers, not AbortSignal.timeout: that one's timer stays armed after
          // the answer, and when it fires it builds a DOMException with its stack, for every
          // message (about 1 % of a server's CPU on rent day, benchmarks.md, session 48).
          headersTimeout: options.timeoutMs,
          bodyTimeout: options.timeoutMs,
        });
        status = response.statusCode;
        text = await response.body.text();
      } catch (error) {
        throw requestError(error);
      }
      return recipientResult(request, status, text);
    },
    parseDeliveryReport: parseAfricasTalkingDeliveryReport,
  };
}

/** No answer, or the answer stopped, within the timeout: the gateway may have the message. */
const timeoutCodes = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function requestError(error: unknown): SmsProviderError {
  const code = errorCode(error);
  if (code && timeoutCodes.has(code)) {
    return new SmsProviderError('unknown', 'No answer from the SMS provider (timeout)', {
      cause: error,
    });
  }
  if (code && notConnectedCodes.has(code)) {
    return new SmsProviderError('not-sent', `Could not reach the SMS provider (${code})`, {
      cause: error,
    });
  }
  return new SmsProviderError('unknown', 'The connection to the SMS provider broke while sending', {
    cause: error,
  });
}

/** The socket error's code, on the error or (as fetch wraps it) on its cause. */
function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function recipientResult(request: SmsSendRequest, status: number, text: string): SmsSendResult {
  if (status === 401) {
    throw new SmsProviderError('credentials', 'SMS provider refused the credentials');
  }
  if (status >= 500) {
    throw new SmsProviderError('not-sent', `SMS provider error (HTTP ${status})`);
  }
  if (status !== 201 && status !== 200) {
    const detail = text.trim().slice(0, 80);
    const message = `SMS provider refused the request (HTTP ${status})`;
    throw new SmsProviderError('refused', detail ? `${message}: ${detail}` : message);
  }
  let data: { SMSMessageData?: { Message?: unknown; Recipients?: Recipient[] } };
  try {
    data = JSON.parse(text);
  } catch {
    // It answered "created", so it may well have sent it: unknown, not "not sent".
    throw new SmsProviderError('unknown', 'Unreadable answer from the SMS provider');
  }
  const recipients = data.SMSMessageData?.Recipients;
  if (!Array.isArray(recipients)) {
    throw new SmsProviderError('unknown', 'Unreadable answer from the SMS provider');
  }
  const recipient = recipients.find((r) => r.number === request.to) ?? recipients[0];
  if (!recipient) {
    // No recipient processed: the whole request was refused (e.g. Message "InvalidSenderId").
    const reason = data.SMSMessageData?.Message;
    return refusal(request.to, typeof reason === 'string' && reason ? reason : 'Refused');
  }
  const statusCode = Number(recipient.statusCode);
  const name = typeof recipient.status === 'string' ? recipient.status : `Status ${statusCode}`;
  const messageId = typeof recipient.messageId === 'string' ? recipient.messageId : null;
  const accepted = acceptedCodes.has(statusCode);
  return {
    to: request.to,
    providerMessageId: accepted && messageId && messageId !== 'None' ? messageId : null,
    accepted,
    statusCode,
    status: name,
    cost: accepted && typeof recipient.cost === 'string' ? recipient.cost : null,
    transient: transientCodes.has(statusCode),
  };
}

function refusal(to: string, status: string): SmsSendResult {
  return { to, providerMessageId: null, accepted: false, statusCode: 0, status, cost: null };
}

/** The form fields Africa's Talking posts to our callback: id, status, failureReason... */
export function parseAfricasTalkingDeliveryReport(
  body: Record<string, unknown>,
): DeliveryReport | null {
  const { id, status, failureReason } = body;
  if (typeof id !== 'string' || !id || typeof status !== 'string' || !status) return null;
  const final = finalStatuses.has(status);
  const delivered = status === 'Success';
  const failed = final && !delivered;
  const reason = typeof failureReason === 'string' && failureReason ? failureReason : status;
  return { providerMessageId: id, status, final, delivered, reason: failed ? reason : null };
}

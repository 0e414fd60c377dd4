import type { SmsProviderName } from '@rental/shared/enums';

/**
 * The provider-neutral SMS interface (docs/architecture.md §5;
 * docs/reference/africastalking-sms.md, "Interface norm").
 * Gateways differ (Africa's Talking, resellers, Twilio...); the sender only sees this.
 */
export interface SmsSendRequest {
  /** E.164: +2547XXXXXXXX. */
  to: string;
  text: string;
  /** Registered sender id or short code; empty for the provider's default. */
  senderId?: string;
}

/** What the provider said about one recipient. */
export interface SmsSendResult {
  to: string;
  /** The provider's id of the message (delivery reports refer to it); null when refused. */
  providerMessageId: string | null;
  /** Taken for sending (not yet delivered). */
  accepted: boolean;
  /** The provider's per-recipient code (Africa's Talking: 101 Sent, 403 InvalidPhoneNumber...). */
  statusCode: number;
  /** The provider's name for that code; the failure reason when refused. */
  status: string;
  /** As the provider writes it, e.g. "KES 0.8000"; null when unknown. */
  cost: string | null;
  /** A refusal that may pass on a later try (a gateway hiccup), as opposed to a bad number. */
  transient?: boolean;
}

/** A delivery report, whatever the provider's format. */
export interface DeliveryReport {
  providerMessageId: string;
  /** The provider's status name (Success, Failed, Buffered...). */
  status: string;
  /** No further report will change the outcome. */
  final: boolean;
  delivered: boolean;
  /** Why it failed, when it did. */
  reason: string | null;
}

export interface SmsProvider {
  readonly name: SmsProviderName;
  /**
   * Nothing leaves the machine: the sender marks such messages 'stored' in bulk without
   * calling `send` one by one.
   */
  readonly storesOnly: boolean;
  /** One message to one recipient. Throws SmsProviderError when the request itself failed. */
  send(request: SmsSendRequest): Promise<SmsSendResult>;
  /** The provider's callback body (form fields); null when it is not a report. */
  parseDeliveryReport(body: Record<string, unknown>): DeliveryReport | null;
}

/**
 * Why a request to the provider failed, as far as duplicates are concerned:
 * - `not-sent`: the provider certainly did not send it (connection refused, HTTP 5xx, which
 *   Africa's Talking documents as a failure): safe to try again later.
 * - `unknown`: the provider may have sent it (timeout, connection cut after the request went
 *   out, an unreadable success answer): trying again could send it twice.
 * - `refused`: the provider will not take it as asked (bad credentials, a malformed request):
 *   trying again cannot help.
 */
export type SmsFailureKind = 'not-sent' | 'unknown' | 'refused' | 'credentials';

export class SmsProviderError extends Error {
  constructor(
    readonly kind: SmsFailureKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SmsProviderError';
  }
}

import type { Language } from '@rental/shared/enums';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import type { SendingHours } from '../../lib/sending-hours.js';

/** A bill's PDF to upload: its bytes and its name, `Invoice INV-000012.pdf`. */
export interface BillDocument {
  data: Uint8Array;
  filename: string;
}

/** Which bill a WhatsApp invoice or receipt message is about, and in which language. */
export interface BillDocumentRequest {
  organizationId: string;
  kind: 'invoice' | 'receipt';
  invoiceId: string | null;
  transactionId: string | null;
  language: Language;
}

/**
 * Makes the PDF of an invoice or a receipt (decision 0067); null when the invoice or payment
 * is no longer there. The bills module makes them: it sits above sms in the module order, so
 * server.ts passes its function in (docs/architecture.md §3).
 */
export type BillDocumentOf = (
  deps: { db: Db; clock: Clock },
  request: BillDocumentRequest,
) => Promise<BillDocument | null>;

/** What sending SMS needs beyond the database: the secrets key and the provider's address. */
export interface SmsOptions {
  /** AES-256 key of the stored API keys (lib/secrets.ts). */
  secretsKey: Buffer;
  /** Overrides Africa's Talking's live/sandbox address (the simulator). */
  africasTalkingBaseUrl?: string;
  /** Overrides the WhatsApp Cloud API's address, https://graph.facebook.com (the simulator). */
  whatsappBaseUrl?: string;
  /** How long one request to the provider may take. */
  timeoutMs: number;
  /** The PDFs WhatsApp invoices and receipts carry when the owner's templates have a header. */
  billDocument?: BillDocumentOf;
}

export interface SmsDeps {
  db: Db;
  clock: Clock;
  sms: SmsOptions;
  /** Tenants' sending hours: a WhatsApp message refused at night falls back to SMS in them. */
  sendingHours?: SendingHours;
}

/** AFRICASTALKING_BASE_URL, WHATSAPP_BASE_URL and SMS_TIMEOUT_MS, with the server's secrets key. */
export function smsOptionsFromConfig(config: Config, secretsKey: Buffer): SmsOptions {
  return {
    secretsKey,
    africasTalkingBaseUrl: config.africasTalkingBaseUrl,
    whatsappBaseUrl: config.whatsappBaseUrl,
    timeoutMs: config.smsTimeoutMs,
  };
}

// Types of whatsapp-simulator.mjs, for the TypeScript tests that start it.

export interface WhatsAppSimulatorOptions {
  port?: number;
  host?: string;
  /** Accepted `Authorization: Bearer` tokens; default ['simulator-access-token']. */
  tokens?: string[];
  /** Signs status notifications; default 'simulator-app-secret'. */
  appSecret?: string;
  /** Numbers refused with 131026 "Message undeliverable" (with or without +). */
  notOnWhatsApp?: string[];
  /** Where status notifications go: the organization's /api/whatsapp/webhook/<secret>. */
  webhookUrl?: string;
  /** metadata.phone_number_id of a notification about a message it did not send. */
  phoneNumberId?: string;
  httpControls?: boolean;
}

/** Meta's error body. */
export interface GraphErrorBody {
  error: {
    message: string;
    type: string;
    code: number;
    error_data?: { messaging_product: 'whatsapp'; details: string };
    fbtrace_id: string;
  };
}

export interface ReceivedRequest {
  at: string;
  kind: 'message' | 'media';
  phoneNumberId: string;
  contentType: string;
  /** The JSON of a send; for an upload, {messaging_product, type, filename, size}. */
  body: Record<string, unknown> | null;
  status: number;
  answer: unknown;
}

export interface AcceptedMessage {
  id: string;
  phoneNumberId: string;
  /** Digits only, as Meta's wa_id. */
  to: string;
  type: string;
  template: {
    name: string;
    language: { code: string };
    components?: { type: string; parameters: Record<string, unknown>[] }[];
  } | null;
  /**
   * The template's document header: the uploaded file it names (checked: an unknown media id
   * is refused with 131053), or the link Meta would fetch; null without a header.
   */
  document:
    | { id: string; filename: string; type: string; size: number }
    | { link: string; filename: string }
    | null;
  /** A free-form text's body (`type: 'text'`); null for a template. */
  text: string | null;
  at: string;
}

export interface AcceptedMedia {
  id: string;
  filename: string;
  type: string;
  size: number;
  data: Buffer;
}

export interface StatusFields {
  /** The wamid of the message. */
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  errorCode?: number;
  errorTitle?: string;
  recipient?: string;
  /** Overrides the simulator's webhook URL for this notification. */
  url?: string;
}

/** A customer's text to the business, as Meta's webhook carries it. */
export interface InboundFields {
  /** The customer's number (any form; sent as digits without '+'). */
  from: string;
  text: string;
  /** The wamid; made when not given (give the same one again for a repeat). */
  id?: string;
  /** The customer's WhatsApp profile name. */
  name?: string;
  /** Overrides the simulator's webhook URL for this notification. */
  url?: string;
}

export interface WhatsAppSimulatorControls {
  setTokens(tokens: string[]): void;
  setAppSecret(secret: string): void;
  addNotOnWhatsApp(number: string): void;
  setWebhookUrl(url: string): void;
  /** The next `count` uploads are answered `status` (default 500). */
  failUploads(count: number, status?: number): void;
  /** The notification body Meta posts for one status. */
  statusBody(status: StatusFields): Record<string, unknown>;
  /** Posts a status notification: signed (default), unsigned or signed with a wrong secret. */
  sendStatus(
    status: StatusFields,
    signature?: 'valid' | 'none' | 'wrong',
  ): Promise<{ status: number; body: string }>;
  /** The notification body Meta posts when a customer writes a text to the business. */
  inboundBody(inbound: InboundFields): Record<string, unknown>;
  /** Posts a customer's text: signed (default), unsigned or signed with a wrong secret. */
  sendInbound(
    inbound: InboundFields,
    signature?: 'valid' | 'none' | 'wrong',
  ): Promise<{ status: number; body: string }>;
  /** Ends a customer's 24-hour window (opened by `sendInbound`): texts to them get 131047. */
  closeWindow(number: string): void;
  reset(): void;
  countOf(to: string, template?: string): number;
}

export interface WhatsAppSimulator {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  messages: AcceptedMessage[];
  media: AcceptedMedia[];
  controls: WhatsAppSimulatorControls;
  close(): Promise<void>;
}

export function graphError(
  code: number,
  message: string,
  details: string | null,
  status?: number,
): { status: number; body: GraphErrorBody };
export function hubSignature(body: string | Buffer, appSecret: string): string;
export function startWhatsAppSimulator(
  options?: WhatsAppSimulatorOptions,
): Promise<WhatsAppSimulator>;

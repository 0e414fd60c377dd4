// Types of africastalking-simulator.mjs, for the TypeScript tests that start it.

export interface SimulatorOptions {
  port?: number;
  host?: string;
  apiKeys?: string[];
  username?: string;
  invalidNumbers?: string[];
  recipientCodes?: Record<string, number>;
  /**
   * Where delivery reports are posted: the organization's
   * /api/sms/delivery-reports/africastalking/<secret> (Settings → SMS shows it).
   */
  callbackUrl?: string;
  autoReport?: boolean | 'before-answer';
  /** Where incoming messages are posted (the organization's /api/sms/incoming/<secret>). */
  incomingUrl?: string;
  /** The `to` of incoming messages; default 22384. */
  shortCode?: string;
  /** Where opt-out notifications are posted (the organization's /api/sms/opt-out/<secret>). */
  optOutUrl?: string;
  httpControls?: boolean;
}

/** An SMS a subscriber sends to the short code; the rest of the fields are made up. */
export interface IncomingMessage {
  from: string;
  text: string;
  to?: string;
  /** The provider's message id; the same one again plays a retried callback. */
  id?: string;
  date?: string;
  linkId?: string;
  networkCode?: string;
  /** Overrides the simulator's incoming-messages URL for this message. */
  url?: string;
}

/** A delivery report's fields; the rest are made up from the message the id names. */
export interface DeliveryReportFields {
  id: string;
  status?: string;
  phoneNumber?: string;
  networkCode?: string;
  failureReason?: string;
  /** Overrides the simulator's callback URL for this report. */
  url?: string;
}

/** A "Bulk SMS Opt Out" notification: someone opted out of a sender id. */
export interface OptOutNotice {
  phoneNumber: string;
  /** Default: the sender id last used to message that number, else empty. */
  senderId?: string;
  /** Overrides the simulator's opt-out URL for this notice. */
  url?: string;
}

export interface ReceivedMessage {
  messageId: string;
  username: string;
  to: string;
  message: string;
  from: string | null;
  cost: string;
  at: string;
}

export interface ReceivedRequest {
  at: string;
  form: Record<string, string>;
  status: number | 'hung';
}

export interface SimulatorControls {
  failNext(count?: number, status?: number): void;
  hangNext(count?: number): void;
  addInvalidNumber(number: string): void;
  setRecipientCode(number: string, statusCode: number): void;
  setApiKeys(keys: string[]): void;
  /** Where delivery reports go from now on (the organization's secret path). */
  setCallbackUrl(url: string, autoReport?: boolean | 'before-answer'): void;
  /** Posts a delivery report to the callback URL as the provider does. */
  sendDeliveryReport(report: DeliveryReportFields): Promise<{ status: number; body: string }>;
  setIncomingUrl(url: string): void;
  /** Posts the message to the incoming-messages URL as the provider does; answers with its id. */
  sendIncomingMessage(
    message: IncomingMessage,
  ): Promise<{ status: number; body: string; id: string }>;
  setOptOutUrl(url: string): void;
  /** Posts an opt-out notification to the opt-out URL as the provider does. */
  sendOptOut(notice: OptOutNotice): Promise<{ status: number; body: string }>;
  reset(): void;
  countOf(to: string, text?: string): number;
}

export interface AfricasTalkingSimulator {
  url: string;
  port: number;
  messages: ReceivedMessage[];
  requests: ReceivedRequest[];
  controls: SimulatorControls;
  close(): Promise<void>;
}

export function smsParts(text: string): number;
export function startAfricasTalkingSimulator(
  options?: SimulatorOptions,
): Promise<AfricasTalkingSimulator>;

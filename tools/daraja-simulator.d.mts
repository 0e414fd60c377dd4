// Types of daraja-simulator.mjs, for the TypeScript tests that start it.

export const sandboxPasskey: string;
export function kenyaTime(date?: Date): string;
export function randomTransId(): string;

export interface DarajaSimulatorOptions {
  port?: number;
  host?: string;
  consumers?: { key: string; secret: string }[];
  /** shortcode → passkey; 174379 has the public sandbox passkey by default. */
  passkeys?: Record<string, string>;
  production?: boolean;
  stkDelayMs?: number;
  httpControls?: boolean;
  /** The local address callbacks are POSTed from, e.g. '127.0.0.2' (any 127.x is loopback). */
  sourceAddress?: string;
  /** Delay before a Transaction Status result is POSTed (default 50 ms). */
  statusDelayMs?: number;
}

export interface C2bBody {
  TransactionType: string;
  TransID: string;
  TransTime: string;
  TransAmount: string;
  BusinessShortCode: string;
  BillRefNumber: string;
  InvoiceNumber: string;
  OrgAccountBalance: string;
  ThirdPartyTransID: string;
  MSISDN: string;
  FirstName: string;
  MiddleName: string;
  LastName: string;
}

export interface CallAnswer {
  /** 0 when our server could not be reached. */
  status: number;
  answer: unknown;
}

export interface PayBillResult {
  body: C2bBody;
  validation: CallAnswer | undefined;
  confirmation: CallAnswer | undefined;
  rejected: boolean;
}

export interface DeliveredCallback {
  url: string;
  body: unknown;
  status: number;
  answer: unknown;
}

export type StkResultCode = number | 'none';
/** A result code, still being processed, or Daraja unreachable (503). */
export type StkQueryAnswer = number | 'pending' | 'unavailable';

export interface DarajaSimulatorControls {
  payBill(input: {
    shortcode: string | number;
    account: string;
    /** A number is sent as "5000.00"; a string as is. */
    amount: number | string;
    transId?: string;
    firstName?: string;
    /** YYYYMMDDHHmmss Kenya time; default now. */
    time?: string;
    msisdn?: string;
    /** false: M-PESA takes the money but the confirmation never reaches the server. */
    deliver?: boolean;
  }): Promise<PayBillResult>;
  nextStkResult(code: StkResultCode): void;
  /** A success's callback says `amount` (KES) and `receipt` when given, else the push's. */
  completeStk(
    checkoutRequestId: string,
    code?: number,
    options?: { callback?: boolean; amount?: number; receipt?: string },
  ): Promise<DeliveredCallback | undefined>;
  /** What the STK query answers for that push from now on; undefined: the push's own result. */
  answerStkQuery(checkoutRequestId: string, answer: StkQueryAnswer | undefined): void;
  repeatLastCallback(): Promise<DeliveredCallback>;
  enableValidation(shortcode: string | number, on?: boolean): void;
  registeredUrls(
    shortcode: string | number,
  ): { confirmationUrl: string; validationUrl: string; responseType: string } | undefined;
  setProduction(on: boolean): void;
  setStkDelayMs(ms: number): void;
  addConsumer(key: string, secret: string): void;
  setPasskey(shortcode: string | number, passkey: string): void;
  revokeTokens(): void;
  setSourceAddress(address: string | undefined): void;
  /** Only this initiator and credential may ask Transaction Status; no name: any may. */
  setInitiator(name?: string, credential?: string): void;
  /** The C2B payments M-PESA took, delivered or not. */
  knownPayments(): (C2bBody & { delivered: boolean })[];
  pullRegistration(
    shortcode: string | number,
  ): { nominatedNumber: string; callbackUrl: string } | undefined;
  /** Settles once every Transaction Status result due has been delivered. */
  statusResultsDelivered(): Promise<void>;
  reset(): void;
}

export interface DarajaSimulatorCalls {
  requests: { at: string; method: string; path: string; body: unknown }[];
  tokens: number;
  registrations: {
    shortcode: string;
    confirmationUrl: string;
    validationUrl: string;
    responseType: string;
  }[];
  c2b: ({ kind: 'validation' | 'confirmation'; url: string; body: C2bBody } & CallAnswer)[];
  stkPushes: { checkoutRequestId: string; body: Record<string, unknown>; result: StkResultCode }[];
  stkCallbacks: DeliveredCallback[];
  stkQueries: { checkoutRequestId: string }[];
  statusQueries: Record<string, unknown>[];
  statusResults: DeliveredCallback[];
  pullRegistrations: { shortcode: string; nominatedNumber: string; callbackUrl: string }[];
  pullQueries: Record<string, unknown>[];
}

export interface DarajaSimulator {
  url: string;
  controls: DarajaSimulatorControls;
  calls: DarajaSimulatorCalls;
  close(): Promise<void>;
}

export function startDarajaSimulator(options?: DarajaSimulatorOptions): Promise<DarajaSimulator>;

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
  }): Promise<PayBillResult>;
  nextStkResult(code: StkResultCode): void;
  completeStk(
    checkoutRequestId: string,
    code?: number,
    options?: { callback?: boolean },
  ): Promise<DeliveredCallback | undefined>;
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
}

export interface DarajaSimulator {
  url: string;
  controls: DarajaSimulatorControls;
  calls: DarajaSimulatorCalls;
  close(): Promise<void>;
}

export function startDarajaSimulator(options?: DarajaSimulatorOptions): Promise<DarajaSimulator>;

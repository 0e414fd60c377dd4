// Types of africastalking-simulator.mjs, for the TypeScript tests that start it.

export interface SimulatorOptions {
  port?: number;
  host?: string;
  apiKeys?: string[];
  username?: string;
  invalidNumbers?: string[];
  recipientCodes?: Record<string, number>;
  callbackUrl?: string;
  autoReport?: boolean | 'before-answer';
  httpControls?: boolean;
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
  setCallbackUrl(url: string, autoReport?: boolean | 'before-answer'): void;
  sendDeliveryReport(report: {
    id: string;
    status?: string;
    phoneNumber?: string;
    networkCode?: string;
    failureReason?: string;
  }): Promise<{ status: number; body: string }>;
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

// Types of etims-simulator.mjs, for the TypeScript tests that start it.

export interface EtimsDevice {
  tin: string;
  bhfId: string;
  dvcSrlNo: string;
}

export interface EtimsSimulatorOptions {
  port?: number;
  host?: string;
  /** The devices KRA knows; unset: any device whose tin is shaped like a KRA PIN. */
  devices?: EtimsDevice[];
  httpControls?: boolean;
}

/** An OSCU answer: '000' success, '001' no search result, others refusals. */
export interface OscuAnswer<T = unknown> {
  resultCd: string;
  resultMsg: string;
  resultDt: string;
  data: T | null;
}

export interface EtimsReceivedRequest {
  at: string;
  /** '/selectInitOsdcInfo', '/selectCodeList', '/saveItem' or '/saveTrnsSalesOsdc'. */
  path: string;
  headers: { tin?: string; bhfId?: string; cmcKey?: string };
  /** The parsed JSON body; null when it was not JSON, undefined when empty. */
  body: Record<string, unknown> | null | undefined;
  /** The HTTP status answered, or 'hung'. */
  status: number | 'hung';
  /** The answer's resultCd ('' when none was answered). */
  resultCd: string;
}

export interface EtimsFailure {
  /** HTTP status with no body (default 500). */
  status?: number;
  /** Instead: HTTP 200 with this resultCd ('999', '901'...). */
  resultCd?: string;
  /** Only the next call of this path ('/saveItem'); unset: the next call of any. */
  path?: string;
}

export interface EtimsSimulatorControls {
  failNext(count?: number, failure?: EtimsFailure): void;
  /** Taken (a sale or item is registered) but never answered: the client times out. */
  hangNext(count?: number, path?: string): void;
  delayNext(ms: number, count?: number): void;
  /** Receipts KRA issued for this invoice number: 0 or 1, however often it was sent. */
  salesCount(invcNo: number | string, tin?: string, bhfId?: string): number;
  /** How many times a sale with this invoice number reached the simulator. */
  timesSent(invcNo: number | string): number;
  /** The device's item master: the last saveItem body of each itemCd. */
  itemsOf(tin: string, bhfId: string): Record<string, unknown>[];
  cmcKeyOf(tin: string, bhfId: string): string | undefined;
  reset(): void;
}

export interface EtimsSimulator {
  url: string;
  port: number;
  requests: EtimsReceivedRequest[];
  controls: EtimsSimulatorControls;
  close(): Promise<void>;
}

/** YYYYMMDDhhmmss in Kenya time. */
export function kenyaStamp(date?: Date): string;
export function startEtimsSimulator(options?: EtimsSimulatorOptions): Promise<EtimsSimulator>;

import { kenyaTimestamp } from '../mpesa/daraja-helpers.js';
import type {
  OscuCodeClass,
  OscuDeviceInfo,
  OscuItem,
  OscuSale,
  OscuSaleReceipt,
} from './oscu-types.js';

/**
 * KRA eTIMS through the OSCU API (docs/reference/etims-oscu.md): JSON POSTs to
 * `<server>/<method>`, answered `{resultCd, resultMsg, resultDt, data}` with '000' for
 * success. Initialisation needs no key; every other call sends the device's `tin`, `bhfId`
 * and `cmcKey` headers. The server is KRA's sandbox or production, or ETIMS_BASE_URL (the
 * simulator in tools/etims-simulator.mjs) when set.
 */

export const etimsSandboxUrl = 'https://etims-api-sbx.kra.go.ke/etims-api';
export const etimsProductionUrl = 'https://etims-api.kra.go.ke/etims-api';

export type EtimsEnvironment = 'sandbox' | 'production';

/** Where and how long: the organization's environment and the server's settings. */
export interface EtimsConnection {
  environment: EtimsEnvironment;
  /** Overrides the sandbox/production host (ETIMS_BASE_URL). */
  baseUrl?: string | undefined;
  /** Per request; default 20 s. */
  timeoutMs?: number | undefined;
}

/** The device as KRA registered it: the landlord's PIN, branch and device serial. */
export interface EtimsDevice {
  tin: string;
  bhfId: string;
  dvcSrlNo: string;
}

/** What every call after initialisation sends as headers. */
export interface EtimsDeviceKey {
  tin: string;
  bhfId: string;
  cmcKey: string;
}

export function etimsBaseUrl(environment: EtimsEnvironment, override?: string): string {
  if (override) return override.replace(/\/+$/, '');
  return environment === 'production' ? etimsProductionUrl : etimsSandboxUrl;
}

/**
 * A refusal or failure from eTIMS. `code` is KRA's resultCd when it answered one that is not
 * a success ('901' not a valid device, '910' a parameter error...); otherwise 'timeout' (no
 * answer in time: a sale may have been taken), 'unreachable' (certainly not taken),
 * 'http-<status>' or 'bad-answer'.
 */
export class EtimsError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'EtimsError';
  }

  /** KRA answered and refused: the same request again would be refused again. */
  get refused(): boolean {
    return /^\d{3}$/.test(this.code);
  }
}

interface OscuAnswer {
  resultCd?: unknown;
  resultMsg?: unknown;
  data?: unknown;
}

async function post(
  connection: EtimsConnection,
  method: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<OscuAnswer> {
  const url = `${etimsBaseUrl(connection.environment, connection.baseUrl)}/${method}`;
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(connection.timeoutMs ?? 20_000),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new EtimsError('timeout', 'No answer from KRA eTIMS (timeout)', undefined, {
        cause: error,
      });
    }
    throw new EtimsError('unreachable', 'Could not reach KRA eTIMS', undefined, { cause: error });
  }
  if (status < 200 || status >= 300) {
    throw new EtimsError(`http-${status}`, `KRA eTIMS answered HTTP ${status}`, status);
  }
  let answer: OscuAnswer;
  try {
    answer = JSON.parse(text) as OscuAnswer;
  } catch {
    throw new EtimsError('bad-answer', 'KRA eTIMS answered something that is not JSON', status);
  }
  const code = typeof answer?.resultCd === 'string' ? answer.resultCd : undefined;
  if (code === undefined) {
    throw new EtimsError('bad-answer', 'KRA eTIMS answered without a result code', status);
  }
  // '001' "There is no search result": an empty list, still a success.
  if (code !== '000' && code !== '001') {
    const message = typeof answer.resultMsg === 'string' ? answer.resultMsg : 'refused';
    throw new EtimsError(code, `KRA eTIMS refused the request: ${code} ${message}`, status);
  }
  return answer;
}

const keyHeaders = (key: EtimsDeviceKey) => ({
  tin: key.tin,
  bhfId: key.bhfId,
  cmcKey: key.cmcKey,
});

/** selectInitOsdcInfo: the device's details and its cmcKey (a secret: store it encrypted). */
export async function initDevice(
  connection: EtimsConnection,
  device: EtimsDevice,
): Promise<OscuDeviceInfo> {
  const answer = await post(connection, 'selectInitOsdcInfo', {}, device);
  const info = (answer.data as { info?: Partial<OscuDeviceInfo> } | null)?.info;
  if (!info || typeof info.cmcKey !== 'string' || !info.cmcKey) {
    throw new EtimsError('bad-answer', 'KRA eTIMS answered the initialisation without a cmcKey');
  }
  return info as OscuDeviceInfo;
}

/** selectCodeList: the code classes changed after `lastReqDt` (YYYYMMDDhhmmss); [] if none. */
export async function selectCodeList(
  connection: EtimsConnection,
  key: EtimsDeviceKey,
  lastReqDt: string,
): Promise<OscuCodeClass[]> {
  const answer = await post(connection, 'selectCodeList', keyHeaders(key), { lastReqDt });
  const list = (answer.data as { clsList?: unknown } | null)?.clsList;
  return Array.isArray(list) ? (list as OscuCodeClass[]) : [];
}

/**
 * saveItem: registers the item in the taxpayer's item master, or updates it (the same itemCd).
 * KRA answers '000' with no data; a sale naming an item KRA does not have is refused.
 */
export async function saveItem(
  connection: EtimsConnection,
  key: EtimsDeviceKey,
  item: OscuItem,
): Promise<void> {
  await post(connection, 'saveItem', keyHeaders(key), item);
}

/** saveTrnsSalesOsdc: a sale (rcptTyCd 'S') or credit note ('R'); KRA's receipt for it. */
export async function saveSale(
  connection: EtimsConnection,
  key: EtimsDeviceKey,
  sale: OscuSale,
): Promise<OscuSaleReceipt> {
  const answer = await post(connection, 'saveTrnsSalesOsdc', keyHeaders(key), sale);
  const data = answer.data as Partial<OscuSaleReceipt> | null;
  if (!data || typeof data.rcptSign !== 'string' || data.curRcptNo === undefined) {
    throw new EtimsError('bad-answer', 'KRA eTIMS answered the sale without a receipt');
  }
  return {
    curRcptNo: String(data.curRcptNo),
    totRcptNo: String(data.totRcptNo ?? data.curRcptNo),
    intrlData: String(data.intrlData ?? ''),
    rcptSign: data.rcptSign,
    sdcDateTime: String(data.sdcDateTime ?? ''),
  };
}

/** KRA writes its dates as Daraja does: YYYYMMDDhhmmss in Kenya time (cfmDt, lastReqDt). */
export const oscuTimestamp = kenyaTimestamp;

import { darajaRequest, DarajaError, type DarajaCredentials } from './daraja-client.js';
import { kenyaTimestamp, parseKenyaTimestamp } from './daraja-helpers.js';

// ---------- Pull Transactions (C2B only, the last 48 hours) ----------

export interface PullRegisterRequest {
  ShortCode: string;
  RequestType: 'Pull';
  /** The shortcode's nominated M-PESA number, 2547XXXXXXXX. */
  NominatedNumber: string;
  CallBackURL: string;
}

/** Registers the shortcode for Pull Transactions; refusals are DarajaErrors. */
export async function registerPull(
  credentials: DarajaCredentials,
  request: PullRegisterRequest,
): Promise<{ code: string; message: string }> {
  const answer = await darajaRequest<Record<string, unknown>>(
    credentials,
    '/pulltransactions/v1/register',
    request,
  );
  // Answers vary: ResponseCode or ResponseStatus, '0' or '1000' for success.
  const code = String(answer.ResponseCode ?? answer.ResponseStatus ?? '0');
  const message = String(answer.ResponseDescription ?? answer.ResponseMessage ?? 'Success');
  if (!['0', '1000'].includes(code)) throw new DarajaError(code, message);
  return { code, message };
}

/** A C2B payment as Pull Transactions lists it. */
export interface PulledTransaction {
  transId: string;
  /** ISO instant (UTC). */
  paidAt: string;
  amountCents: number;
  billRef: string;
  msisdn: string;
  transactionType: string;
}

/** 'YYYY-MM-DD HH:mm:ss' in Kenya time, the form the query's dates take. */
export function pullDate(date: Date): string {
  const k = kenyaTimestamp(date);
  return `${k.slice(0, 4)}-${k.slice(4, 6)}-${k.slice(6, 8)} ${k.slice(8, 10)}:${k.slice(10, 12)}:${k.slice(12, 14)}`;
}

/**
 * trxDate in the forms seen: an ISO instant with a zone, 'YYYY-MM-DD HH:mm:ss' (Kenya time)
 * or YYYYMMDDHHmmss (Kenya time).
 */
function parseTrxDate(value: unknown): string | undefined {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (/^\d{14}$/.test(text)) return parseKenyaTimestamp(text)?.toISOString();
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (local) return parseKenyaTimestamp(local.slice(1).join(''))?.toISOString();
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const ms = Date.parse(text);
    return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
  }
  return undefined;
}

function readTransaction(item: Record<string, unknown>): PulledTransaction | undefined {
  const transId = String(item.transactionId ?? '')
    .trim()
    .toUpperCase();
  const amount = String(item.amount ?? '')
    .trim()
    .replace(/,/g, '');
  const paidAt = parseTrxDate(item.trxDate);
  if (!/^[A-Z0-9]{1,64}$/.test(transId) || !/^\d+(\.\d{1,2})?$/.test(amount) || !paidAt) {
    return undefined;
  }
  const amountCents = Math.round(Number(amount) * 100);
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return undefined;
  return {
    transId,
    paidAt,
    amountCents,
    billRef: String(item.billreference ?? '').slice(0, 64),
    msisdn: String(item.msisdn ?? ''),
    transactionType: String(item.transactiontype ?? ''),
  };
}

/** Pages of at most this many are asked for until one comes back shorter. */
const maxPages = 50;

/**
 * The shortcode's C2B payments between two instants (M-PESA keeps the last 48 hours). HTTP 200
 * even on failure: ResponseCode 1000 lists some, 1001 none; anything else is refused. The list
 * is nested one array deep in M-PESA's samples: both shapes are read. Unreadable entries
 * are left out.
 */
export async function queryPulledTransactions(
  credentials: DarajaCredentials,
  input: { shortcode: string; from: Date; to: Date },
): Promise<PulledTransaction[]> {
  const found: PulledTransaction[] = [];
  for (let page = 0, offset = 0; page < maxPages; page += 1) {
    const answer = await darajaRequest<Record<string, unknown>>(
      credentials,
      '/pulltransactions/v1/query',
      {
        ShortCode: input.shortcode,
        StartDate: pullDate(input.from),
        EndDate: pullDate(input.to),
        OffSetValue: String(offset),
      },
    );
    const code = String(answer.ResponseCode ?? '');
    if (code === '1001') break;
    if (code !== '1000') {
      throw new DarajaError(code || 'invalid-answer', String(answer.ResponseMessage ?? 'Refused'));
    }
    const raw = Array.isArray(answer.Response) ? (answer.Response as unknown[]).flat() : [];
    const items = raw.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object');
    for (const item of items) {
      const read = readTransaction(item);
      if (read) found.push(read);
    }
    if (items.length === 0) break;
    offset += items.length;
  }
  return found;
}

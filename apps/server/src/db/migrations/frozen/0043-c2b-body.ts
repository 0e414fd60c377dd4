/**
 * Migration 0043's reading of a C2B confirmation body, frozen as
 * apps/server/src/modules/c2b/parse.ts (parseC2bBody) and the Kenya time of
 * integrations/mpesa/daraja-helpers.ts (parseKenyaTimestamp) had it when 0043 was written:
 * the payment the processor of the release before applied from a stored body, so a
 * confirmation stored then is applied as it would have been. A later change to the live
 * reading must not change what 0043 wrote.
 */
export interface StoredPayment0043 {
  transId: string;
  amountCents: number;
  billRef: string;
  payerName: string;
  /** ISO instant (UTC). */
  paidAt: string;
  shortcode: string;
}

/** Africa/Nairobi is UTC+3, with no daylight saving. */
const nairobiOffsetMs = 3 * 3600 * 1000;

/** The instant of a Kenya-time YYYYMMDDHHmmss; undefined if malformed or impossible. */
function kenyaTime(value: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const wall = new Date(Date.UTC(y!, mo! - 1, d, h, mi, s));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const written =
    pad(wall.getUTCFullYear(), 4) +
    pad(wall.getUTCMonth() + 1) +
    pad(wall.getUTCDate()) +
    pad(wall.getUTCHours()) +
    pad(wall.getUTCMinutes()) +
    pad(wall.getUTCSeconds());
  // Month 13, day 32...: they would roll over silently.
  if (written !== value) return undefined;
  return new Date(wall.getTime() - nairobiOffsetMs);
}

/** "5.00", "5000", "1,250.50", 5000 → cents; undefined when not a positive amount. */
function amountToCents(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents > 0 ? cents : undefined;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined;

/** The payment a stored body is; undefined when it is not JSON or not a payment (invalid). */
export function storedPaymentOf0043(rawBody: string): StoredPayment0043 | undefined {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return undefined;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const b = body as Record<string, unknown>;
  const transId = text(b.TransID);
  if (!transId || !/^[A-Za-z0-9]{1,64}$/.test(transId)) return undefined;
  const amountCents = amountToCents(b.TransAmount);
  const shortcode = text(b.BusinessShortCode);
  const billRef = text(b.BillRefNumber);
  const time = text(b.TransTime);
  const paidAt = time ? kenyaTime(time) : undefined;
  if (amountCents === undefined || !shortcode || billRef === undefined || !paidAt) {
    return undefined;
  }
  const payerName =
    [b.FirstName, b.MiddleName, b.LastName].map(text).filter(Boolean).join(' ').slice(0, 120) ||
    'M-PESA customer';
  return {
    transId: transId.toUpperCase(),
    amountCents,
    billRef: billRef.slice(0, 64),
    payerName,
    paidAt: paidAt.toISOString(),
    shortcode,
  };
}

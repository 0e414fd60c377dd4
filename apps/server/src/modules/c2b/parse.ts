import { parseKenyaTimestamp } from '../../integrations/mpesa/daraja-helpers.js';

/** A paybill payment as reconciliation needs it, from a C2B callback or a statement row. */
export interface PaybillPayment {
  transId: string;
  amountCents: number;
  billRef: string;
  payerName: string;
  /** ISO instant (UTC). */
  paidAt: string;
}

/** "5.00", "5000", "1,250.50", 5000 → cents; undefined when not a positive amount. */
export function amountToCents(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents > 0 ? cents : undefined;
}

/** The payer of a payment whose body names nobody (or whose names were erased). */
export const unnamedPayer = 'M-PESA customer';

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined;

export type C2bParse =
  { ok: true; payment: PaybillPayment; shortcode: string } | { ok: false; problems: string[] };

/**
 * Reads the body M-PESA POSTs (all values strings; numbers tolerated). Required: TransID,
 * TransTime, TransAmount, BusinessShortCode, BillRefNumber (may be empty).
 */
export function parseC2bBody(body: unknown): C2bParse {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, problems: ['The body must be a JSON object'] };
  }
  const b = body as Record<string, unknown>;
  const problems: string[] = [];
  const transId = text(b.TransID);
  if (!transId || !/^[A-Za-z0-9]{1,64}$/.test(transId)) problems.push('TransID is missing');
  const amountCents = amountToCents(b.TransAmount);
  if (amountCents === undefined) problems.push('TransAmount is missing or not a positive amount');
  const shortcode = text(b.BusinessShortCode);
  if (!shortcode) problems.push('BusinessShortCode is missing');
  const billRef = text(b.BillRefNumber);
  if (billRef === undefined) problems.push('BillRefNumber is missing');
  const paidAt = text(b.TransTime) ? parseKenyaTimestamp(text(b.TransTime)!) : undefined;
  if (!paidAt) problems.push('TransTime is missing or not YYYYMMDDHHmmss');
  if (problems.length > 0) return { ok: false, problems };
  const payerName =
    [b.FirstName, b.MiddleName, b.LastName].map(text).filter(Boolean).join(' ').slice(0, 120) ||
    unnamedPayer;
  return {
    ok: true,
    shortcode: shortcode!,
    payment: {
      transId: transId!.toUpperCase(),
      amountCents: amountCents!,
      billRef: billRef!.slice(0, 64),
      payerName,
      paidAt: paidAt!.toISOString(),
    },
  };
}

/**
 * A confirmation's payment as it is stored with it (mpesa_callbacks), read once when it
 * arrives: the processor applies this, never the raw body again.
 */
export interface StoredPayment {
  payment: PaybillPayment;
  /** The BusinessShortCode it was paid to. */
  shortcode: string;
}

export type C2bReading =
  ({ kind: 'payment' } & StoredPayment) | { kind: 'invalid'; problems: string[] };

/**
 * What a callback body means: a payment (to the shortcode it names, which the checks compare
 * with the organization's paybill: checks.ts), or unreadable.
 */
export function readC2bBody(body: unknown): C2bReading {
  const parsed = parseC2bBody(body);
  if (!parsed.ok) return { kind: 'invalid', problems: parsed.problems };
  return { kind: 'payment', payment: parsed.payment, shortcode: parsed.shortcode };
}

/** What to store with a callback: its payment, or null when the body is not one. */
export function storedPaymentOf(reading: C2bReading): StoredPayment | null {
  return reading.kind === 'payment'
    ? { payment: reading.payment, shortcode: reading.shortcode }
    : null;
}

// ---------- helpers ----------

/** `base64(shortcode + passkey + timestamp)`: the STK push and query Password. */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

/** YYYYMMDDHHmmss in Africa/Nairobi (UTC+3, no daylight saving). */
export function kenyaTimestamp(date: Date): string {
  const nairobi = new Date(date.getTime() + 3 * 3600 * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return (
    pad(nairobi.getUTCFullYear(), 4) +
    pad(nairobi.getUTCMonth() + 1) +
    pad(nairobi.getUTCDate()) +
    pad(nairobi.getUTCHours()) +
    pad(nairobi.getUTCMinutes()) +
    pad(nairobi.getUTCSeconds())
  );
}

/** The instant of a Kenya-time YYYYMMDDHHmmss (TransTime, TransactionDate); undefined if malformed. */
export function parseKenyaTimestamp(value: string | number): Date | undefined {
  const text = String(value).trim();
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const utc = Date.UTC(y!, mo! - 1, d, h! - 3, mi, s);
  const date = new Date(utc);
  // Reject impossible dates (month 13, day 32...): they would roll over silently.
  if (kenyaTimestamp(date) !== text) return undefined;
  return date;
}

/** '0712345678' / '+254712345678' / '712345678' → '254712345678'; undefined if not a Kenyan mobile. */
export function toDarajaPhone(phone: string): string | undefined {
  const digits = phone.replace(/[\s()+-]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  let local: string | undefined;
  if (/^254[17]\d{8}$/.test(digits)) local = digits.slice(3);
  else if (/^0[17]\d{8}$/.test(digits)) local = digits.slice(1);
  else if (/^[17]\d{8}$/.test(digits)) local = digits;
  return local ? `254${local}` : undefined;
}

import { instantOfNairobiTime, nairobiWallClock } from '@rental/shared/dates';
import { parseKenyanMobile } from '@rental/shared/phone';
// ---------- helpers ----------

/** `base64(shortcode + passkey + timestamp)`: the STK push and query Password. */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

/** YYYYMMDDHHmmss in Africa/Nairobi (UTC+3, no daylight saving). */
export function kenyaTimestamp(date: Date): string {
  const nairobi = nairobiWallClock(date);
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
  const date = instantOfNairobiTime(y!, mo!, d!, h, mi, s);
  // Reject impossible dates (month 13, day 32...): they would roll over silently.
  if (kenyaTimestamp(date) !== text) return undefined;
  return date;
}

/** '0712345678' / '+254712345678' / '712345678' → '254712345678'; undefined if not a Kenyan mobile. */
export function toDarajaPhone(phone: string): string | undefined {
  return parseKenyanMobile(phone)?.mpesa;
}

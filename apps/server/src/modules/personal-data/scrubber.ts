import { parseKenyanPhone } from '@rental/shared/phone';
/**
 * Removes a person's traces from text an erasure cannot simply blank (activity summaries,
 * payment descriptions, a credit note's reason, a stored M-PESA callback): each trace is
 * replaced wherever it appears, ignoring case (M-PESA writes names in capitals). Longer
 * traces go first, so "+254712345678" is replaced whole rather than leaving "+254" behind.
 */

export interface Trace {
  text: string;
  /** What stands in its place: the new name for a name, a dash for a phone or a code. */
  replacement: string;
}

/** Traces shorter than this are not looked for: "Jo" would eat other people's words. */
export const shortestTrace = 4;

export interface Scrubber {
  traces: readonly Trace[];
  text: (value: string) => string;
  /** A JSON document with every string (and number, for phones) scrubbed; text if not JSON. */
  json: (value: string) => string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function makeScrubber(traces: readonly Trace[]): Scrubber {
  const unique = new Map<string, Trace>();
  for (const trace of traces) {
    const key = trace.text.trim().toLowerCase();
    if (key.length >= shortestTrace && !unique.has(key)) unique.set(key, { ...trace, text: key });
  }
  const sorted = [...unique.values()].sort((a, b) => b.text.length - a.text.length);
  const pattern =
    sorted.length === 0
      ? null
      : new RegExp(sorted.map((t) => escapeRegExp(t.text)).join('|'), 'giu');
  const byText = new Map(sorted.map((trace) => [trace.text, trace.replacement]));
  const text = (value: string) =>
    pattern ? value.replace(pattern, (found) => byText.get(found.toLowerCase()) ?? '') : value;
  const scrubValue = (value: unknown): unknown => {
    if (typeof value === 'string') return text(value);
    // Daraja sends phones as numbers (PhoneNumber 254712345678): a traced one becomes null.
    if (typeof value === 'number') return text(String(value)) === String(value) ? value : null;
    if (Array.isArray(value)) return value.map(scrubValue);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubValue(v)]));
    }
    return value;
  };
  const json = (value: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      return text(value);
    }
    return JSON.stringify(scrubValue(parsed));
  };
  return { traces: sorted, text, json };
}

/**
 * A Kenyan mobile in every form it is stored in: 07XXXXXXXX (tenants), +2547XXXXXXXX (SMS),
 * 2547XXXXXXXX (M-PESA). The nine digits alone go last, for any other writing of it.
 */
export function phoneForms(phone: string): string[] {
  const parsed = parseKenyanPhone(phone);
  if (!parsed) return phone.trim() === '' ? [] : [phone.trim()];
  return [parsed.e164, parsed.mpesa, parsed.local, parsed.national];
}

import { formatKesFigure } from './money.js';

/**
 * Reads an amount as Kenyans type it: "8000", "8,000", "8 000", "8000.50", "KES 8,000",
 * "Ksh 8,000", "Sh. 8,000/=". One parser for every amount field of the web, the API's string
 * bodies and the CSV import (through the shared schemas), so a figure accepted in one place is
 * accepted in all of them.
 */
export type AmountInput =
  { ok: true; value: number } | { ok: false; problem: 'empty' | 'notANumber' | 'tooManyDecimals' };

export interface AmountInputOptions {
  /** Whether a currency word ("KES", "Ksh", "Sh") and the "/=" ending may be written. */
  currency?: boolean;
  /** At most this many digits after the point; more is "too many decimals". */
  decimals?: number;
}

// "KES", "Kes.", "Ksh", "KShs", "Sh", "Shs." before the figure.
const currencyWord = /^(?:kes|kshs?|shs?)\.?\s*/i;
// "/=" and "/-" close a shillings figure on receipts and handwritten bills.
const shillingsEnding = /\s*\/[=-]$/;
const plainDigits = /^\d+$/;
// Groups of three after the first, all with the same separator: "8,000", "1 250 000".
const groupedDigits = /^\d{1,3}(?:(,|\s)\d{3})(?:\1\d{3})*$/;

export function parseAmountInput(text: string, options: AmountInputOptions = {}): AmountInput {
  const { currency = true, decimals = 2 } = options;
  let rest = text.trim();
  if (rest === '') return { ok: false, problem: 'empty' };

  let negative = false;
  if (rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1).trimStart();
  }
  if (currency) {
    rest = rest.replace(currencyWord, '').replace(shillingsEnding, '');
    if (!negative && rest.startsWith('-')) {
      negative = true;
      rest = rest.slice(1).trimStart();
    }
  }

  const [whole = '', fraction, extra] = rest.split('.');
  if (extra !== undefined) return { ok: false, problem: 'notANumber' };
  const wholeOk = whole === '' ? fraction !== undefined : wholeDigits(whole) !== undefined;
  const fractionOk = fraction === undefined || plainDigits.test(fraction);
  if (!wholeOk || !fractionOk) return { ok: false, problem: 'notANumber' };
  if (fraction !== undefined && fraction.length > decimals) {
    return { ok: false, problem: 'tooManyDecimals' };
  }

  const value = Number(`${wholeDigits(whole) ?? '0'}.${fraction ?? '0'}`);
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

/** The digits of a whole part written plainly or in groups of three; undefined otherwise. */
function wholeDigits(whole: string): string | undefined {
  if (plainDigits.test(whole)) return whole;
  if (groupedDigits.test(whole)) return whole.replace(/[,\s]/g, '');
  return undefined;
}

/**
 * What an amount field shows once the user leaves it: "8,000" for "KES 8000", "8,000.50" for
 * "8000.5". Text that is not an amount (or is negative) is left as typed, for its message.
 */
export function formatAmountInput(text: string): string {
  const parsed = parseAmountInput(text);
  return parsed.ok && parsed.value >= 0 ? formatKesFigure(parsed.value) : text;
}

/**
 * The amount in a form value (typed text, or a number once parsed), or undefined while it is
 * not one: a live preview then shows nothing.
 */
export function typedAmountValue(value: unknown, options?: AmountInputOptions): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const parsed = parseAmountInput(value, options);
  return parsed.ok ? parsed.value : undefined;
}

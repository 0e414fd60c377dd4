import type { Language } from './enums.js';
import { lazy } from './lazy.js';

/**
 * Money is integer cents inside the product and KES (a number, up to 2 decimals) on the wire
 * and in forms, as the spec shows it (15000, 15000.5). Convert only at the edges, here.
 */
export function kesToCents(kes: number): number {
  return Math.round(kes * 100);
}

export function centsToKes(cents: number): number {
  return cents / 100;
}

// Built once: an Intl formatter is costly and screens format hundreds of amounts.
const wholeFormat = lazy(() => new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 }));
const centsFormat = lazy(
  () => new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/**
 * The figure alone, where "KES" is already said (an SMS template's "KES {amount}", a column
 * headed "(KES)"): "12,000" for whole shillings, "12,000.50" when there are cents, never
 * "12,000.00". A negative figure starts with "-".
 */
export function formatKesFigure(kes: number): string {
  // Rounded to the cent first, so 0.001 is "0" and not "0.00", and -0 is never "-0".
  const cents = kesToCents(kes) || 0;
  return cents % 100 === 0 ? wholeFormat().format(cents / 100) : centsFormat().format(cents / 100);
}

/**
 * Money as every screen, PDF, SMS and activity entry writes it: "KES 12,000",
 * "KES 12,000.50"; a negative amount is "-KES 1,000" (the sign before the currency, as a
 * statement's debit reads). The one money formatter: nothing else writes "KES" by hand.
 */
export function formatKes(kes: number): string {
  const cents = kesToCents(kes) || 0;
  const figure = formatKesFigure(Math.abs(cents) / 100);
  return cents < 0 ? `-KES ${figure}` : `KES ${figure}`;
}

/** How a balance below zero reads, before its amount (docs/kiswahili-glossary.md: "ana ziada"). */
const inCreditWords: Record<Language, string> = { en: 'In credit', sw: 'Ana ziada ya' };

/**
 * A balance that may be negative, as every screen, PDF and SMS writes it: what is owed as
 * money ("KES 600"), a credit in words ("In credit KES 600", Kiswahili "Ana ziada ya KES 600"),
 * never "-KES 600", which reads as a debt. The one balance formatter.
 */
export function formatBalance(kes: number, language: Language = 'en'): string {
  const cents = kesToCents(kes) || 0;
  return cents < 0 ? `${inCreditWords[language]} ${formatKes(-cents / 100)}` : formatKes(kes);
}

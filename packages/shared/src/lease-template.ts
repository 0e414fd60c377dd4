import type { Language } from './enums.js';

/**
 * The words in braces a lease template may use (issue 32): each is filled in for the tenant
 * when the lease PDF is made. Any other word in braces is refused when the template is saved,
 * so a typo ({tenantnme}) never reaches a printed lease.
 */
export const leasePlaceholders = [
  'tenantname',
  'tenantphone',
  'landlordname',
  'landlordphone',
  'housenumber',
  'rentalname',
  'rent',
  'deposit',
  'startdate',
  'enddate',
  'noticedays',
  'escalation',
  'paybill',
  'accountnumber',
  'houserules',
  'date',
] as const;
export type LeasePlaceholder = (typeof leasePlaceholders)[number];
export type LeaseValues = Record<LeasePlaceholder, string>;

const known = new Set<string>(leasePlaceholders);
const braces = /\{([^{}\s]*)\}/g;

/** The words in braces of `text` the lease cannot fill in, each once, in order. */
export function unknownLeasePlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const [, name = ''] of text.matchAll(braces)) {
    if (!known.has(name)) unknown.add(`{${name}}`);
  }
  return [...unknown];
}

/** The template with each known word in braces replaced by its value. */
export function fillLeaseTemplate(text: string, values: LeaseValues): string {
  return text.replace(braces, (whole, name: string) =>
    known.has(name) ? values[name as LeasePlaceholder] : whole,
  );
}

/** A yearly rise as the lease states it: by a percentage, by an amount in KES, or none. */
export type LeaseEscalation =
  { type: 'percent'; percent: number } | { type: 'amount'; kes: string } | null;

/** The yearly rise in words, in the lease's language ({escalation}). */
export function escalationWords(escalation: LeaseEscalation, language: Language): string {
  const sw = language === 'sw';
  if (escalation === null) {
    return sw
      ? 'Kodi haitapanda katika kipindi cha mkataba huu isipokuwa pande zote mbili zikikubaliana kwa maandishi.'
      : 'The rent does not rise during this tenancy unless both parties agree in writing.';
  }
  const by =
    escalation.type === 'percent'
      ? sw
        ? `asilimia ${escalation.percent}`
        : `${escalation.percent}%`
      : escalation.kes;
  return sw
    ? `Kodi itapanda kwa ${by} kila mwaka, kwenye kila kumbukumbu ya tarehe ya kuanza kwa mkataba.`
    : `The rent rises by ${by} every year, on each anniversary of the start date.`;
}

/** {enddate} of a lease with no end: it runs until one side ends it by notice. */
export const openEndWords: Record<Language, string> = {
  en: 'either party ends it by giving notice',
  sw: 'mmoja wa wahusika atakapoumaliza kwa kutoa notisi',
};

/** {paybill} before the landlord has saved the M-PESA settings. */
export const noPaybillWords: Record<Language, string> = {
  en: '(not set yet: ask the landlord)',
  sw: '(bado haijawekwa: muulize mwenye nyumba)',
};

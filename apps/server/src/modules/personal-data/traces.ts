import { makeScrubber, phoneForms, type Scrubber, type Trace } from './scrubber.js';
import type { TenantCopies } from './trace-repository.js';
import { tenantDisplayName, type TenantNameFields } from '@rental/shared/tenant-name';

const anonymousPayer = 'M-PESA customer';

export interface ErasedPerson extends TenantNameFields {
  /** Whom to ask for at a business: a person's name, so erased with the rest. */
  contactperson?: string | null;
  phonenumber: string;
  /** The other phone that paid for them: the tenant-updated entries quote it. */
  pays_from_phone?: string | null;
  /** Decrypted: the plain codes are what a summary or a note could quote. */
  national_id: string | null;
  kra_pin: string | null;
}

/** The payer's name and phone in a stored C2B callback (Daraja's field names). */
function callbackTraces(rawBody: string): { names: string[]; phones: string[] } {
  try {
    const body = JSON.parse(rawBody) as Record<string, unknown>;
    const text = (key: string) => (typeof body[key] === 'string' ? String(body[key]).trim() : '');
    const name = ['FirstName', 'MiddleName', 'LastName'].map(text).filter(Boolean).join(' ');
    return { names: name ? [name] : [], phones: text('MSISDN') ? [text('MSISDN')] : [] };
  } catch {
    return { names: [], phones: [] };
  }
}

/** A name the tenant's own entries gave them (details.name), or a tenant actor's name. */
function entryNames(entries: TenantCopies['entries']): string[] {
  return entries.flatMap((entry) => {
    const names = entry.role === 'tenant' ? [entry.user_name] : [];
    try {
      const details = JSON.parse(entry.details) as Record<string, unknown>;
      if (typeof details.name === 'string') names.push(details.name);
    } catch {
      // An entry without JSON details names no one.
    }
    return names;
  });
}

export interface EraseTraces {
  /** Full names, payers' names, phones and codes: looked for everywhere in the organization. */
  wide: Scrubber;
  /** Also the first and last names alone: for rows that are the tenant's own. */
  own: Scrubber;
  /** Every form of every phone the tenant was reached on. */
  phones: string[];
}

/**
 * What an erasure removes: every name the tenant went by in the records (renamed since, or
 * as M-PESA spelt it), every phone they used, their ID number and KRA PIN, each with what
 * replaces it ("Former tenant #N" for a name, a dash for the rest).
 */
export function eraseTraces(person: ErasedPerson, copies: TenantCopies, newName: string) {
  const fromCallbacks = copies.callbacks.map((row) => callbackTraces(row.raw_body));
  const names = [
    tenantDisplayName(person),
    ...copies.transactions.map((row) => row.tenant_name),
    ...copies.sent.map((row) => row.recipient_name),
    ...copies.unallocated.map((row) => row.payer_name),
    ...fromCallbacks.flatMap((found) => found.names),
    ...entryNames(copies.entries),
    // What c2b/parse.ts names a payer M-PESA gave no name for: it is no one's name.
  ].filter((name) => name !== anonymousPayer);
  const phones = [
    person.phonenumber,
    ...(person.pays_from_phone ? [person.pays_from_phone] : []),
    ...copies.sent.map((row) => row.phone),
    ...copies.received.map((row) => row.phone),
    ...copies.prompts.map((row) => row.phone),
    ...fromCallbacks.flatMap((found) => found.phones),
  ].flatMap(phoneForms);
  const dash = (text: string): Trace => ({ text, replacement: '—' });
  const wide: Trace[] = [
    ...names.map((text) => ({ text, replacement: newName })),
    ...phones.map(dash),
    ...[person.national_id, person.kra_pin].flatMap((code) => (code ? [dash(code)] : [])),
  ];
  const own = [
    ...wide,
    ...[person.firstname, person.lastname, person.businessname ?? '', person.contactperson ?? '']
      .filter((text) => text !== '')
      .map((text) => ({ text, replacement: newName })),
  ];
  return { wide: makeScrubber(wide), own: makeScrubber(own), phones: [...new Set(phones)] };
}

import type { TenantKind } from './enums.js';

/**
 * What names a tenant, as stored and as the API sends it (`tenantdata`): a person has a first
 * and a last name; a business has one name, and its first and last name are empty.
 */
export interface TenantNameFields {
  kind: TenantKind;
  firstname: string;
  lastname: string;
  /** Null or left out for a person (a row stored before migration 0041 has none). */
  businessname?: string | null;
}

/** The business's name, or '' when a row says business without one (never stored so). */
const businessName = (tenant: TenantNameFields) => (tenant.businessname ?? '').trim();

/**
 * The tenant's name wherever it is shown or written: lists, search, receipts, invoices,
 * statements, the activity log, exports. "Jane Wanjiku" or "Kiosk 4 & Sons (K) Ltd".
 */
export function tenantDisplayName(tenant: TenantNameFields): string {
  if (tenant.kind === 'business') return businessName(tenant);
  return `${tenant.firstname} ${tenant.lastname}`.trim();
}

/**
 * Whom an SMS greets ("Dear Jane," / "Dear Kiosk 4 & Sons (K) Ltd,"): a person by their first
 * name, a business by its whole name, which cannot be split.
 */
export function tenantGreetingName(tenant: TenantNameFields): string {
  if (tenant.kind === 'business') return businessName(tenant);
  return tenant.firstname.trim();
}

/** The first letter of each word that begins with one: "(K)" and "4" give none. */
function wordInitials(name: string): string[] {
  return name
    .split(/\s+/u)
    .map((word) => /^\p{L}/u.exec(word)?.[0] ?? '')
    .filter((letter) => letter !== '');
}

/**
 * Two letters for an avatar, from letters only: "JW" for Jane Wanjiku, "KS" for Kiosk 4 & Sons
 * (K) Ltd. A name with no word that starts with a letter gives its first letter, or ''.
 */
export function tenantInitials(tenant: TenantNameFields): string {
  const letters =
    tenant.kind === 'business'
      ? wordInitials(businessName(tenant))
      : [tenant.firstname, tenant.lastname].flatMap((part) => wordInitials(part).slice(0, 1));
  const initials = letters.slice(0, 2).join('');
  if (initials !== '') return initials.toUpperCase();
  return (/\p{L}/u.exec(tenantDisplayName(tenant))?.[0] ?? '').toUpperCase();
}

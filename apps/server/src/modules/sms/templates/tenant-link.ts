import type { Language } from '@rental/shared/enums';

/**
 * The SMS that sends a tenant their private page (POST /api/tenant/{id}/link/sms), in each
 * language: the link last, so phones show it whole, then who sent it.
 */
export interface TenantLinkParts {
  firstname: string;
  url: string;
  landlord: string;
}

export const tenantLinkTexts: Record<Language, (p: TenantLinkParts) => string> = {
  en: (p) =>
    `Hello ${p.firstname}, see your balance, statement and receipts, and pay, here: ` +
    `${p.url} - ${p.landlord}`,
  sw: (p) =>
    `Habari ${p.firstname}, angalia salio lako, taarifa ya akaunti na risiti, na ulipe, hapa: ` +
    `${p.url} - ${p.landlord}`,
};

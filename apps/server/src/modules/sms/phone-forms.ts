import { parseKenyanMobile } from '@rental/shared/phone';

/**
 * A number as the provider gives it (+2547XXXXXXXX) in every form a tenant's phone may be
 * stored in: tenants are saved as 07XXXXXXXX, older rows or imports may hold +254 or 254
 * (incoming-repository.ts tenantsByPhone looks them up). Undefined for a number that is not a
 * Kenyan mobile: no tenant can have it.
 */
export function storedPhoneForms(phone: string): { msisdn: string; forms: string[] } | undefined {
  const mobile = parseKenyanMobile(phone);
  if (!mobile) return undefined;
  return { msisdn: mobile.mpesa, forms: [mobile.local, mobile.e164, mobile.mpesa] };
}

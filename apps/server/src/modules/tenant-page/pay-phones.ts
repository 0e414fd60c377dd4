import {
  tenantPageMessages as m,
  type PayPhone,
  type PublicTenantPage,
} from '@rental/shared/schemas/tenant-page';
import { parseKenyanMobile } from '@rental/shared/phone';
import { AppError } from '../../lib/app-error.js';

/** The phones a tenant's page may prompt, as the tenant's row holds them. */
export interface SavedPhones {
  phonenumber: string;
  pays_from_phone?: string | null;
}

/**
 * One phone in every written form (07..., +2547..., 2547...): M-PESA's 2547XXXXXXXX, or just
 * its digits for a number that is no Kenyan mobile (its push is then refused by M-PESA).
 */
export function normalisedPhone(phone: string): string {
  return parseKenyanMobile(phone)?.mpesa ?? phone.replace(/\D/g, '');
}

/** `07•• ••• 678`: enough for the tenant to know the phone, too little to learn it. */
export function maskPhone(phone: string): string {
  const digits = parseKenyanMobile(phone)?.local ?? phone.replace(/\D/g, '');
  if (digits.length < 6) return '•'.repeat(digits.length);
  return `${digits.slice(0, 2)}•• ••• ${digits.slice(-3)}`;
}

/** The saved phones by choice; the pays-from phone only when set and not the tenant's own. */
function savedPhones(tenant: SavedPhones): Map<PayPhone, string> {
  const phones = new Map<PayPhone, string>();
  if (tenant.phonenumber) phones.set('own', tenant.phonenumber);
  const other = tenant.pays_from_phone;
  if (other && normalisedPhone(other) !== normalisedPhone(tenant.phonenumber)) {
    phones.set('paysfrom', other);
  }
  return phones;
}

/** What the page shows of the saved phones: masked, never the number itself. */
export function maskedPayPhones(tenant: SavedPhones): PublicTenantPage['payphones'] {
  return [...savedPhones(tenant)].map(([payphone, phone]) => ({
    payphone,
    masked: maskPhone(phone),
  }));
}

const notSaved = (field: string, text: string) =>
  new AppError('unprocessable', text, { [field]: text });

/**
 * The saved phone a prompt goes to: the one chosen (`payphone`), or, from an older page, the
 * number sent when it is one of the saved ones in any written form. Anything else is 422:
 * the page never prompts a number the landlord did not save.
 */
export function chosenPayPhone(
  tenant: SavedPhones,
  body: { payphone?: PayPhone; phonenumber?: string },
): { payphone: PayPhone; phone: string } {
  const phones = savedPhones(tenant);
  const sent = body.phonenumber === undefined ? undefined : normalisedPhone(body.phonenumber);
  if (body.payphone) {
    const phone = phones.get(body.payphone);
    if (!phone) {
      throw body.payphone === 'paysfrom'
        ? notSaved('payphone', m.noPaysFromPhone)
        : notSaved('payphone', m.phoneNotSaved);
    }
    // Both given: they must name the same phone.
    if (sent !== undefined && sent !== normalisedPhone(phone)) {
      throw notSaved('phonenumber', m.phoneNotSaved);
    }
    return { payphone: body.payphone, phone };
  }
  for (const [payphone, phone] of phones) {
    if (sent !== undefined && sent !== '' && normalisedPhone(phone) === sent) {
      return { payphone, phone };
    }
  }
  throw notSaved('phonenumber', m.phoneNotSaved);
}

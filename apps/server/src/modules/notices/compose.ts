import { paybillAccount } from '@rental/shared/account-ref';
import type { Language } from '@rental/shared/enums';
import { paybillNotSetWords } from '@rental/shared/invoice-message';
import { centsToKes, formatKesFigure } from '@rental/shared/money';
import { noticePlaceholders } from '@rental/shared/schemas/notices';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import type { Payee } from '../organization/index.js';
import type { NoticeTenant } from './audience.js';

type NoticePlaceholder = (typeof noticePlaceholders)[number];

/** The message a tenant gets: the Kiswahili one for a Kiswahili reader, when it was written. */
export function noticeTemplateFor(
  language: Language,
  message: string,
  messageSw: string | undefined,
): string {
  return language === 'sw' && messageSw ? messageSw : message;
}

/**
 * A notice's text for one tenant: the placeholders filled in as in invoices; any other word in
 * braces stays as typed. Without a paybill, {paybill} says it is not set, in the template's
 * words (the notice is sent all the same: it is not a request to pay).
 */
export function noticeText(template: string, tenant: NoticeTenant, payee: Payee): string {
  const account = paybillAccount(tenant.house_number, payee.bankAccountNumber);
  const values: Record<NoticePlaceholder, string> = {
    customername: tenantDisplayName(tenant),
    housenumber: tenant.house_number,
    balance: formatKesFigure(centsToKes(Math.max(0, tenant.balanceCents))),
    paybill: payee.paybill ?? paybillNotSetWords[tenant.language],
    account,
    landlord: payee.name,
    phone: payee.phone,
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const key = name.toLowerCase() as NoticePlaceholder;
    return noticePlaceholders.includes(key) ? values[key] : whole;
  });
}

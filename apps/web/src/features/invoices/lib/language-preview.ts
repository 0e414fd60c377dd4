import type { Language, ScheduleInvoiceType } from '@rental/shared/enums';
import {
  invoiceTemplateFor,
  invoiceTypeWords,
  renderInvoiceMessage,
  type InvoiceMessageValues,
} from '@rental/shared/invoice-message';
import { smsLength, type SmsLength } from '@rental/shared/sms-parts';

/**
 * A page token as the server makes one (tenants/link-tokens.ts, newPageToken: 128 random
 * bits in base64url, 22 characters), so a preview with {tenantlink} costs the parts a real
 * link costs.
 */
const sampleLinkToken = 'q7Xb2LmN9vRtK4sWc8YdHe';

/** A tenant's page link as invoices carry it, `<PUBLIC_URL>/t/<token>`, on the given address. */
export function sampleTenantLink(origin: string): string {
  return `${origin}/t/${sampleLinkToken}`;
}

/** The schedule's messages as the form holds them. */
export interface ScheduleMessages {
  message: string;
  /** Empty: the schedule has no Kiswahili version. */
  messagesw: string;
}

/**
 * Where the text a language's tenants get comes from: the schedule's own version, the
 * built-in Kiswahili default (while the English message is the default), or the English one.
 */
export type PreviewSource = 'own' | 'builtInDefault' | 'english';

export interface LanguagePreview {
  text: string;
  length: SmsLength;
  source: PreviewSource;
}

/**
 * The message a tenant reading `language` would get, chosen as the invoice run chooses it
 * (shared invoiceTemplateFor, on the values as the server saves them: trimmed, empty
 * Kiswahili as none), filled with the values worded in the language the template is written
 * in (month, due date, {invoicetype}): an English message sent to a Kiswahili tenant stays
 * English throughout. `valuesIn[x].invoicetype` is the schedule's type, as previewValues gives it.
 */
export function languagePreview(
  language: Language,
  messages: ScheduleMessages,
  valuesIn: Record<Language, InvoiceMessageValues>,
): LanguagePreview {
  const messagesw = messages.messagesw.trim() || null;
  const chosen = invoiceTemplateFor(language, { message: messages.message.trim(), messagesw });
  const values = valuesIn[chosen.language];
  const type = values.invoicetype as ScheduleInvoiceType;
  const text = renderInvoiceMessage(chosen.template, {
    ...values,
    invoicetype: invoiceTypeWords[chosen.language][type] ?? values.invoicetype,
  });
  let source: PreviewSource = 'own';
  if (language !== 'en' && !messagesw) {
    source = chosen.language === language ? 'builtInDefault' : 'english';
  }
  return { text, length: smsLength(text), source };
}

import type { SmsMessage } from '@rental/shared/schemas/sms';
import type { TFunction } from 'i18next';

/**
 * How a message went, or goes, in words (decision 0061): by SMS, by WhatsApp, or by SMS after
 * WhatsApp did not deliver it. Words, never the code: "whatsapp_sms" means nothing to a landlord.
 */
export function channelText(t: TFunction<'messages'>, message: SmsMessage): string {
  if (message.channel === 'whatsapp') return t('channel.whatsapp');
  return message.fellback ? t('channel.fellback') : t('channel.sms');
}

import type { Language, TenantChannel } from '@rental/shared/enums';

/**
 * The answer to WHATSAPP or SMS texted in (issue 34): how the tenant's messages come from now
 * on, and the word that switches back. One SMS part in each language.
 */
export interface ChannelSmsFacts {
  firstname: string;
  landlord: string;
  channel: TenantChannel;
}

const texts: Record<Language, (facts: ChannelSmsFacts) => string> = {
  en: ({ firstname, landlord, channel }) =>
    channel === 'sms'
      ? `Hello ${firstname}, ${landlord} will send your messages by SMS. Reply WHATSAPP to get them on WhatsApp.`
      : `Hello ${firstname}, ${landlord} will send your messages on WhatsApp to this number, by SMS if WhatsApp fails. Reply SMS to go back.`,
  sw: ({ firstname, landlord, channel }) =>
    channel === 'sms'
      ? `Habari ${firstname}, ${landlord} atakutumia jumbe zako kwa SMS. Jibu WHATSAPP kuzipata kwa WhatsApp.`
      : `Habari ${firstname}, ${landlord} atakutumia jumbe zako kwa WhatsApp, au SMS WhatsApp ikishindwa. Jibu SMS kurudi.`,
};

export function channelChangedSms(language: Language, facts: ChannelSmsFacts): string {
  return texts[language](facts);
}

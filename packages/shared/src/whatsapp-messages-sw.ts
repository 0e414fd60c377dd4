import type { whatsappMessages } from './whatsapp-messages.js';

/** The WhatsApp texts in Kiswahili, key for key (see whatsapp-messages.ts); terms: the glossary. */
export const whatsappMessagesSw: Record<keyof typeof whatsappMessages, string> = {
  ownerOnly: 'Ni mwenye akaunti pekee anayeweza kubadilisha mipangilio ya WhatsApp',
  templatesHelp:
    'WhatsApp huruhusu biashara kuanzisha mazungumzo kwa kiolezo cha ujumbe kilichoidhinishwa na Meta pekee. Unda kiolezo kimoja kwa kila aina ya ujumbe (ankara, risiti, kikumbusho, tangazo) kwa kila lugha katika WhatsApp Manager, subiri kiidhinishwe, kisha weka jina lake kamili hapa. Mwili wake hupokea thamani zilezile za SMS, kwa mpangilio uleule.',
  phoneNumberIdFormat:
    'Kitambulisho cha nambari ya simu ni tarakimu zinazoonyeshwa na WhatsApp Manager chini ya API setup',
  templateNameFormat: 'Jina la kiolezo lina herufi ndogo, tarakimu na mistari ya chini pekee',
  signatureMissing: 'Arifa hii haijatiwa sahihi (X-Hub-Signature-256)',
  signatureWrong: 'Sahihi ya arifa hii si sahihi',
  appSecretNotSet: 'Kwanza hifadhi siri ya programu katika Mipangilio → WhatsApp',
  verifyTokenWrong: 'Tokeni ya uthibitisho si sahihi',
  notNotification: 'Hii si arifa ya WhatsApp',
};

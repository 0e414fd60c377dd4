import type { Translation } from '../lib/translation';
import type { smsStatusEn } from './sms-status-en';

/** Kiswahili texts; the keys are those of sms-status-en.ts (tsc checks them). */
export const smsStatusSw: Translation<typeof smsStatusEn> = {
  queued: 'Foleni',
  sending: 'Inatumwa',
  sent: 'Imetumwa',
  delivered: 'Imefika',
  failed: 'Imeshindwa',
  stored: 'Imehifadhiwa',
  held: 'Imezuiliwa',
  discarded: 'Imeachwa',
  hints: {
    queued: 'Inasubiri kutumwa (au kujaribiwa tena baada ya kushindwa)',
    sending: 'Inakabidhiwa kwa mtoa huduma wa SMS',
    sent: 'Imepokelewa na mtoa huduma wa SMS',
    delivered: 'Imefika kwenye simu ya mpangaji',
    failed: 'Haikuweza kufika',
    stored: 'Imehifadhiwa hapa: hakuna mtoa huduma wa SMS aliyewekwa, kwa hivyo haikutumwa',
    held: 'Haikutumwa: ingemwomba mpangaji alipe bila paybill. Hifadhi mipangilio ya M-PESA ili itumwe',
    discarded: 'Haikutumwa: ilikuwa ikisubiri na ukaamua isitumwe',
  },
};

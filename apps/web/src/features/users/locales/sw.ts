import type { Translation } from '../../../lib/translation';
import type { usersEn } from './en';

/** Kiswahili texts; the keys are those of en.ts (tsc checks them). */
export const usersSw: Translation<typeof usersEn> = {
  profile: {
    title: 'Wasifu',
    submit: 'SASISHA',
    updated: 'Wasifu wa mtumiaji umesasishwa',
  },
  phone: {
    change: 'BADILISHA SIMU',
    title: 'Badilisha nambari ya simu',
    intro:
      'Weka nambari yako mpya ya simu na PIN yako ya sasa. Tutatuma msimbo wa tarakimu 6 kwa SMS kwa nambari hiyo mpya.',
    newPhone: 'Nambari Mpya ya Simu',
    pin: 'PIN ya Sasa',
    send: 'TUMA MSIMBO',
    codeSent:
      'Tumetuma msimbo wa tarakimu 6 kwa SMS kwa {{phonenumber}}. Uweke ili nambari hii iwe yako; unafanya kazi kwa dakika {{minutes}}.',
    confirm: 'THIBITISHA',
    changed: 'Nambari yako ya simu sasa ni {{phonenumber}}.',
  },
  confirmPhone: {
    title: 'Thibitisha nambari yako ya simu',
    due: 'Tafadhali thibitisha nambari yako ya simu {{phonenumber}} kufikia {{date}}. Baada ya tarehe hiyo, kuingia kutahitaji msimbo utakaotumwa kwake kwa SMS.',
    open: 'THIBITISHA SIMU',
    intro: 'Tutatuma msimbo wa tarakimu 6 kwa SMS kwa {{phonenumber}}.',
    send: 'TUMA MSIMBO',
    codeSent:
      'Tumetuma msimbo wa tarakimu 6 kwa SMS kwa {{phonenumber}}. Uweke hapa; unafanya kazi kwa dakika {{minutes}}.',
    confirm: 'THIBITISHA',
    confirmed: 'Nambari yako ya simu imethibitishwa.',
  },
  code: 'Msimbo kutoka kwa SMS',
  status: {
    chip: 'Hali ya akaunti: {{status}}',
    active: 'Inatumika',
    inactive: 'Imezimwa',
    activate: 'WASHA',
    deactivate: 'ZIMA',
    updated: 'Hali ya mtumiaji imesasishwa',
  },
  deactivate: {
    title: 'Zima akaunti yako?',
    stops: 'Akaunti yako ikiwa imezimwa, Rental Manager huacha kuwahudumia wapangaji wako:',
    paused: {
      invoices: 'Ankara zilizopangwa hazitumwi',
      reminders: 'Vikumbusho vya malipo havitumwi',
      sms: 'Hakuna SMS inayotumwa kwa wapangaji wako',
    },
    stays:
      'Taarifa zako zinabaki. Bado unaweza kuingia, na WASHA kwenye ukurasa huu inarejesha kila kitu.',
    pin: 'PIN Yako',
    confirm: 'ZIMA',
  },
  pin: {
    title: 'Badilisha PIN',
    currentpin: 'PIN ya Sasa',
    newpin: 'PIN Mpya',
    confirmpin: 'Thibitisha PIN Mpya',
    submit: 'BADILISHA',
    updated: 'PIN ya mtumiaji imesasishwa',
  },
};

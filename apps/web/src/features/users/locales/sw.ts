import type { Translation } from '../../../lib/translation';
import type { usersEn } from './en';

/** Kiswahili texts; the keys are those of en.ts (tsc checks them). */
export const usersSw: Translation<typeof usersEn> = {
  profile: {
    title: 'Wasifu',
    submit: 'SASISHA',
    updated: 'Wasifu wa mtumiaji umesasishwa',
  },
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
      'Data yako inabaki. Bado unaweza kuingia, na WASHA kwenye ukurasa huu inarejesha kila kitu.',
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

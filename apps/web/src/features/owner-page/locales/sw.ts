import type { Translation } from '../../../lib/translation';
import type { ownerPageEn } from './en';

/** Kiswahili texts of a landlord's own page, /o/{token} (namespace `ownerPage`). */
export const ownerPageSw: Translation<typeof ownerPageEn> = {
  documentTitle: 'Majengo yako',
  language: 'Lugha',
  loadFailed: 'Ukurasa wako haukuweza kufunguliwa. Angalia mtandao wako kisha ujaribu tena.',
  hello: 'Habari, {{name}}',
  managedBy: 'Majengo yako yanayosimamiwa na {{agent}}',
  expiredTitle: 'Kiungo hiki hakifanyi kazi tena',
  expiredText: 'Muombe wakala wako kiungo kipya cha ukurasa wako.',
  month: {
    title: 'Mwezi huu, {{month}}',
    collected: 'Kodi iliyokusanywa',
    arrears: 'Wanachodaiwa wapangaji sasa',
    expenses: 'Gharama zilizolipwa',
    due: 'Unachostahili mwezi huu',
  },
  occupancy: {
    title: 'Nyumba zilizopangishwa',
    rental: 'Jengo',
    units: 'Nyumba',
    occupied: 'Zilizo na wapangaji',
    vacant: 'Zilizo wazi',
    collected: 'Iliyokusanywa',
    total: 'Majengo yote',
    none: 'Bado hujapewa majengo.',
    line: '{{occupied}} kati ya {{units}} zina wapangaji, {{vacant}} ziko wazi',
  },
  statements: {
    title: 'Taarifa za mwenye nyumba',
    download: 'Pakua taarifa ya {{month}} (PDF)',
    none: 'Bado hakuna taarifa.',
  },
  remittances: {
    title: 'Ulicholipwa',
    month: 'Kwa mwezi',
    date: 'Ililipwa',
    amount: 'Kiasi',
    mode: 'Njia',
    reference: 'Kumbukumbu',
    none: 'Bado hujalipwa chochote.',
  },
};

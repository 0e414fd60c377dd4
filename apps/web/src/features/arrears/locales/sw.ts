import type { Translation } from '../../../lib/translation';
import type { arrearsEn } from './en';

/** Kiswahili texts; the keys are those of en.ts (tsc checks them). */
export const arrearsSw: Translation<typeof arrearsEn> = {
  title: 'Malimbikizo',
  text: 'Nani anadaiwa nini, na tangu lini. Malipo hulipa madeni ya zamani zaidi kwanza.',
  search: 'Tafuta malimbikizo',
  searchHint: 'Jina, nambari ya nyumba au simu',
  rental: 'Jengo',
  allRentals: 'Majengo yote',
  empty: 'Hakuna anayedaiwa chochote. Hongera.',
  noMatch: 'Hakuna mpangaji mwenye malimbikizo anayelingana na utafutaji.',
  listLabel: 'Wapangaji wenye malimbikizo',
  total: 'Jumla inayodaiwa',
  subtotal: 'Jumla ndogo {{rental}}',
  tenantsOwing_one: 'Mpangaji {{count}} anadaiwa',
  tenantsOwing_other: 'Wapangaji {{count}} wanadaiwa',
  columns: {
    tenant: 'Mpangaji',
    house: 'Nyumba',
    rental: 'Jengo',
    phone: 'Simu',
    balance: 'Salio',
    current: 'Bado haijafika',
    d1_30: 'Siku 1–30',
    d31_60: 'Siku 31–60',
    d61_90: 'Siku 61–90',
    d90_plus: 'Zaidi ya siku 90',
    oldestdue: 'Deni la zamani zaidi',
  },
  since: 'Anadaiwa tangu {{date}}',
  statement: 'Taarifa ya akaunti ya {{name}}',
  houseAndPhone: 'Nyumba {{house}} · {{phone}}',
  inKes: '{{column}} (KES)',
};

import type { Translation } from '../../../lib/translation';
import type { vacanciesEn } from './vacancies-en';

/** Kiswahili texts of the Vacancies report; the keys are those of vacancies-en.ts. */
export const vacanciesSw: Translation<typeof vacanciesEn> = {
  title: 'Nyumba wazi',
  text: 'Kila nyumba iliyo wazi: tangu lini, siku ngapi, na kodi iliyopotea hadi sasa. Chini, wapangaji wanaohama hivi karibuni na muda nyumba huchukua kupangishwa tena.',
  empty: 'Hakuna nyumba iliyo wazi. Kila nyumba imepangishwa.',
  summary: {
    units: 'Nyumba wazi',
    rentlost: 'Kodi iliyopotea hadi sasa',
    averagereletdays: 'Wastani wa siku hadi kupangishwa tena',
  },
  noRelets: 'Bado hakuna',
  days_one: 'Siku {{count}}',
  days_other: 'Siku {{count}}',
  unnamed: 'Haijawahi kupangishwa',
  unitsLabel: 'Nyumba wazi',
  columns: {
    rental: 'Jengo',
    house: 'Nyumba',
    roomtype: 'Aina ya chumba',
    vacantsince: 'Wazi tangu',
    daysvacant: 'Siku wazi',
    rentlost: 'Kodi iliyopotea',
  },
  cardDetails: '{{roomtype}} · wazi tangu {{date}}',
  cardLost: 'Kodi iliyopotea {{amount}}',
  vacating: {
    title: 'Wanaohama hivi karibuni',
    text: 'Wapangaji wa sasa wenye tarehe ya kuhama iliyo mbele.',
    empty: 'Hakuna mpangaji mwenye tarehe ya kuhama iliyo mbele.',
    label: 'Wapangaji wanaohama hivi karibuni',
    line: '{{house}} · {{name}} · {{rental}}',
    on: 'Anahama tarehe {{date}}',
  },
  relet: {
    title: 'Siku hadi kupangishwa tena',
    text: 'Wastani wa siku nyumba ilikaa wazi kati ya upangaji mmoja kuisha na mwingine kuanza.',
    label: 'Siku hadi kupangishwa tena kwa kila jengo',
    line_one: '{{days}} katika upangishaji {{count}}',
    line_other: '{{days}} katika upangishaji {{count}}',
  },
  alert: {
    title: 'Tahadhari ya nyumba wazi',
    text: 'Niambie nyumba ikikaa wazi zaidi ya siku hizi (mara moja kwa kila kipindi kilicho wazi), kwenye arifa na kwa SMS kwa mmiliki na mameneja (kila mmoja kwa majengo anayoyaona). Acha wazi kama hutaki tahadhari.',
    field: 'Tahadhari baada ya (siku)',
    save: 'Hifadhi',
    saved: 'Imehifadhiwa',
    invalid: 'Weka siku kamili kuanzia 1 hadi 3650, au acha wazi',
    current_one: 'Utaambiwa nyumba ikikaa wazi zaidi ya siku {{count}}.',
    current_other: 'Utaambiwa nyumba ikikaa wazi zaidi ya siku {{count}}.',
    off: 'Hakuna tahadhari ya nyumba wazi iliyowekwa.',
  },
};

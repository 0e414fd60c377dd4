import type { Translation } from '../../lib/translation';
import type { remindersNowEn } from './reminders-now-en';

/** Kiswahili texts; the keys are those of reminders-now-en.ts (tsc checks them). */
export const remindersNowSw: Translation<typeof remindersNowEn> = {
  button: 'Wakumbushe sasa wote wenye malimbikizo',
  title: 'Uwakumbushe wote wenye malimbikizo?',
  count_one: 'Mpangaji {{count}} mwenye malimbikizo atapokea SMS hii (mara moja tu kwa siku).',
  count_other:
    'Wapangaji {{count}} wenye malimbikizo watapokea SMS kama hii (kila mmoja mara moja tu kwa siku).',
  none: 'Hakuna mwenye malimbikizo aliyebaki wa kukumbushwa leo.',
  notOverdue_one:
    'Mpangaji {{count}} anadaiwa tu kiasi ambacho tarehe yake ya kulipa haijafika, kwa hivyo hatapata kikumbusho.',
  notOverdue_other:
    'Wapangaji {{count}} wanadaiwa tu kiasi ambacho tarehe yake ya kulipa haijafika, kwa hivyo hawatapata kikumbusho.',
  sampleFor_one: 'Ujumbe kwa {{name}} · sehemu {{count}} ya SMS',
  sampleFor_other: 'Ujumbe kwa {{name}} · sehemu {{count}} za SMS',
  send: 'TUMA VIKUMBUSHO',
  cancel: 'GHAIRI',
  queued_one: 'Kikumbusho {{count}} kimepangwa kutumwa. Kiko kwenye Jumbe.',
  queued_other: 'Vikumbusho {{count}} vimepangwa kutumwa. Viko kwenye Jumbe.',
};

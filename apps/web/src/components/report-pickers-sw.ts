import type { Translation } from '../lib/translation';
import type { reportPickersEn } from './report-pickers-en';

/** Kiswahili texts; the keys are those of report-pickers-en.ts (tsc checks them). */
export const reportPickersSw: Translation<typeof reportPickersEn> = {
  month: 'Mwezi',
  previousMonth: 'Mwezi uliopita',
  nextMonth: 'Mwezi ujao',
  landlord: 'Mwenye nyumba',
};

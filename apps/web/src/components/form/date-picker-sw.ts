import type { Translation } from '../../lib/translation';
import type { datePickerEn } from './date-picker-en';

/** Kiswahili texts; the keys are those of date-picker-en.ts (tsc checks them). */
export const datePickerSw: Translation<typeof datePickerEn> = {
  previousMonth: 'Mwezi uliopita',
  nextMonth: 'Mwezi ujao',
  openPreviousView: 'Fungua mwonekano uliopita',
  openNextView: 'Fungua mwonekano unaofuata',
  yearViewIsOpen: 'mwonekano wa miaka uko wazi, badilisha kwenda kalenda',
  calendarViewIsOpen: 'kalenda iko wazi, badilisha kwenda mwonekano wa miaka',
  cancel: 'Ghairi',
  clear: 'Futa',
  ok: 'OK',
  today: 'Leo',
  next: 'Endelea',
  selectDate: 'Chagua tarehe',
  chooseDate: 'Chagua tarehe',
  chooseDateSelected: 'Chagua tarehe, tarehe uliyochagua ni {{date}}',
  chooseMonth: 'Chagua mwezi',
  chooseMonthSelected: 'Chagua mwezi, mwezi uliochagua ni {{month}}',
  dateTable: 'chagua tarehe',
  year: 'Mwaka',
  month: 'Mwezi',
  day: 'Siku',
  empty: 'Tupu',
  notADay: 'Andika tarehe kama DD/MM/YYYY',
  notAMonth: 'Andika mwezi kama MM/YYYY',
  tooEarly: 'Tarehe ya mapema zaidi ni {{date}}',
  tooLate: 'Tarehe ya mwisho kabisa ni {{date}}',
  monthTooEarly: 'Mwezi wa mapema zaidi ni {{month}}',
  monthTooLate: 'Mwezi wa mwisho kabisa ni {{month}}',
};

/**
 * English texts of the date and month inputs and their calendar (namespace `datePicker`): MUI
 * X's own texts, given to its LocalizationProvider, and the inputs' own messages.
 */
export const datePickerEn = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  openPreviousView: 'Open previous view',
  openNextView: 'Open next view',
  /** The button between the calendar's arrows, read by screen readers. */
  yearViewIsOpen: 'year view is open, switch to calendar view',
  calendarViewIsOpen: 'calendar view is open, switch to year view',
  cancel: 'Cancel',
  clear: 'Clear',
  ok: 'OK',
  today: 'Today',
  next: 'Next',
  /** Title of the calendar as a dialog (on a phone). */
  selectDate: 'Select date',
  /** The calendar button beside a date input. */
  chooseDate: 'Choose date',
  chooseDateSelected: 'Choose date, selected date is {{date}}',
  chooseMonth: 'Choose month',
  chooseMonthSelected: 'Choose month, selected month is {{month}}',
  dateTable: 'pick date',
  year: 'Year',
  month: 'Month',
  day: 'Day',
  empty: 'Empty',
  /** Under a date input whose text is not a day (DD/MM/YYYY). */
  notADay: 'Type the day as DD/MM/YYYY',
  notAMonth: 'Type the month as MM/YYYY',
  /** Under a date input whose day is outside the days it takes. */
  tooEarly: 'The earliest day is {{date}}',
  tooLate: 'The latest day is {{date}}',
  monthTooEarly: 'The earliest month is {{month}}',
  monthTooLate: 'The latest month is {{month}}',
};

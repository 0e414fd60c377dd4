import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/sw';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjsLocale } from './picker-text';

/**
 * The calendars' language: month and day names from dayjs (British English, so weeks start on
 * Monday; Kiswahili), MUI X's texts from the `datePicker` catalogue (MUI X has no Kiswahili).
 * The field placeholders stay DD, MM and YYYY in both languages, as Kenyan forms write them.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('datePicker');
  const language = i18n.language;
  const localeText = useMemo<PickersInputLocaleText>(
    () => ({
      previousMonth: t('previousMonth'),
      nextMonth: t('nextMonth'),
      openPreviousView: t('openPreviousView'),
      openNextView: t('openNextView'),
      calendarViewSwitchingButtonAriaLabel: (view) =>
        view === 'year' ? t('yearViewIsOpen') : t('calendarViewIsOpen'),
      cancelButtonLabel: t('cancel'),
      clearButtonLabel: t('clear'),
      okButtonLabel: t('ok'),
      todayButtonLabel: t('today'),
      nextStepButtonLabel: t('next'),
      datePickerToolbarTitle: t('selectDate'),
      openDatePickerDialogue: (date) =>
        date ? t('chooseDateSelected', { date }) : t('chooseDate'),
      fieldClearLabel: t('clear'),
      dateTableLabel: t('dateTable'),
      fieldYearPlaceholder: ({ digitAmount }) => 'Y'.repeat(digitAmount),
      fieldMonthPlaceholder: ({ contentType }) => (contentType === 'letter' ? 'MMMM' : 'MM'),
      fieldDayPlaceholder: () => 'DD',
      year: t('year'),
      month: t('month'),
      day: t('day'),
      empty: t('empty'),
    }),
    [t],
  );
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={dayjsLocale(language)}
      localeText={localeText}
    >
      {children}
    </LocalizationProvider>
  );
}

import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { memo, useMemo, type Ref } from 'react';
import { DateLocalization } from './date-localization';
import { fromValue, pickerKinds, toValue, type PickerKind } from './picker-text';
import { TypedFieldContext, TypedPickerField } from './typed-picker-field';

export interface DateInputProps {
  /** 'YYYY-MM-DD' ('YYYY-MM' for a MonthInput), or '' for none. */
  value: string;
  /** The new value, or '' while what is typed is not a whole date. */
  onChange: (value: string) => void;
  label: string;
  /** The input's id, which its label points to; unique on the page. */
  id: string;
  name?: string;
  /** The first and last days (months) it takes, as the value is written. */
  min?: string;
  max?: string;
  /** With `error`, `helperText` is the error message; without, a hint. */
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  disabled?: boolean;
  required?: boolean;
  readOnly?: boolean;
  fullWidth?: boolean;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A date field that reads dd/mm/yyyy in both languages, typed or chosen in a calendar (MUI X
 * DatePicker), whatever the browser's own date format. Forms and the API keep 'YYYY-MM-DD'.
 * A day outside min and max shows why under the field, and the calendar does not offer it.
 * Brings its own DateLocalization, so the date pickers and dayjs's locales load with the first
 * form that has a date, not with the app's first screen. Memoised: a form that re-renders on every
 * keystroke (useWatch) leaves its date fields alone.
 */
export const DateInput = memo(function DateInput(props: DateInputProps) {
  return <PickerInput kind="day" {...props} />;
});

/** A month field ('YYYY-MM'): "November 2026", typed as 11/2026 or chosen by year and month. */
export const MonthInput = memo(function MonthInput(props: DateInputProps) {
  return <PickerInput kind="month" {...props} />;
});

function PickerInput({
  kind,
  value,
  onChange,
  min,
  max,
  disabled,
  readOnly,
  ...field
}: DateInputProps & { kind: PickerKind }) {
  const spec = pickerKinds[kind];
  // One object per value: the picker takes a new object for a new value.
  const date = useMemo(() => fromValue(kind, value), [kind, value]);
  const minDate = useMemo(() => fromValue(kind, min), [kind, min]);
  const maxDate = useMemo(() => fromValue(kind, max), [kind, max]);
  return (
    <DateLocalization>
      <TypedFieldContext value={{ kind, value, min, max, ...field }}>
        <DatePicker
          value={date}
          onChange={(next) => onChange(toValue(kind, next))}
          format={spec.shown}
          views={spec.views}
          openTo={spec.openTo}
          minDate={minDate ?? undefined}
          maxDate={maxDate ?? undefined}
          disabled={disabled}
          readOnly={readOnly}
          // Nothing to choose in a read-only field: no calendar button.
          disableOpenPicker={readOnly}
          // Two letters a day: "Mo Tu", and Kiswahili's "J3 J4" (one letter would be J J J).
          dayOfWeekFormatter={(day) => day.format('dd')}
          slots={{ field: TypedPickerField }}
        />
      </TypedFieldContext>
    </DateLocalization>
  );
}

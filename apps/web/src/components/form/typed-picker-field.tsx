import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { usePickerContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { createContext, useContext, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatMonth } from '../../lib/format-date';
import {
  cleanTyped,
  dayjsLocale,
  parseTyped,
  sameDate,
  showDate,
  toValue,
  type PickerKind,
} from './picker-text';

/** What a date input says about itself; its picker holds the value, bounds and state. */
export interface TypedFieldProps {
  kind: PickerKind;
  id: string;
  label: string;
  name?: string;
  /** Its value as kept ('YYYY-MM-DD' / 'YYYY-MM') and its bounds, for what it says. */
  value: string;
  min?: string;
  max?: string;
  /** With `error`, `helperText` is the error; without, a hint under the field. */
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  required?: boolean;
  fullWidth?: boolean;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

export const TypedFieldContext = createContext<TypedFieldProps | null>(null);

/**
 * The picker's field: one plain text input, so its label, typing and autofill work as in any
 * form, and a calendar button. MUI X's own field is a row of editable spans (the only kind
 * in v9); typing "25/11/2026" into an input is what people, Playwright and tests do.
 */
export function TypedPickerField() {
  const field = useContext(TypedFieldContext);
  if (!field) throw new Error('TypedPickerField renders inside a DateInput or MonthInput');
  const { kind, id, label, name, value, min, max, error, helperText, onBlur, inputRef } = field;
  const { t, i18n } = useTranslation('datePicker');
  const locale = dayjsLocale(i18n.language);
  const picker = usePickerContext();
  const { value: picked, setValue, setOpen, disabled, readOnly, triggerStatus } = picker;
  // The popup is placed under the input's box, and gives focus back within the root.
  const { rootRef, triggerRef } = picker;
  const placeholder = usePlaceholder(kind);
  const [text, setText] = useState(() => showDate(kind, picked, locale));
  const [focused, setFocused] = useState(false);
  // The value or language changed from outside (the calendar, the form): show it, unless it
  // is what is being typed ("1/12/2026" stays as typed).
  const [shown, setShown] = useState({ value: picked, locale });
  if (shown.value !== picked || shown.locale !== locale) {
    setShown({ value: picked, locale });
    if (shown.locale !== locale || !sameDate(kind, parseTyped(kind, text, locale), picked)) {
      setText(showDate(kind, picked, locale));
    }
  }

  const typed = parseTyped(kind, text, locale);
  // A text that is no date is said once the user has moved on, not while typing.
  const own =
    text.trim() !== '' && !typed
      ? focused
        ? undefined
        : t(kind === 'day' ? 'notADay' : 'notAMonth')
      : outOfRange(kind, value, min, max, t);
  const chosen = picked?.isValid() ? toValue(kind, picked) : '';
  const buttonLabel = calendarButtonLabel(kind, chosen, t);

  return (
    <TextField
      ref={rootRef}
      id={id}
      name={name}
      label={label}
      value={text}
      placeholder={placeholder}
      onChange={(event) => {
        const next = cleanTyped(kind, event.target.value);
        setText(next);
        setValue(parseTyped(kind, next, locale), { shouldClose: false });
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        // 25112026 becomes 25/11/2026 once the user moves on.
        if (typed) setText(showDate(kind, typed, locale));
        onBlur?.();
      }}
      inputRef={inputRef}
      error={Boolean(error) || own !== undefined}
      helperText={error ? helperText : (own ?? helperText)}
      size={field.size}
      required={field.required}
      disabled={disabled}
      fullWidth={field.fullWidth}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          readOnly: readOnly,
          autoComplete: 'off',
          inputMode: kind === 'day' ? 'numeric' : 'text',
        },
        input: {
          ref: triggerRef,
          endAdornment:
            triggerStatus === 'hidden' ? undefined : (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={buttonLabel}
                  disabled={triggerStatus === 'disabled'}
                  onClick={() => setOpen(true)}
                >
                  <CalendarIcon />
                </IconButton>
              </InputAdornment>
            ),
        },
      }}
    />
  );
}

/** DD/MM/YYYY, or MM/YYYY for a month: what to type, from the pickers' texts. */
function usePlaceholder(kind: PickerKind): string {
  const texts = usePickerTranslations();
  const month = texts.fieldMonthPlaceholder({ contentType: 'digit', format: 'MM' });
  const year = texts.fieldYearPlaceholder({ digitAmount: 4, format: 'YYYY' });
  if (kind === 'month') return `${month}/${year}`;
  return `${texts.fieldDayPlaceholder({ format: 'DD' })}/${month}/${year}`;
}

type Translate = (key: string, options?: Record<string, string>) => string;

/** Why a value is outside the days (months) the field takes, as MUI X flags it; else none. */
function outOfRange(
  kind: PickerKind,
  value: string,
  min: string | undefined,
  max: string | undefined,
  t: Translate,
): string | undefined {
  const day = (date: string) => ({ date: formatCalendarDate(date) });
  const month = (date: string) => ({ month: formatMonth(date) });
  if (value && min && value < min) {
    return kind === 'day' ? t('tooEarly', day(min)) : t('monthTooEarly', month(min));
  }
  if (value && max && value > max) {
    return kind === 'day' ? t('tooLate', day(max)) : t('monthTooLate', month(max));
  }
  return undefined;
}

/** "Choose date, selected date is 25 Nov 2026" (dates as the app writes them). */
function calendarButtonLabel(kind: PickerKind, chosen: string, t: Translate): string {
  if (kind === 'month') {
    return chosen ? t('chooseMonthSelected', { month: formatMonth(chosen) }) : t('chooseMonth');
  }
  return chosen ? t('chooseDateSelected', { date: formatCalendarDate(chosen) }) : t('chooseDate');
}

import { validationMessages } from '@rental/shared/messages';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../lib/translate-message';
import { DateInput, type DateInputProps } from './date-input';

export type FormDateFieldProps<T extends FieldValues, TOut = T> = Omit<
  DateInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'id' | 'inputRef'
> & {
  /** The form's control; a form whose schema transforms (TOut) works the same. */
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** Defaults to the field name; must be unique on the page. */
  id?: string;
};

/**
 * A DateInput bound to react-hook-form: the form keeps 'YYYY-MM-DD' (what the shared schemas
 * take), the field shows dd/mm/yyyy. Its error message shows in red under it, translated.
 */
export function FormDateField<T extends FieldValues, TOut = T>({
  control,
  name,
  id,
  helperText,
  disabled,
  ...props
}: FormDateFieldProps<T, TOut>) {
  const translate = useTranslateMessage();
  const { t } = useTranslation('datePicker');
  // The shared rules ask the API for YYYY-MM-DD; here the user types the day as DD/MM/YYYY.
  const message = (error: string | undefined) =>
    error === validationMessages.dateInvalid ? t('notADay') : translate(error);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateInput
          fullWidth
          {...props}
          id={id ?? name}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={field.disabled || disabled}
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error?.message) ?? helperText}
        />
      )}
    />
  );
}

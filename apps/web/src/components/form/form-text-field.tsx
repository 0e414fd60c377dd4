import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslateMessage } from '../../lib/translate-message';

export type FormTextFieldProps<T extends FieldValues, TOut = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'id' | 'label'
> & {
  /** The form's control; a form whose schema transforms (TOut) works the same. */
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** The visible label, bound to the input. */
  label: string;
  /** Defaults to the field name; must be unique on the page. */
  id?: string;
  /** After the user changed the value (to reset the fields that depend on it). */
  onValueChange?: (value: string) => void;
  /** Rewrites what was typed when the user leaves the field ("8000" → "8,000"). */
  formatOnBlur?: (text: string) => string;
};

/**
 * A labelled MUI text field bound to react-hook-form. Its error message (from the shared
 * schemas or the server) shows in red under it, translated.
 */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  id,
  helperText,
  onValueChange,
  formatOnBlur,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const translate = useTranslateMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          id={id ?? name}
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => {
            field.onChange(event);
            onValueChange?.(event.target.value);
          }}
          onBlur={() => {
            if (formatOnBlur && typeof field.value === 'string') {
              const formatted = formatOnBlur(field.value);
              if (formatted !== field.value) field.onChange(formatted);
            }
            field.onBlur();
          }}
          inputRef={field.ref}
          disabled={field.disabled || props.disabled}
          error={Boolean(fieldState.error)}
          helperText={translate(fieldState.error?.message) ?? helperText}
          fullWidth
        />
      )}
    />
  );
}

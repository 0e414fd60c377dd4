import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslateMessage } from '../../../lib/translate-message';

type SelectFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'id' | 'label' | 'select'
> & {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** After the value changed by the user's choice (to reset the fields that depend on it). */
  onValueChange?: (value: string) => void;
};

/** A labelled select bound to react-hook-form; its error shows in red under it, translated. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  onValueChange,
  helperText,
  children,
  ...props
}: SelectFieldProps<T>) {
  const translate = useTranslateMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          select
          id={name}
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => {
            field.onChange(event);
            onValueChange?.(event.target.value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={translate(fieldState.error?.message) ?? helperText}
          fullWidth
        >
          {children}
        </TextField>
      )}
    />
  );
}

import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** A 4-digit PIN: masked, numeric keypad on phones, at most 4 characters typed. */
export function PinField<T extends FieldValues, TOut = T>({
  autoComplete = 'current-password',
  ...props
}: Omit<FormTextFieldProps<T, TOut>, 'type' | 'slotProps'>) {
  return (
    <FormTextField
      {...props}
      type="password"
      autoComplete={autoComplete}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, pattern: '[0-9]*' } }}
    />
  );
}

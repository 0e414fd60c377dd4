import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** A Kenyan phone number as people type it (07XX XXX XXX without spaces). */
export function PhoneField<T extends FieldValues>(
  props: Omit<FormTextFieldProps<T>, 'type' | 'slotProps'>,
) {
  return (
    <FormTextField
      {...props}
      type="tel"
      autoComplete="tel-national"
      slotProps={{ htmlInput: { inputMode: 'tel' } }}
    />
  );
}

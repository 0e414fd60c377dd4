import { formatAmountInput } from '@rental/shared/amount-input';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/**
 * A KES amount field: takes the amount as people type it ("8,000", "KES 8,000", "8000.50")
 * and shows it formatted once the user leaves the field. The shared schemas read the same
 * text (packages/shared/src/amount-input.ts).
 */
export function FormAmountField<T extends FieldValues, TOut = T>({
  wholeShillings = false,
  ...props
}: Omit<FormTextFieldProps<T, TOut>, 'formatOnBlur' | 'inputMode' | 'slotProps'> & {
  /** Cents cannot be paid here (M-PESA takes whole shillings): the phone shows digits only. */
  wholeShillings?: boolean;
}) {
  return (
    <FormTextField
      {...props}
      slotProps={{ htmlInput: { inputMode: wholeShillings ? 'numeric' : 'decimal' } }}
      formatOnBlur={formatAmountInput}
    />
  );
}

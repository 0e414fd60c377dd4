import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** A labelled select bound to react-hook-form: a FormTextField in select mode. */
export function SelectField<T extends FieldValues, TOut = T>(
  props: Omit<FormTextFieldProps<T, TOut>, 'select'>,
) {
  return <FormTextField {...props} select />;
}

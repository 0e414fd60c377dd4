import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';

/** The 6-digit code from the SMS: numeric keypad, filled in by the phone when it can. */
export function CodeField<T extends FieldValues>({
  control,
  name,
  id,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
}) {
  const { t } = useTranslation('users');
  return (
    <FormTextField
      control={control}
      name={name}
      id={id}
      label={t('code')}
      autoComplete="one-time-code"
      autoFocus
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
    />
  );
}

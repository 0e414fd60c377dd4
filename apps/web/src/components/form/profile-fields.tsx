import type { UpdateProfileBody } from '@rental/shared/schemas/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './form-text-field';
import { PhoneField } from './phone-field';

/**
 * First name, last name, phone number and email: the same four fields, validated by the same
 * shared schema, on the sign-up form and on the profile form. `phoneField` takes the phone's
 * place where it is not typed here (the profile: a new phone needs a code sent to it).
 */
export function ProfileFields<T extends UpdateProfileBody & FieldValues>({
  control,
  phoneField,
}: {
  control: Control<T>;
  phoneField?: ReactNode;
}) {
  const { t } = useTranslation();
  // The four names exist on T by its constraint; TypeScript cannot see that through Path<T>.
  const name = (field: keyof UpdateProfileBody) => field as Path<T>;
  return (
    <>
      <FormTextField
        control={control}
        name={name('firstname')}
        label={t('fields.firstname')}
        autoComplete="given-name"
      />
      <FormTextField
        control={control}
        name={name('lastname')}
        label={t('fields.lastname')}
        autoComplete="family-name"
      />
      {phoneField ?? (
        <PhoneField control={control} name={name('phonenumber')} label={t('fields.phonenumber')} />
      )}
      <FormTextField
        control={control}
        name={name('email')}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
      />
    </>
  );
}

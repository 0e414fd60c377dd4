import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';

/**
 * A dialog form's refusal by the server: under the fields it names, or, when it names none
 * of the form's fields, as one message for the dialog to show above its buttons.
 */
export function useRefusal<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
) {
  const { t } = useTranslation('tenants');
  const [refusal, setRefusal] = useState<string>();
  return {
    refusal,
    clear: () => setRefusal(undefined),
    show: (error: unknown) => {
      if (!setServerFieldErrors(error, setError, fieldNames)) setRefusal(describeError(error, t));
    },
  };
}

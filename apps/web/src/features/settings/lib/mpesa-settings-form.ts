import { zodResolver } from '@hookform/resolvers/zod';
import {
  mpesaSettingsBodySchema,
  type MpesaSettings,
  type MpesaSettingsBody,
} from '@rental/shared/schemas/mpesa-settings';
import { useMemo, type BaseSyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useUpdateMpesaSettings } from '../api/update-mpesa-settings';

/** The fields a server error can name, in the order the first one takes the focus. */
const fieldNames = [
  'organizationname',
  'paybillnumber',
  'accountnumber',
  'consumerkey',
  'consumersecret',
  'passkey',
  'initiatorname',
  'securitycredential',
] as const;

/** Saved settings (null: none yet) as the form's values; write-only secrets start empty. */
function formValues(saved: MpesaSettings | null): MpesaSettingsBody {
  return {
    organizationname: saved?.organizationname ?? '',
    paybillnumber: saved?.paybillnumber ?? '',
    accountnumber: saved?.accountnumber ?? '',
    collectionmode: saved?.collectionmode ?? 'own_paybill',
    environment: saved?.environment ?? 'sandbox',
    consumerkey: '',
    consumersecret: '',
    passkey: '',
    initiatorname: '',
    securitycredential: '',
    validationenabled: saved?.validationenabled ?? false,
  };
}

/**
 * The MPESA settings form, for Settings → MPESA Integration and the onboarding's collect-rent
 * step: checked by the shared schema and filled in with the saved settings, also when they
 * arrive after the form is shown (`saved` undefined while loading; what the user typed stays).
 * `save` sends them; the server's field messages go under the fields.
 */
export function useMpesaSettingsForm(saved: MpesaSettings | null | undefined) {
  const update = useUpdateMpesaSettings();
  const values = useMemo(() => (saved === undefined ? undefined : formValues(saved)), [saved]);
  const form = useForm<MpesaSettingsBody>({
    resolver: zodResolver(mpesaSettingsBodySchema),
    mode: 'onTouched',
    defaultValues: formValues(null),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const mode = useWatch({ control: form.control, name: 'collectionmode' });

  /** Resolves true once saved; false when the form or the server refused (said under fields). */
  const save = async (event?: BaseSyntheticEvent): Promise<boolean> => {
    let done = false;
    await form.handleSubmit(async (body) => {
      try {
        // An own paybill's account number is the tenant's house number: none is saved.
        const { mpesasettings } = await update.mutateAsync(
          body.collectionmode === 'bank_paybill' ? body : { ...body, accountnumber: '' },
        );
        // The secrets are write-only: their fields empty and say a value is saved.
        form.reset(formValues(mpesasettings));
        done = true;
      } catch (error) {
        setServerFieldErrors(error, form.setError, fieldNames);
      }
    })(event);
    return done;
  };

  return { control: form.control, mode, save, saving: form.formState.isSubmitting };
}

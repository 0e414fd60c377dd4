import { zodResolver } from '@hookform/resolvers/zod';
import { oneTimeCode } from '@rental/shared/schemas/fields';
import { phoneChangeBodySchema, type PhoneChangeBody } from '@rental/shared/schemas/users';
import { invitationCodeMinutes } from '@rental/shared/team-messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog';
import { PhoneField } from '../../../components/form/phone-field';
import { PinField } from '../../../components/form/pin-field';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useRequestPhoneChange, useVerifyPhoneChange } from '../api/phone-change';
import { CodeField } from './code-field';
import { refusalText } from './refusal-text';

const codeSchema = z.object({ code: oneTimeCode });
type CodeValues = z.infer<typeof codeSchema>;

/**
 * CHANGE PHONE: the new phone and the current PIN send a code to the new phone (SEND CODE);
 * the code makes it the user's (CONFIRM). Refusals show under their field, others in the dialog.
 */
export function PhoneChangeDialog({
  onChanged,
  onClose,
}: {
  onChanged: (phonenumber: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPhoneChange();
  const verify = useVerifyPhoneChange();
  const phoneForm = useForm<PhoneChangeBody>({
    resolver: zodResolver(phoneChangeBodySchema),
    mode: 'onTouched',
    defaultValues: { phonenumber: '', pin: '' },
  });
  const codeForm = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });

  const sendCode = phoneForm.handleSubmit(async (values) => {
    try {
      const sent = await request.mutateAsync(values);
      setSentTo(sent.phonenumber);
    } catch (error) {
      setServerFieldErrors(error, phoneForm.setError, ['phonenumber', 'pin']);
    }
  });

  const confirm = codeForm.handleSubmit(async ({ code }) => {
    if (!sentTo) return;
    try {
      const { user } = await verify.mutateAsync({ phonenumber: sentTo, code });
      onChanged(user.userProfile.phonenumber);
    } catch (error) {
      setServerFieldErrors(error, codeForm.setError, ['code']);
    }
  });

  const step = sentTo
    ? {
        text: t('phone.codeSent', { phonenumber: sentTo, minutes: invitationCodeMinutes }),
        fields: <CodeField control={codeForm.control} name="code" id="phone-change-code" />,
        error: refusalText(verify.error, ['code'], t),
        submitLabel: t('phone.confirm'),
        submitting: codeForm.formState.isSubmitting,
        onSubmit: confirm,
      }
    : {
        text: t('phone.intro'),
        fields: (
          <>
            <PhoneField
              control={phoneForm.control}
              name="phonenumber"
              id="phone-change-phonenumber"
              label={t('phone.newPhone')}
              autoFocus
            />
            <PinField
              control={phoneForm.control}
              name="pin"
              id="phone-change-pin"
              label={t('phone.pin')}
            />
          </>
        ),
        error: refusalText(request.error, ['phonenumber', 'pin'], t),
        submitLabel: t('phone.send'),
        submitting: phoneForm.formState.isSubmitting,
        onSubmit: sendCode,
      };

  return (
    <FormDialog
      title={t('phone.title')}
      text={step.text}
      error={step.error}
      cancelLabel={t('common:cancel')}
      submitLabel={step.submitLabel}
      submitting={step.submitting}
      onSubmit={(event) => {
        // A portal's submit still bubbles through React's tree (to a form around the dialog).
        event.stopPropagation();
        void step.onSubmit(event);
      }}
      onClose={onClose}
    >
      {step.fields}
    </FormDialog>
  );
}

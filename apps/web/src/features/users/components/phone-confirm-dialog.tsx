import { zodResolver } from '@hookform/resolvers/zod';
import { oneTimeCode } from '@rental/shared/schemas/fields';
import { invitationCodeMinutes } from '@rental/shared/team-messages';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useRequestPhoneConfirmation, useVerifyPhoneConfirmation } from '../api/phone-confirmation';
import { CodeField } from './code-field';
import { refusalText } from './refusal-text';

const codeSchema = z.object({ code: oneTimeCode });
type CodeValues = z.infer<typeof codeSchema>;

/** SEND CODE sends a code to the user's own phone; the code confirms it (CONFIRM). */
export function PhoneConfirmDialog({
  phonenumber,
  onConfirmed,
  onClose,
}: {
  phonenumber: string;
  onConfirmed: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const [sent, setSent] = useState(false);
  const request = useRequestPhoneConfirmation();
  const verify = useVerifyPhoneConfirmation();
  const codeForm = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await request.mutateAsync();
      setSent(true);
    } catch {
      // Shown in the dialog (too many attempts, offline).
    }
  };

  const confirm = codeForm.handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync({ code });
      onConfirmed();
    } catch (error) {
      setServerFieldErrors(error, codeForm.setError, ['code']);
    }
  });

  return (
    <FormDialog
      title={t('confirmPhone.title')}
      text={
        sent
          ? t('confirmPhone.codeSent', { phonenumber, minutes: invitationCodeMinutes })
          : t('confirmPhone.intro', { phonenumber })
      }
      error={sent ? refusalText(verify.error, ['code'], t) : refusalText(request.error, [], t)}
      cancelLabel={t('common:cancel')}
      submitLabel={t(sent ? 'confirmPhone.confirm' : 'confirmPhone.send')}
      submitting={sent ? codeForm.formState.isSubmitting : request.isPending}
      onSubmit={(event) => {
        event.stopPropagation();
        void (sent ? confirm(event) : sendCode(event));
      }}
      onClose={onClose}
    >
      {sent && <CodeField control={codeForm.control} name="code" id="phone-confirm-code" />}
    </FormDialog>
  );
}

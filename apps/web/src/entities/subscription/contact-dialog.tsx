import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  contactRequestBodySchema,
  type ContactRequestBody,
} from '@rental/shared/schemas/subscriptions';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAlert } from '../../components/alert/use-alert';
import { FormTextField } from '../../components/form/form-text-field';
import { PhoneField } from '../../components/form/phone-field';
import { useContactRequest } from './subscription';
import { setServerFieldErrors } from '../../lib/server-field-errors';

const fieldNames = ['name', 'phonenumber', 'email', 'message'] as const;

/** Enterprise's 'Contact us': name, phone, email and message, stored for us to call back. */
export function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('subscriptions');
  const { showAlert } = useAlert();
  const titleId = useId();
  const send = useContactRequest();
  const { control, handleSubmit, setError, reset, formState } = useForm<
    ContactRequestBody,
    unknown,
    z.output<typeof contactRequestBodySchema>
  >({
    resolver: zodResolver(contactRequestBodySchema),
    mode: 'onTouched',
    defaultValues: { name: '', phonenumber: '', email: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await send.mutateAsync(values);
      showAlert(answer.message || t('contact.sent'), 'success');
      reset();
      onClose();
    } catch (error) {
      setServerFieldErrors(error, setError, fieldNames);
    }
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('contact.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <DialogContentText>{t('contact.text')}</DialogContentText>
          <FormTextField
            control={control}
            name="name"
            id="contact-name"
            label={t('contact.name')}
          />
          <PhoneField
            control={control}
            name="phonenumber"
            id="contact-phonenumber"
            label={t('contact.phonenumber')}
          />
          <FormTextField
            control={control}
            name="email"
            id="contact-email"
            type="email"
            label={t('contact.email')}
          />
          <FormTextField
            control={control}
            name="message"
            id="contact-message"
            label={t('contact.message')}
            multiline
            minRows={3}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('contact.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('contact.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

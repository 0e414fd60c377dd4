import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { pin } from '@rental/shared/schemas/fields';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PinField } from '../../../components/form/pin-field';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useUpdateUserStatus } from '../api/update-user-status';

const confirmSchema = z.object({ currentpin: pin });
type ConfirmValues = z.infer<typeof confirmSchema>;

const paused = ['invoices', 'reminders', 'sms'] as const;

const pinRefused = (error: unknown) => error instanceof ApiError && !!error.fields.currentpin;

/**
 * DEACTIVATE asks first: what stops while the account is inactive, what does not, and the
 * current PIN. The server's refusal (wrong PIN, locked) shows here, where the user is looking.
 */
export function DeactivateDialog({
  onDone,
  onCancel,
}: {
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('users');
  const titleId = useId();
  const textId = useId();
  const updateStatus = useUpdateUserStatus({ errorAlert: false });
  const { control, handleSubmit, setError, formState } = useForm<ConfirmValues>({
    resolver: zodResolver(confirmSchema),
    mode: 'onTouched',
    defaultValues: { currentpin: '' },
  });

  const onSubmit = handleSubmit(async ({ currentpin }) => {
    try {
      await updateStatus.mutateAsync({ status: 'inactive', currentpin });
      onDone();
    } catch (error) {
      setServerFieldErrors(error, setError, ['currentpin']);
    }
  });

  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          // The dialog sits inside the profile form in React's tree, where a submit would
          // bubble to (through the portal) and save the profile too.
          event.stopPropagation();
          void onSubmit(event);
        }}
      >
        <DialogTitle id={titleId}>{t('deactivate.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <div id={textId}>
            <DialogContentText>{t('deactivate.stops')}</DialogContentText>
            <Box component="ul" sx={{ my: 1, pl: 3, color: 'text.secondary' }}>
              {paused.map((item) => (
                <Typography component="li" key={item}>
                  {t(`deactivate.paused.${item}`)}
                </Typography>
              ))}
            </Box>
            <DialogContentText>{t('deactivate.stays')}</DialogContentText>
          </div>
          <PinField
            control={control}
            name="currentpin"
            id="deactivate-currentpin"
            label={t('deactivate.pin')}
            autoFocus
          />
          {/* A wrong PIN is said under the field; anything else (locked, offline) here. */}
          {updateStatus.error && !pinRefused(updateStatus.error) && (
            <Alert severity="error">{describeError(updateStatus.error, t)}</Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onCancel}>{t('common:cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={formState.isSubmitting}>
            {t('deactivate.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { useSignedInUser } from '../../../lib/current-user';
import { PhoneChangeDialog } from './phone-change-dialog';

/**
 * The profile's phone number, read-only: a new one is the user's only once the code sent to it
 * is entered, so CHANGE PHONE opens the dialog that does that.
 */
export function ProfilePhone() {
  const { t } = useTranslation('users');
  const { showAlert, clearAlert } = useAlert();
  const { phonenumber } = useSignedInUser().userProfile;
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        id="phonenumber"
        label={t('common:fields.phonenumber')}
        value={phonenumber}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Button
        onClick={() => {
          clearAlert();
          setOpen(true);
        }}
        sx={{ flexShrink: 0, mt: 1 }}
      >
        {t('phone.change')}
      </Button>
      {open && (
        <PhoneChangeDialog
          onChanged={(changed) => {
            setOpen(false);
            showAlert(t('phone.changed', { phonenumber: changed }));
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </Box>
  );
}

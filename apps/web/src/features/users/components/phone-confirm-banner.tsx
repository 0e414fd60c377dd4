import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { useSignedInUser } from '../../../lib/current-user';
import { formatDay } from '../../../lib/format-date';
import { withPartTexts } from '../../../lib/with-part-texts';

// The dialog and its form (react-hook-form, the code field, the form rules' texts) load when
// it opens: the banner is in every signed-in screen's layout, and a phone on slow data should
// not wait for them first.
const PhoneConfirmDialog = lazy(async () => ({
  default: (await withPartTexts(import('./phone-confirm-dialog'), ['validation']))
    .PhoneConfirmDialog,
}));

/**
 * An account older than verified phones, in its 30 days of grace: every screen says by when
 * the phone must be confirmed (after that, signing in asks for a code), with a button to do it
 * now. It goes once the server has cleared `phoneconfirmdue`.
 */
export function PhoneConfirmBanner() {
  const { t } = useTranslation('users');
  const { showAlert } = useAlert();
  const { phoneconfirmdue, userProfile } = useSignedInUser();
  const [open, setOpen] = useState(false);
  if (!phoneconfirmdue) return null;
  const { phonenumber } = userProfile;
  return (
    <>
      <Alert
        // A reminder, not an emergency: announced politely.
        role="status"
        severity="warning"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(true)}>
            {t('confirmPhone.open')}
          </Button>
        }
      >
        <AlertTitle>{t('confirmPhone.title')}</AlertTitle>
        {t('confirmPhone.due', { phonenumber, date: formatDay(phoneconfirmdue) })}
      </Alert>
      {open && (
        <Suspense>
          <PhoneConfirmDialog
            phonenumber={phonenumber}
            onConfirmed={() => {
              setOpen(false);
              showAlert(t('confirmPhone.confirmed'));
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

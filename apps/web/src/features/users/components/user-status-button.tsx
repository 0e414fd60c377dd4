import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { useSignedInUser } from '../../../lib/current-user';
import { useUpdateUserStatus } from '../api/update-user-status';
import { DeactivateDialog } from './deactivate-dialog';

/**
 * DEACTIVATE for an active account (after a dialog that says what stops and asks for the PIN),
 * ACTIVATE for an inactive one. 'User status updated' shows only once the server has
 * confirmed; the label then follows the new status.
 */
export function UserStatusButton() {
  const { t } = useTranslation('users');
  const { showAlert, clearAlert } = useAlert();
  const { status } = useSignedInUser().userProfile;
  const activate = useUpdateUserStatus();
  const [confirming, setConfirming] = useState(false);
  const isActive = status === 'active';

  const onClick = () => {
    clearAlert();
    if (isActive) {
      setConfirming(true);
      return;
    }
    activate.mutate({ status: 'active' }, { onSuccess: () => showAlert(t('status.updated')) });
  };

  return (
    <>
      <Button
        type="button"
        variant="outlined"
        color={isActive ? 'error' : 'success'}
        onClick={onClick}
        disabled={activate.isPending}
      >
        {isActive ? t('status.deactivate') : t('status.activate')}
      </Button>
      {confirming && (
        <DeactivateDialog
          onCancel={() => setConfirming(false)}
          onDone={() => {
            setConfirming(false);
            showAlert(t('status.updated'));
          }}
        />
      )}
    </>
  );
}

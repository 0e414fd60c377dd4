import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { useSignedInUser } from '../../../lib/current-user';
import { useUpdateUserStatus } from '../api/update-user-status';

/**
 * DEACTIVATE for an active account, ACTIVATE for an inactive one. 'User status updated' shows
 * only once the server has confirmed; the label then follows the new status.
 */
export function UserStatusButton() {
  const { t } = useTranslation('users');
  const { showAlert, clearAlert } = useAlert();
  const { status } = useSignedInUser().userProfile;
  const updateStatus = useUpdateUserStatus();
  const isActive = status === 'active';

  const onClick = () => {
    clearAlert();
    updateStatus.mutate(
      { status: isActive ? 'inactive' : 'active' },
      { onSuccess: () => showAlert(t('status.updated')) },
    );
  };

  return (
    <Button
      type="button"
      variant="outlined"
      color={isActive ? 'error' : 'success'}
      onClick={onClick}
      disabled={updateStatus.isPending}
    >
      {isActive ? t('status.deactivate') : t('status.activate')}
    </Button>
  );
}

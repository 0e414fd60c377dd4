import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { describeError } from '../../../lib/describe-error';
import { useDeleteTenant } from '../api/delete-tenant';
import { useTenant } from '../api/get-tenant';

const listPath = '/tenants';

/** Asks before deleting a tenant (their readings go too); CANCEL or DELETE lead to /tenants. */
export function DeleteTenantDialog({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('tenants');
  const titleId = useId();
  const navigate = useNavigate();
  const { showAlert, clearAlert } = useAlert();
  const tenant = useTenant(tenantId);
  const deleteTenant = useDeleteTenant(tenantId);
  const close = () => void navigate(listPath);

  const confirm = async () => {
    clearAlert();
    try {
      await deleteTenant.mutateAsync();
    } catch {
      return; // Shown in the dialog.
    }
    // The spec shows deletions as a danger alert.
    showAlert(t('delete.deleted'), 'error', listPath);
    await navigate(listPath);
  };

  let text;
  if (tenant.isSuccess) {
    const { tenantdata, rentalname } = tenant.data;
    text = t('delete.text', {
      name: `${tenantdata.firstname} ${tenantdata.lastname}`,
      house: tenantdata.housenumber,
      rental: rentalname,
    });
  } else if (tenant.isError) {
    text = describeError(tenant.error, t);
  }

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text ?? <Skeleton />}</DialogContentText>
        {deleteTenant.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {describeError(deleteTenant.error, t)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('delete.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void confirm()}
          disabled={!tenant.isSuccess || deleteTenant.isPending}
        >
          {t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

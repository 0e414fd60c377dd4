import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete/confirm-delete-dialog';
import { describeError } from '../../../lib/describe-error';
import { useEraseTenant } from '../api/erase-tenant';
import { tenantDisplayName } from '@rental/shared/tenant-name';

/**
 * Asks before erasing a former tenant's personal data, saying what goes for good and what
 * stays (the books). A refusal shows in the dialog; success closes it and says the new name.
 */
export function EraseTenantDialog({
  tenant,
  onClose,
}: {
  tenant: TenantDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('tenants');
  const { showAlert } = useAlert();
  const erase = useEraseTenant(tenant.tenantid);

  const confirm = () =>
    erase.mutate(undefined, {
      onSuccess: (data) => {
        const { tenantdata } = data.tenant;
        showAlert(t('personalData.done', { name: tenantDisplayName(tenantdata) }));
        onClose();
      },
    });

  return (
    <ConfirmDeleteDialog
      title={t('personalData.dialogTitle', { name: tenantDisplayName(tenant.tenantdata) })}
      text={t('personalData.dialogText')}
      confirmLabel={t('personalData.confirm')}
      onConfirm={confirm}
      onCancel={onClose}
      disabled={erase.isPending}
      error={erase.isError ? describeError(erase.error, t) : undefined}
    />
  );
}

import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete/confirm-delete-dialog';
import { useDeleteThenLeave } from '../../../components/confirm-delete/use-delete-then-leave';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useDeleteTenant } from '../api/delete-tenant';
import { useTenant } from '../api/get-tenant';
import { useTranslateMessage } from '../../../lib/translate-message';
import { tenancyMessages } from '@rental/shared/schemas/tenancy';
import { useTenantHasHistory } from '../lib/tenant-history';
import { tenantDisplayName } from '@rental/shared/tenant-name';

const listPath = '/tenants';

/**
 * Asks before deleting a tenant (their readings go too); CANCEL or DELETE lead to /tenants.
 * Delete is for a tenant added by mistake: one with invoices or payments is refused (409), and
 * the dialog offers to end the tenancy instead.
 */
export function DeleteTenantDialog({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('tenants');
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const tenant = useTenant(tenantId);
  const deleteTenant = useDeleteTenant(tenantId);
  const deleteThenLeave = useDeleteThenLeave(listPath);
  // Known before DELETE is pressed (from the statement), or learned from the server's refusal.
  const knownHistory = useTenantHasHistory(tenantId);
  const refused = deleteTenant.error instanceof ApiError && deleteTenant.error.status === 409;
  const hasHistory = knownHistory === true || refused;

  let text;
  if (tenant.isSuccess) {
    const { tenantdata, rentalname } = tenant.data;
    text = t('delete.text', {
      name: tenantDisplayName(tenantdata),
      house: tenantdata.housenumber,
      rental: rentalname,
    });
  } else if (tenant.isError) {
    text = describeError(tenant.error, t);
  }

  return (
    <ConfirmDeleteDialog
      title={t('delete.title')}
      text={text}
      loading={tenant.isPending}
      onConfirm={() => void deleteThenLeave(() => deleteTenant.mutateAsync(), t('delete.deleted'))}
      onCancel={() => void navigate(listPath)}
      // Refused for the tenant's history: asking again would be refused again.
      disabled={!tenant.isSuccess || deleteTenant.isPending || hasHistory}
      warning={knownHistory && !refused ? translate(tenancyMessages.deleteHasHistory) : undefined}
      error={deleteTenant.isError ? describeError(deleteTenant.error, t) : undefined}
      errorAction={
        hasHistory && (
          <Button
            variant="outlined"
            color="inherit"
            size="small"
            component={Link}
            to={`/tenant-details/end/${tenantId}`}
          >
            {t('endTenancy.button')}
          </Button>
        )
      }
    />
  );
}

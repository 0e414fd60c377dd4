import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { RequestPaymentButton } from '../../../components/stk/request-payment-button';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useTenant } from '../api/get-tenant';
import { useUpdateTenant } from '../api/update-tenant';
import { RentHistory } from '../components/rent-history';
import { TenantForm } from '../components/tenant-form';
import { TenantRentActions } from '../components/tenant-rent-actions';
import { TenantStatement } from '../components/tenant-statement';
import { TenantSummary } from '../components/tenant-summary';
import { tenantBodyOf, tenantPlaceKey } from '../lib/tenant-body';

/** /tenant-details/{id}: the tenant's rental, rent and balance, statement, and the edit form. */
export function TenantDetailsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('tenants');
  const { showAlert, clearAlert } = useAlert();
  const tenant = useTenant(id);
  const updateTenant = useUpdateTenant(id);

  if (tenant.isPending) return <LoadingScreen />;
  if (tenant.isError) {
    if (tenant.error instanceof ApiError && tenant.error.status === 404) {
      return <Alert severity="warning">{t('details.notFound')}</Alert>;
    }
    return (
      <LoadError message={describeError(tenant.error, t)} onRetry={() => void tenant.refetch()} />
    );
  }
  const { tenantdata } = tenant.data;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button component={Link} to="/tenants" startIcon={<ArrowBackIcon />}>
          {t('details.back')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <RequestPaymentButton
          tenantId={id}
          tenantName={`${tenantdata.firstname} ${tenantdata.lastname}`}
          phone={tenantdata.phonenumber}
        />
        <Button
          component={Link}
          to={`/tenant-details/delete/${id}`}
          color="error"
          startIcon={<DeleteOutlinedIcon />}
        >
          {t('details.delete')}
        </Button>
      </Box>
      <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {tenantdata.firstname} {tenantdata.lastname}
        </Typography>
        <TenantSummary tenant={tenant.data} />
        <TenantRentActions tenant={tenant.data} />
      </Paper>
      <RentHistory tenantId={id} />
      <TenantStatement tenantId={id} />
      <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
          {t('details.edit')}
        </Typography>
        <TenantForm
          // After a move the form starts again from the new place, never the old one.
          key={tenantPlaceKey(tenant.data)}
          initial={tenantBodyOf(tenant.data)}
          currentRoomId={tenantdata.housetype}
          submitLabel={t('form.update')}
          onSave={async (values) => {
            clearAlert();
            await updateTenant.mutateAsync(values);
            showAlert(t('details.updated'));
          }}
        />
      </Paper>
    </Box>
  );
}

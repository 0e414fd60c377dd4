import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { formatCalendarDate } from '../../../lib/format-date';
import { useTenant } from '../api/get-tenant';
import { useUpdateTenant } from '../api/update-tenant';
import { LeaseSection } from '../components/lease-section';
import { RentHistory } from '../components/rent-history';
import { TenantActions } from '../components/tenant-actions';
import { TenantForm } from '../components/tenant-form';
import { PersonalDataSection } from '../components/personal-data-section';
import { TenantPageLink } from '../components/tenant-page-link';
import { TenantRentActions } from '../components/tenant-rent-actions';
import { TenantStatement } from '../components/tenant-statement';
import { TenantSummary } from '../components/tenant-summary';
import { TenantVacatingChip } from '../components/tenant-vacating-chip';
import { tenantBodyOf, tenantPlaceKey } from '../lib/tenant-body';
import { useCan } from '../../../lib/permissions';
import { DocumentsSection } from '../../../entities/documents/documents-section';

/**
 * /tenant-details/{id}: the tenant's rental, rent, balance and deposit, lease, rent history,
 * statement, what can be done (credit note, end tenancy, rent changes and moves while they
 * live there), their personal data (export, erasure once they left) and the edit form.
 */
export function TenantDetailsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('tenants');
  const { showAlert, clearAlert } = useAlert();
  const tenant = useTenant(id);
  const updateTenant = useUpdateTenant(id);
  const can = useCan();

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
  const former = tenantdata.status === 'former';
  // An erased tenant's details are gone for good: no page link, nothing to edit.
  const erased = Boolean(tenantdata.erased);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TenantActions tenant={tenant.data} />
      <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {tenantDisplayName(tenantdata)}
          </Typography>
          {former && (
            <Chip
              label={t('details.formerChip', {
                date: tenantdata.moveoutdate ? formatCalendarDate(tenantdata.moveoutdate) : '',
              })}
            />
          )}
          {!former && <TenantVacatingChip tenantId={id} />}
          {tenantdata.smsblocked && <Chip color="warning" label={t('details.smsBlocked')} />}
        </Box>
        {tenantdata.smsblocked && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('details.smsBlockedText')}
          </Alert>
        )}
        <TenantSummary tenant={tenant.data} />
        {/* Rent changes and moves are for people who live there. */}
        {!former && can('tenants.write') && <TenantRentActions tenant={tenant.data} />}
      </Paper>
      {!erased && can('tenantPage.link') && <TenantPageLink tenantId={id} />}
      {/* The lease, rent, the statement and personal data are not a caretaker's: nothing is asked. */}
      {can('tenants.private') && <LeaseSection tenant={tenant.data} />}
      {can('tenants.private') && <RentHistory tenantId={id} />}
      {can('tenants.private') && <TenantStatement tenantId={id} />}
      {/* An erased tenant's documents went with their data. */}
      {!erased && can('tenants.private') && <DocumentsSection owner={{ kind: 'tenant', id }} />}
      {(can('personalData.export') || can('personalData.erase')) && (
        <PersonalDataSection tenant={tenant.data} />
      )}
      {!erased && can('tenants.write') && (
        <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: former ? 1 : 3 }}>
            {t('details.edit')}
          </Typography>
          {/* A former tenant's place is history (the house may be let again): it stays. */}
          {former && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('details.formerEdit')}
            </Typography>
          )}
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
      )}
    </Box>
  );
}

import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { AddedList } from '../../../entities/onboarding/added-list';
import { OnboardingFrame } from '../../../entities/onboarding/onboarding-frame';
import { useCreateTenant } from '../api/create-tenant';
import { useTenants } from '../../../entities/tenants/tenants';
import { TenantForm } from '../components/tenant-form';
import { TenantPlanNote } from '../components/tenant-plan-note';
import { tenantDisplayName } from '@rental/shared/tenant-name';

/**
 * /register-tenants: the onboarding step that adds tenants one after the other with the tenant
 * form (it keeps the apartment and room type for the next one), listing those added.
 */
export function RegisterTenantsPage() {
  const { t } = useTranslation('tenants');
  const { showAlert, clearAlert } = useAlert();
  const createTenant = useCreateTenant();
  const tenants = useTenants('current');
  const added = (tenants.data ?? []).map((tenant) => ({
    id: tenant.tenantid,
    primary: tenantDisplayName(tenant.tenantdata),
    secondary: t('list.house', { house: tenant.tenantdata.housenumber, rental: tenant.rentalname }),
  }));

  return (
    <OnboardingFrame
      step="tenants"
      title={t('register.title')}
      description={t('register.text')}
      nextDisabled={createTenant.isPending}
    >
      <TenantForm
        submitLabel={t('register.add')}
        resetOnSave
        newRentalPath="/register-rentals"
        onSave={async (values) => {
          clearAlert();
          await createTenant.mutateAsync(values);
          showAlert(t('newTenant.saved'));
        }}
      />
      <TenantPlanNote />
      <AddedList items={added} emptyText={t('register.none')} title={t('register.added')} />
    </OnboardingFrame>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { useCreateTenant } from '../api/create-tenant';
import { TenantForm } from '../components/tenant-form';
import { TenantPlanNote } from '../components/tenant-plan-note';

const listPath = '/tenants';

/** /newtenant: the tenant form; saved tenants are announced on the tenant list. */
export function NewTenantPage() {
  const { t } = useTranslation('tenants');
  const { showAlert, clearAlert } = useAlert();
  const navigate = useNavigate();
  const createTenant = useCreateTenant();

  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
        {t('newTenant.title')}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <TenantPlanNote />
      </Box>
      <TenantForm
        submitLabel={t('form.save')}
        onSave={async (values) => {
          clearAlert();
          await createTenant.mutateAsync(values);
          showAlert(t('newTenant.saved'), 'success', listPath);
          await navigate(listPath);
        }}
      />
    </Paper>
  );
}

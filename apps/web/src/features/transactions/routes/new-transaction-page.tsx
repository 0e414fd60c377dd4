import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { describeError } from '../../../lib/describe-error';
import { useCreatePayment } from '../api/create-payment';
import { useTenants } from '../../../entities/tenants/tenants';
import { PaymentForm } from '../components/payment-form';

const listPath = '/transactions/all';

/**
 * /newtransaction[?tenantid=]: records a rental payment, then the list says 'Payment saved'.
 * A tenant's page links here with the tenant already chosen.
 */
export function NewTransactionPage() {
  const { t } = useTranslation('transactions');
  const { showAlert, clearAlert } = useAlert();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tenants = useTenants();
  const createPayment = useCreatePayment();

  let content;
  if (tenants.isPending) content = <LoadingScreen />;
  else if (tenants.isError) {
    content = (
      <LoadError message={describeError(tenants.error, t)} onRetry={() => void tenants.refetch()} />
    );
  } else if (tenants.data.length === 0) {
    content = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" component={Link} to="/newtenant">
            {t('payment.addTenant')}
          </Button>
        }
      >
        {t('payment.noTenants')}
      </Alert>
    );
  } else {
    content = (
      <PaymentForm
        tenants={tenants.data}
        initialTenantId={params.get('tenantid') ?? ''}
        cancelPath={listPath}
        onSave={async (values) => {
          clearAlert();
          await createPayment.mutateAsync(values);
          showAlert(t('payment.saved'), 'success', listPath);
          await navigate(listPath);
        }}
      />
    );
  }

  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t('payment.title')}
      </Typography>
      {content}
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { useCreateInvoiceSetting } from '../api/create-invoice-setting';
import { InvoiceForm } from '../components/invoice-form';
import { PaybillWarning } from '../components/paybill-warning';
import { SmsProviderNote } from '../components/sms-provider-note';

const listPath = '/settings';

/** /new-invoice: schedules an invoice; it is announced on the Invoice Settings tab. */
export function NewInvoicePage() {
  const { t } = useTranslation('invoices');
  const { showAlert, clearAlert } = useAlert();
  const navigate = useNavigate();
  const createSetting = useCreateInvoiceSetting();

  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
        {t('newInvoice.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('newInvoice.text')}
      </Typography>
      <Box sx={{ mb: 3, display: 'grid', gap: 1.5 }}>
        <PaybillWarning />
        <SmsProviderNote />
      </Box>
      <InvoiceForm
        submitLabel={t('form.save')}
        onSave={async (values) => {
          clearAlert();
          await createSetting.mutateAsync({ ...values, register: false });
          showAlert(t('newInvoice.scheduled'), 'success', listPath);
          await navigate(listPath);
        }}
      />
    </Paper>
  );
}

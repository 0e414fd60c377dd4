import { todayInNairobi } from '@rental/shared/dates';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useInvoiceSetting } from '../api/get-invoice-setting';
import { useUpdateInvoiceSetting } from '../api/update-invoice-setting';
import { scheduleFormValues } from '../lib/schedule-form';
import { InvoiceForm } from './invoice-form';
import { usePhone } from '../../../lib/use-phone';

const listPath = '/settings';

/**
 * /invoice-details/{id}: the schedule's form in a dialog over /settings. Once the first invoice
 * date is past, it and the next billing date are shown disabled (spec section 4).
 */
export function EditInvoiceDialog() {
  const { id = '' } = useParams();
  const { t } = useTranslation('invoices');
  const titleId = useId();
  const navigate = useNavigate();
  const { showAlert, clearAlert } = useAlert();
  const phone = usePhone();
  const [today] = useState(todayInNairobi);
  const setting = useInvoiceSetting(id);
  const updateSetting = useUpdateInvoiceSetting(id);
  const close = () => void navigate(listPath);

  let content;
  if (setting.isPending) content = <LoadingScreen />;
  else if (setting.isError) {
    content =
      setting.error instanceof ApiError && setting.error.status === 404 ? (
        <Alert severity="warning">{t('edit.notFound')}</Alert>
      ) : (
        <LoadError
          message={describeError(setting.error, t)}
          onRetry={() => void setting.refetch()}
        />
      );
  } else {
    const data = setting.data.settingdata;
    content = (
      <InvoiceForm
        initial={scheduleFormValues(setting.data)}
        started={data.startdate < today}
        nextbillingdate={data.nextbillingdate}
        submitLabel={t('form.update')}
        onCancel={close}
        onSave={async ({ register: _register, ...values }) => {
          clearAlert();
          await updateSetting.mutateAsync(values);
          showAlert(t('edit.updated'), 'success', listPath);
          await navigate(listPath);
        }}
      />
    );
  }

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
    >
      <DialogTitle id={titleId}>{t('edit.title')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>{content}</DialogContent>
    </Dialog>
  );
}

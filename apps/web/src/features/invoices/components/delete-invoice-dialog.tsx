import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete/confirm-delete-dialog';
import { useDeleteThenLeave } from '../../../components/confirm-delete/use-delete-then-leave';
import { describeError } from '../../../lib/describe-error';
import { useDeleteInvoiceSetting } from '../api/delete-invoice-setting';
import { useInvoiceSetting } from '../api/get-invoice-setting';

const listPath = '/settings';

/** /invoice-details/delete/{id}: asks before deleting a schedule; both buttons lead to /settings. */
export function DeleteInvoiceDialog() {
  const { id = '' } = useParams();
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const setting = useInvoiceSetting(id);
  const deleteSetting = useDeleteInvoiceSetting(id);
  const deleteThenLeave = useDeleteThenLeave(listPath);

  let text;
  if (setting.isSuccess) {
    text = t('delete.text', {
      type: t(`invoiceTypes.${setting.data.settingdata.invoicetype}`),
      rental: setting.data.rentalname,
    });
  } else if (setting.isError) {
    text = describeError(setting.error, t);
  }

  return (
    <ConfirmDeleteDialog
      title={t('delete.title')}
      text={text}
      loading={setting.isPending}
      onConfirm={() => void deleteThenLeave(() => deleteSetting.mutateAsync(), t('delete.removed'))}
      onCancel={() => void navigate(listPath)}
      disabled={!setting.isSuccess || deleteSetting.isPending}
      error={deleteSetting.isError ? describeError(deleteSetting.error, t) : undefined}
    />
  );
}

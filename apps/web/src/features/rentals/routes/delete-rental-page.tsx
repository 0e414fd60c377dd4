import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { describeError } from '../../../lib/describe-error';
import { useDeleteRental } from '../api/delete-rental';
import { useRentals } from '../api/get-rentals';
import { ConfirmDialog } from '../components/confirm-dialog';
import { RentalsPage } from './rentals-page';

/**
 * /rental-details/delete/{id}: the confirmation over the rentals list. A refusal (tenants
 * remain) shows the server's message in the dialog and the rental stays.
 */
export function DeleteRentalPage() {
  const { t } = useTranslation(['rentals', 'common']);
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const { data: rentals } = useRentals();
  const deleteRental = useDeleteRental();
  const name = rentals?.find((rental) => rental.rentalid === id)?.rentaldata.rentalname;

  const close = () => void navigate('/rentals');
  const confirm = async () => {
    try {
      await deleteRental.mutateAsync(id);
    } catch {
      return; // shown in the dialog
    }
    showAlert(t('remove.removed'), 'error', '/rentals');
    await navigate('/rentals');
  };

  return (
    <>
      <RentalsPage />
      <ConfirmDialog
        title={t('remove.title', { name: name ?? t('remove.thisRental') })}
        text={t('remove.text')}
        confirmLabel={t('remove.confirm')}
        onConfirm={() => void confirm()}
        onCancel={close}
        busy={deleteRental.isPending}
        error={deleteRental.error ? describeError(deleteRental.error, t) : undefined}
      />
    </>
  );
}

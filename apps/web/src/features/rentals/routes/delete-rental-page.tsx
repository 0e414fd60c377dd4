import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete/confirm-delete-dialog';
import { useDeleteThenLeave } from '../../../components/confirm-delete/use-delete-then-leave';
import { describeError } from '../../../lib/describe-error';
import { useDeleteRental } from '../api/delete-rental';
import { useRentals } from '../../../lib/rentals';
import { RentalsPage } from './rentals-page';

const listPath = '/rentals';

/**
 * /rental-details/delete/{id}: the confirmation over the rentals list. A refusal (tenants
 * remain) shows the server's message in the dialog and the rental stays.
 */
export function DeleteRentalPage() {
  const { t } = useTranslation(['rentals', 'common']);
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { data: rentals } = useRentals();
  const deleteRental = useDeleteRental();
  const deleteThenLeave = useDeleteThenLeave(listPath);
  const name = rentals?.find((rental) => rental.rentalid === id)?.rentaldata.rentalname;

  return (
    <>
      <RentalsPage />
      <ConfirmDeleteDialog
        title={t('remove.title', { name: name ?? t('remove.thisRental') })}
        text={t('remove.text')}
        onConfirm={() =>
          void deleteThenLeave(() => deleteRental.mutateAsync(id), t('remove.removed'))
        }
        onCancel={() => void navigate(listPath)}
        // A refusal stands until something changes, so asking again is pointless.
        disabled={deleteRental.isPending || !!deleteRental.error}
        error={deleteRental.error ? describeError(deleteRental.error, t) : undefined}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete/confirm-delete-dialog';
import { useDeleteThenLeave } from '../../../components/confirm-delete/use-delete-then-leave';
import { describeError } from '../../../lib/describe-error';
import { useDeleteRental } from '../api/delete-rental';
import { useRentals } from '../../../entities/rentals/rentals';
import { RentalsPage } from './rentals-page';

const listPath = '/rentals';

/**
 * /rental-details/delete/{id}: the confirmation over the rentals list. A rental that still has
 * tenants says so before the click and DELETE stays off; a refusal the list did not foresee
 * (a tenant added meanwhile) shows the server's message in the dialog and the rental stays.
 */
export function DeleteRentalPage() {
  const { t } = useTranslation(['rentals', 'common']);
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { data: rentals } = useRentals();
  const deleteRental = useDeleteRental();
  const deleteThenLeave = useDeleteThenLeave(listPath);
  const rental = rentals?.find((candidate) => candidate.rentalid === id);
  const name = rental?.rentaldata.rentalname;
  const tenants = rental?.summary.tenants ?? 0;

  return (
    <>
      <RentalsPage />
      <ConfirmDeleteDialog
        title={t('remove.title', { name: name ?? t('remove.thisRental') })}
        text={t('remove.text')}
        warning={tenants > 0 ? t('remove.hasTenants', { count: tenants }) : undefined}
        onConfirm={() =>
          void deleteThenLeave(() => deleteRental.mutateAsync(id), t('remove.removed'))
        }
        onCancel={() => void navigate(listPath)}
        // A refusal stands until something changes, so asking again is pointless.
        disabled={
          rentals === undefined || tenants > 0 || deleteRental.isPending || !!deleteRental.error
        }
        error={deleteRental.error ? describeError(deleteRental.error, t) : undefined}
      />
    </>
  );
}

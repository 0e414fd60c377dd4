import type { Landlord } from '@rental/shared/schemas/landlords';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete/confirm-delete-dialog';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useDeleteLandlord } from '../api/delete-landlord';

/**
 * Asks before deleting a landlord. The server refuses (409) while rentals are assigned or
 * remittances recorded: the dialog says so in words that say what to do instead, before the
 * click when the list already shows rentals.
 */
export function DeleteLandlordDialog({
  landlord,
  onClose,
}: {
  landlord: Landlord;
  onClose: () => void;
}) {
  const { t } = useTranslation('landlords');
  const { showAlert } = useAlert();
  const remove = useDeleteLandlord(landlord.landlordid);
  const name = landlord.landlorddata.name;
  const hasRentals = landlord.rentals > 0;
  const refused = remove.error instanceof ApiError && remove.error.status === 409;
  const failure = remove.error && !refused ? describeError(remove.error, t) : undefined;
  return (
    <ConfirmDeleteDialog
      title={t('delete.title', { name })}
      text={t('delete.text')}
      warning={hasRentals ? t('delete.inUse', { name }) : undefined}
      disabled={remove.isPending || hasRentals || refused}
      error={refused ? t('delete.inUse', { name }) : failure}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            onClose();
            showAlert(t('delete.done'), 'error');
          },
        })
      }
    />
  );
}

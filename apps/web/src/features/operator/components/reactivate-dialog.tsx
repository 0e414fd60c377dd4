import type { OperatorOrganization } from '@rental/shared/schemas/operator';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormDialog } from '../../../components/form/form-dialog';
import { describeError } from '../../../lib/describe-error';
import { formatDay } from '../../../lib/format-date';
import { useReactivateOrganization } from '../api/reactivate-organization';

/** Asks before lifting a suspension, saying what it was for; a refusal shows in the dialog. */
export function ReactivateDialog({
  organization,
  onClose,
}: {
  organization: OperatorOrganization;
  onClose: () => void;
}) {
  const { t } = useTranslation('operator');
  const { showAlert } = useAlert();
  const reactivate = useReactivateOrganization(organization.organizationid);
  const { name, suspension } = organization;

  return (
    <FormDialog
      title={t('reactivateDialog.title', { name })}
      text={t('reactivateDialog.text', {
        date: suspension ? formatDay(suspension.since) : '',
        reason: suspension?.reason ?? '',
      })}
      error={reactivate.error ? describeError(reactivate.error, t) : undefined}
      cancelLabel={t('form.cancel')}
      submitLabel={t('reactivateDialog.submit')}
      submitting={reactivate.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        reactivate.mutate(undefined, {
          onSuccess: () => {
            onClose();
            showAlert(t('reactivateDialog.done', { name }), 'success');
          },
        });
      }}
      onClose={onClose}
    >
      {null}
    </FormDialog>
  );
}

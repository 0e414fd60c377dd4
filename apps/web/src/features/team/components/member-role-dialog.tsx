import type { TeamMember } from '@rental/shared/schemas/team';
import { isOwner } from '@rental/shared/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormDialog } from '../../../components/form/form-dialog';
import { describeError } from '../../../lib/describe-error';
import { useUpdateMember } from '../api/update-member';
import { MemberAccessFields, type MemberAccess } from './member-access-fields';

/** The owner's "Change role": a member's role and the rentals they are limited to. */
export function MemberRoleDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation('team');
  const { showAlert, clearAlert } = useAlert();
  const update = useUpdateMember();
  const [access, setAccess] = useState<MemberAccess>({
    // The owner is never edited here; a role outside the member roles starts as manager.
    role: isOwner(member.role) ? 'manager' : member.role,
    rentalids: member.rentalids,
  });
  const name = `${member.firstname} ${member.lastname}`;

  return (
    <FormDialog
      title={t('access.title', { name })}
      text={t('access.text')}
      error={update.error ? describeError(update.error, t) : undefined}
      cancelLabel={t('access.cancel')}
      submitLabel={t('access.save')}
      submitting={update.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        clearAlert();
        update.mutate(
          { userId: member.userid, body: access },
          {
            onSuccess: () => {
              showAlert(t('access.saved', { name }));
              onClose();
            },
          },
        );
      }}
    >
      <MemberAccessFields value={access} onChange={setAccess} />
    </FormDialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { inviteMemberBodySchema, type InviteMemberBody } from '@rental/shared/schemas/team';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { ProfileFields } from '../../../components/form/profile-fields';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useInviteMember } from '../api/invite-member';
import { MemberAccessFields } from './member-access-fields';

const empty: InviteMemberBody = {
  firstname: '',
  lastname: '',
  phonenumber: '',
  email: '',
  role: 'manager',
  rentalids: [],
};
const fieldNames = ['firstname', 'lastname', 'phonenumber', 'email'] as const;

/**
 * The owner's form: first name, last name, phone and email, the role and the rentals the member
 * works on (all by default); the member gets a code by SMS.
 */
export function InviteMemberForm() {
  const { t } = useTranslation('team');
  const { showAlert, clearAlert } = useAlert();
  const invite = useInviteMember();
  const { control, handleSubmit, setError, reset, formState } = useForm<InviteMemberBody>({
    resolver: zodResolver(inviteMemberBodySchema),
    mode: 'onTouched',
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async (body) => {
    clearAlert();
    try {
      await invite.mutateAsync(body);
      reset(empty);
      showAlert(t('invite.invited'));
    } catch (error) {
      // The alert (with "Upgrade plan" for plan_limit) is shown for every failed call.
      setServerFieldErrors(error, setError, fieldNames);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('invite.title')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <ProfileFields control={control} />
      <Controller
        control={control}
        name="role"
        render={({ field: role }) => (
          <Controller
            control={control}
            name="rentalids"
            render={({ field: rentalids }) => (
              <MemberAccessFields
                value={{ role: role.value ?? 'manager', rentalids: rentalids.value ?? [] }}
                onChange={(next) => {
                  role.onChange(next.role);
                  rentalids.onChange(next.rentalids);
                }}
              />
            )}
          />
        )}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('invite.submit')}
        </Button>
      </Box>
    </Box>
  );
}

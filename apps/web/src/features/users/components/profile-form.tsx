import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { updateProfileBodySchema, type UpdateProfileBody } from '@rental/shared/schemas/users';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { ProfileFields } from '../../../components/form/profile-fields';
import { useSignedInUser } from '../../../lib/current-user';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useUpdateProfile } from '../api/update-profile';
import { ProfilePhone } from './profile-phone';
import { UserStatusButton } from './user-status-button';

const fieldNames = ['firstname', 'lastname', 'email'] as const;

/**
 * First name, last name and email; UPDATE saves them. The phone shows read-only: UPDATE sends
 * the current one (the server refuses another), and CHANGE PHONE changes it with a code.
 */
export function ProfileForm() {
  const { t } = useTranslation('users');
  const { showAlert, clearAlert } = useAlert();
  const { userProfile } = useSignedInUser();
  const updateProfile = useUpdateProfile();
  const { control, handleSubmit, setError, reset, formState } = useForm<UpdateProfileBody>({
    resolver: zodResolver(updateProfileBodySchema),
    mode: 'onTouched',
    defaultValues: {
      firstname: userProfile.firstname,
      lastname: userProfile.lastname,
      phonenumber: userProfile.phonenumber,
      email: userProfile.email,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    clearAlert();
    try {
      const { user } = await updateProfile.mutateAsync({
        ...values,
        phonenumber: userProfile.phonenumber,
      });
      const { firstname, lastname, phonenumber, email } = user.userProfile;
      reset({ firstname, lastname, phonenumber, email });
      showAlert(t('profile.updated'));
    } catch (error) {
      setServerFieldErrors(error, setError, fieldNames);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <ProfileFields control={control} phoneField={<ProfilePhone />} />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('profile.submit')}
        </Button>
        <UserStatusButton />
      </Box>
    </Box>
  );
}

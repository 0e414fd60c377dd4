import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { supportContact } from '../../lib/support-contact';
import { ApiError } from '../../lib/api-client';
import { useSignedInUser } from '../../lib/current-user';
import { authKeys } from '../../lib/query-keys';

/**
 * A change refused because the organization was suspended since the user was loaded: load the
 * user again, so the banner says why at once rather than at the next sign-in.
 */
function useReloadUserWhenSuspended() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { error } = event.action;
        if (error instanceof ApiError && error.code === 'organization_suspended') {
          void queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
        }
      }),
    [queryClient],
  );
}

/**
 * While an operator has suspended the organization, every screen says so at its top: why, that
 * the data can be read but not changed, and how to reach support. The server refuses the
 * changes themselves (403 organization_suspended), which the forms show as any refusal.
 */
export function SuspensionBanner() {
  const { t } = useTranslation('layout');
  const { suspension } = useSignedInUser();
  useReloadUserWhenSuspended();
  if (!suspension) return null;
  const { email, phone } = supportContact;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>{t('suspended.title')}</AlertTitle>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {t('suspended.reason', { reason: suspension.reason })}
      </Typography>
      <Typography variant="body2">
        {t('suspended.text')}{' '}
        <Link href={`mailto:${email}`} color="inherit">
          {email}
        </Link>
        {' · '}
        <Link
          href={`tel:${phone.replace(/\s/g, '')}`}
          color="inherit"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {phone}
        </Link>
      </Typography>
    </Alert>
  );
}

import type { MessageResponse } from '@rental/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { clearToken } from '../../../lib/auth-token';
import { describeErrorLater } from '../../../components/lazy-call-load-error';

/** POST /api/auth/logout: ends the session on the server. */
export function logout(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/logout', { method: 'POST' });
}

/**
 * Signs out: ends the server session, then forgets the token and every cached answer and goes
 * to /sign-in. The local sign-out happens even when the call fails; the failure is alerted there.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: logout,
    meta: { errorAlert: false },
    onSettled: (_data, error) => {
      // The guard sees the token gone and leaves for /sign-in (without a ?next=).
      clearToken({ byUser: true });
      queryClient.removeQueries();
      void navigate('/sign-in', { replace: true });
      // A 401 means the session had already ended: signed out all the same.
      if (error && !(error instanceof ApiError && error.status === 401)) {
        void describeErrorLater(error, t).then((message) =>
          showAlert(message, 'error', '/sign-in'),
        );
      }
    },
  });
}

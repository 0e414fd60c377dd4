import type { SessionResponse } from '@rental/shared/schemas/auth';
import type { CurrentUserResponse } from '@rental/shared/schemas/users';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { setToken } from './auth-token';
import { authKeys } from './query-keys';

/** After sign-in, sign-up or joining a team: keep the token and the user, dropping any previous user's data. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    ({ token, user }: SessionResponse) => {
      queryClient.removeQueries();
      queryClient.setQueryData<CurrentUserResponse>(authKeys.currentUser, { user });
      setToken(token);
    },
    [queryClient],
  );
}

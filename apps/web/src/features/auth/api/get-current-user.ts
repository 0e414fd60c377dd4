import type { CurrentUserResponse } from '@rental/shared/schemas/users';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-token';
import { authKeys } from '../../../lib/query-keys';

/** GET /api/auth/user: the signed-in user; answers 401 when the session is gone. */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUserResponse> {
  return apiRequest<CurrentUserResponse>('/api/auth/user', { signal });
}

/** The signed-in user, fetched only while a token is stored. */
export function useCurrentUser() {
  const token = useAuthToken();
  return useQuery({
    queryKey: authKeys.currentUser,
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: Boolean(token),
    select: (data) => data.user,
    staleTime: 5 * 60_000,
    // The guard shows this failure on the page itself.
    meta: { errorAlert: false },
  });
}

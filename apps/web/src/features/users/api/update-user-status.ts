import type { CurrentUserResponse, UserStatusBody } from '@rental/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/current-user';

/** PUT /api/user/user-deactivation: sets the account active or inactive. */
export function updateUserStatus(body: UserStatusBody): Promise<CurrentUserResponse> {
  return apiRequest<CurrentUserResponse>('/api/user/user-deactivation', { method: 'PUT', body });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: (data) => queryClient.setQueryData(currentUserQueryKey, data),
  });
}

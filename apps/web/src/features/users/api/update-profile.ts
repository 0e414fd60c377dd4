import type { CurrentUserResponse, UpdateProfileBody } from '@rental/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from '../../../lib/query-keys';

/** PUT /api/user/user-profile: answers with the updated user. */
export function updateProfile(body: UpdateProfileBody): Promise<CurrentUserResponse> {
  return apiRequest<CurrentUserResponse>('/api/user/user-profile', { method: 'PUT', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => queryClient.setQueryData(authKeys.currentUser, data),
  });
}

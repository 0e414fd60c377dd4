import type { CurrentUserResponse } from '@rental/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from '../../../lib/query-keys';

/** Deactivating pauses invoices and SMS, so it needs the current PIN; activating does not. */
export type UserStatusChange = { status: 'active' } | { status: 'inactive'; currentpin: string };

/**
 * PUT /api/user/user-deactivation: sets the account active or inactive. A wrong or missing
 * PIN answers 400 with `fields.currentpin` (and counts toward the lock: 423 when locked).
 */
export function updateUserStatus(body: UserStatusChange): Promise<CurrentUserResponse> {
  return apiRequest<CurrentUserResponse>('/api/user/user-deactivation', { method: 'PUT', body });
}

/** `errorAlert: false` when the screen shows the failure itself (the deactivate dialog). */
export function useUpdateUserStatus({ errorAlert = true }: { errorAlert?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    meta: { errorAlert },
    onSuccess: (data) => queryClient.setQueryData(authKeys.currentUser, data),
  });
}

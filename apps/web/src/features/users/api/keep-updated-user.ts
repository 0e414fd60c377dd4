import type { CurrentUserResponse } from '@rental/shared/schemas/users';
import { useQueryClient } from '@tanstack/react-query';
import { authKeys } from '../../../lib/query-keys';

/**
 * After a verified phone change or confirmation: the answer's user shows at once, and the
 * signed-in user is loaded again, since what hangs on a verified phone (operator rights) may
 * have changed with it.
 */
export function useKeepUpdatedUser() {
  const queryClient = useQueryClient();
  return async (data: CurrentUserResponse) => {
    queryClient.setQueryData(authKeys.currentUser, data);
    await queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
  };
}

import type { CurrentUserResponse } from '@rental/shared/schemas/users';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../../lib/current-user';

/**
 * After a verified phone change or confirmation: the answer's user shows at once, and the
 * signed-in user is loaded again, since what hangs on a verified phone (operator rights) may
 * have changed with it.
 */
export function useKeepUpdatedUser() {
  const queryClient = useQueryClient();
  return async (data: CurrentUserResponse) => {
    queryClient.setQueryData(currentUserQueryKey, data);
    await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  };
}

import type { MessageResponse } from '@rental/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from '../../../lib/query-keys';

/** DELETE /api/team/members/{id}: the member's sessions end at once. */
export function removeMember(userId: string): Promise<MessageResponse> {
  return apiRequest(`/api/team/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members }),
  });
}

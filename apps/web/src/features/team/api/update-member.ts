import type { TeamMemberResponse, UpdateMemberBody } from '@rental/shared/schemas/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from '../../../lib/query-keys';

/** PUT /api/team/members/{id} (owner only): the member's role and the rentals they may see. */
export function updateMember(userId: string, body: UpdateMemberBody): Promise<TeamMemberResponse> {
  return apiRequest(`/api/team/members/${encodeURIComponent(userId)}`, { method: 'PUT', body });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UpdateMemberBody }) =>
      updateMember(userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members }),
  });
}

import type { InviteMemberBody, TeamMemberResponse } from '@rental/shared/schemas/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from '../../../lib/query-keys';

/** POST /api/team/members: 403 plan_limit past the plan's users, 409 for a registered phone. */
export function inviteMember(body: InviteMemberBody): Promise<TeamMemberResponse> {
  return apiRequest('/api/team/members', { method: 'POST', body });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members }),
  });
}

import type { TeamMembersResponse } from '@rental/shared/schemas/team';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from '../../../lib/query-keys';

/** GET /api/team/members: everyone in the organization, the owner first. */
export function getTeamMembers(signal?: AbortSignal): Promise<TeamMembersResponse> {
  return apiRequest('/api/team/members', { signal });
}

export function useTeamMembers() {
  return useQuery({
    queryKey: teamKeys.members,
    queryFn: ({ signal }) => getTeamMembers(signal),
    select: (data) => data.members,
  });
}

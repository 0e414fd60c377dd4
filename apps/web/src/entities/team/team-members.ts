import type { TeamMembersResponse } from '@rental/shared/schemas/team';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { teamKeys } from '../../lib/query-keys';

/** GET /api/team/members: everyone in the organization, the owner first (the owner's call). */
export function getTeamMembers(signal?: AbortSignal): Promise<TeamMembersResponse> {
  return apiRequest('/api/team/members', { signal });
}

/**
 * The team: Settings → Team, and whom a repair can be assigned to. `enabled: false` for a
 * role that may not list the team, so it asks nothing.
 */
export function useTeamMembers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: teamKeys.members,
    queryFn: ({ signal }) => getTeamMembers(signal),
    select: (data) => data.members,
    enabled,
  });
}

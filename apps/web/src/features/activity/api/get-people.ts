import type { TeamMembersResponse } from '@rental/shared/schemas/team';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { activityKeys } from '../../../lib/query-keys';

/** GET /api/team/members: everyone who signs in to the account, for the person filter. */
export function getPeople(signal?: AbortSignal): Promise<TeamMembersResponse> {
  return apiRequest('/api/team/members', { signal });
}

export function usePeople() {
  return useQuery({
    queryKey: activityKeys.people,
    queryFn: ({ signal }) => getPeople(signal),
    select: (data) =>
      data.members.map((member) => ({
        userid: member.userid,
        name: `${member.firstname} ${member.lastname}`,
      })),
  });
}

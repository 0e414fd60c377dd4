import type { TeamMemberResponse } from '@rental/shared/schemas/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamMembersKey } from './query-keys';

/** POST /api/team/members/{id}/resend-code: a new code by SMS; the previous one dies. */
export function resendCode(userId: string): Promise<TeamMemberResponse> {
  return apiRequest(`/api/team/members/${encodeURIComponent(userId)}/resend-code`, {
    method: 'POST',
  });
}

export function useResendCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamMembersKey }),
  });
}

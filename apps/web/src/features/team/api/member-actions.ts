import type { TeamMemberResponse } from '@rental/shared/schemas/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from '../../../lib/query-keys';

/**
 * POST /api/team/members/{id}/resend-code: a new code by SMS, the previous one dies.
 * POST /api/team/members/{id}/reset-pin: the member's PIN stops working, they are signed out
 * and get a code by SMS to set a new one.
 */
type MemberAction = 'resend-code' | 'reset-pin';

function memberAction(action: MemberAction, userId: string): Promise<TeamMemberResponse> {
  return apiRequest(`/api/team/members/${encodeURIComponent(userId)}/${action}`, {
    method: 'POST',
  });
}

function useMemberAction(action: MemberAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => memberAction(action, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members }),
  });
}

export const useResendCode = () => useMemberAction('resend-code');
export const useResetPin = () => useMemberAction('reset-pin');

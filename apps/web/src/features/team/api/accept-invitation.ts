import type { SessionResponse } from '@rental/shared/schemas/auth';
import type { AcceptInvitationBody } from '@rental/shared/schemas/team';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useStartSession } from '../../../lib/use-start-session';

/** POST /api/team/accept (public): sets the first PIN and answers like sign-in. */
export function acceptInvitation(body: AcceptInvitationBody): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/api/team/accept', { method: 'POST', body, auth: false });
}

export function useAcceptInvitation() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: acceptInvitation, onSuccess: startSession });
}

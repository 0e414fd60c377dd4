import type { SessionResponse, SignupBody } from '@rental/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useStartSession } from '../../../lib/use-start-session';

/** POST /api/user/signup: registers the user (409 when the phone is taken) and signs in. */
export function signup(body: SignupBody): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/api/user/signup', { method: 'POST', body, auth: false });
}

export function useSignup() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: signup, onSuccess: startSession });
}

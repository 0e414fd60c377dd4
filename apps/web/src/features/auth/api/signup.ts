import type {
  SessionResponse,
  SignupBody,
  SignupStartedResponse,
  SignupVerifyBody,
} from '@rental/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useStartSession } from '../../../lib/use-start-session';

/**
 * POST /api/user/signup: starts a sign-up; a code goes by SMS to the phone and nothing is
 * created yet (202, the same for a registered phone).
 */
export function signup(body: SignupBody): Promise<SignupStartedResponse> {
  return apiRequest<SignupStartedResponse>('/api/user/signup', {
    method: 'POST',
    body,
    auth: false,
  });
}

/** POST /api/user/signup/verify: the code from the SMS creates the account and signs in. */
export function verifySignup(body: SignupVerifyBody): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/api/user/signup/verify', {
    method: 'POST',
    body,
    auth: false,
  });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}

export function useVerifySignup() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: verifySignup, onSuccess: startSession });
}

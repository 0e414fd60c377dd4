import type { LoginBody, SessionResponse } from '@rental/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useStartSession } from '../../../lib/use-start-session';

/** POST /api/auth/login: 401 on a wrong phone or PIN, 423 when locked, 429 when throttled. */
export function login(body: LoginBody): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/api/auth/login', { method: 'POST', body, auth: false });
}

export function useLogin() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: login, onSuccess: startSession });
}

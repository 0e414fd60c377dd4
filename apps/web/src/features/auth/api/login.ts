import type { LoginBody, SessionResponse } from '@rental/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/login: 401 on a wrong phone or PIN, 423 when locked, 429 when throttled. A
 * plain call, no TanStack Query: the sign-in page also runs without the app (src/sign-in), and
 * the page that signs in keeps the session (routes/sign-in-page.tsx, src/sign-in).
 */
export function login(body: LoginBody): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/api/auth/login', { method: 'POST', body, auth: false });
}

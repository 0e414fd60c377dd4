import type { SignupStartedResponse } from '@rental/shared/schemas/auth';
import type { CurrentUserResponse, PhoneConfirmVerifyBody } from '@rental/shared/schemas/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useKeepUpdatedUser } from './keep-updated-user';

/**
 * POST /api/user/phone-confirmation (202): for an account older than verified phones, sends a
 * code by SMS to its own phone.
 */
export function requestPhoneConfirmation(): Promise<SignupStartedResponse> {
  return apiRequest<SignupStartedResponse>('/api/user/phone-confirmation', { method: 'POST' });
}

/** POST /api/user/phone-confirmation/verify: the code confirms the phone (`phoneconfirmdue` goes). */
export function verifyPhoneConfirmation(
  body: PhoneConfirmVerifyBody,
): Promise<CurrentUserResponse> {
  return apiRequest<CurrentUserResponse>('/api/user/phone-confirmation/verify', {
    method: 'POST',
    body,
  });
}

/** The dialog shows every refusal itself, under the code or in it. */
export function useRequestPhoneConfirmation() {
  return useMutation({ mutationFn: requestPhoneConfirmation, meta: { errorAlert: false } });
}

export function useVerifyPhoneConfirmation() {
  const keepUser = useKeepUpdatedUser();
  return useMutation({
    mutationFn: verifyPhoneConfirmation,
    meta: { errorAlert: false },
    onSuccess: keepUser,
  });
}

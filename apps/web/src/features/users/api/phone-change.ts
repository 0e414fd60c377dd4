import type { SignupStartedResponse } from '@rental/shared/schemas/auth';
import type {
  CurrentUserResponse,
  PhoneChangeBody,
  PhoneChangeVerifyBody,
} from '@rental/shared/schemas/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useKeepUpdatedUser } from './keep-updated-user';

/**
 * POST /api/user/phone-change (202): with the current PIN, sends a code to the NEW phone.
 * 400 with `fields.pin` on a wrong PIN (counted toward the lock), 409 with
 * `fields.phonenumber` when the phone is someone else's.
 */
export function requestPhoneChange(body: PhoneChangeBody): Promise<SignupStartedResponse> {
  return apiRequest<SignupStartedResponse>('/api/user/phone-change', { method: 'POST', body });
}

/** POST /api/user/phone-change/verify: the code from the SMS makes the new phone the user's. */
export function verifyPhoneChange(body: PhoneChangeVerifyBody): Promise<CurrentUserResponse> {
  return apiRequest<CurrentUserResponse>('/api/user/phone-change/verify', {
    method: 'POST',
    body,
  });
}

/** The dialog shows every refusal itself, under a field or in it. */
export function useRequestPhoneChange() {
  return useMutation({ mutationFn: requestPhoneChange, meta: { errorAlert: false } });
}

export function useVerifyPhoneChange() {
  const keepUser = useKeepUpdatedUser();
  return useMutation({
    mutationFn: verifyPhoneChange,
    meta: { errorAlert: false },
    onSuccess: keepUser,
  });
}

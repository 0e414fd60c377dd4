import type { CurrentUser } from '@rental/shared/schemas/users';
import { createContext, useContext } from 'react';

/** The signed-in user, provided by the guarded layout once it has loaded. */
export const CurrentUserContext = createContext<CurrentUser | null>(null);

/** The signed-in user; only for screens under the guarded routes. */
export function useSignedInUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useSignedInUser is only available under the guarded routes');
  return user;
}

/**
 * Whether the signed-in account is an agent's: agents keep the landlords they work for
 * (features/landlords) and see their screens and filters; a Landlord account never does.
 */
export function useIsAgent(): boolean {
  return useSignedInUser().userProfile.accounttype === 'Agent';
}

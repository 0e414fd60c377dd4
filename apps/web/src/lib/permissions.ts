import type { Permission } from '@rental/shared/permissions';
import { useCallback, useContext } from 'react';
import { CurrentUserContext, useSignedInUser } from './current-user';

/**
 * Whether the signed-in user may do something, from the permissions the server sent with the
 * user (GET /api/auth/user, worked out from the one map in packages/shared/src/permissions.ts
 * and what the owner allows). Screens ask this; none compares roles by hand. The server checks
 * every call again: hiding is for clarity, not for safety.
 */
export function useCan(): (permission: Permission) => boolean {
  const { permissions } = useSignedInUser();
  return useCallback((permission: Permission) => permissions.includes(permission), [permissions]);
}

/**
 * useCan for a shared component that may also be drawn outside the signed-in routes (alone in
 * a component test): there, with no user to ask, it is allowed; the server decides anyway.
 */
export function useCanWhereSignedIn(permission: Permission): boolean {
  const user = useContext(CurrentUserContext);
  return user ? user.permissions.includes(permission) : true;
}

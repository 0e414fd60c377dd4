import { useIsAgent, useSignedInUser } from '../../lib/current-user';
import { useCan } from '../../lib/permissions';
import { navItems, type NavItem } from './page-titles';

/** The sidebar links the signed-in user may use: by permission, account type and operator. */
export function useVisibleNavItems(): NavItem[] {
  const can = useCan();
  const agent = useIsAgent();
  const operator = useSignedInUser().operator === true;
  return navItems.filter(
    (item) =>
      (item.permission === null || can(item.permission)) &&
      (agent || !('agentsOnly' in item)) &&
      (operator || !('operatorsOnly' in item)),
  );
}

/**
 * Where the signed-in user starts: the dashboard for who may see its sums, otherwise the first
 * screen of their sidebar (a caretaker's rentals), the profile if nothing else.
 */
export function usePermittedHome(): NavItem | null {
  return useVisibleNavItems()[0] ?? null;
}

import type { Permission } from '@rental/shared/permissions';
import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';

/**
 * `routes` behind `permission` (packages/shared/src/permissions.ts): a pathless layout route
 * whose guard is loaded lazily, like every screen, so the first bundle stays small.
 */
export function permitted(permission: Permission, routes: RouteObject[]): RouteObject {
  return {
    Component: lazyScreen(async () => {
      const { RequirePermission } = await import('../require-permission');
      return function Permitted() {
        return <RequirePermission permission={permission} />;
      };
    }),
    children: routes,
  };
}

/**
 * `screens` grouped behind the permission each needs, by path. Every screen must be named
 * once: a screen left out (or a path that is no screen) fails when the router loads, so a new
 * screen cannot slip in without deciding who may open it.
 */
export function byPermission(
  screens: RouteObject[],
  paths: Partial<Record<Permission, string[]>>,
): RouteObject[] {
  const named = Object.values(paths).flat();
  const unnamed = screens.filter((screen) => !named.includes(screen.path ?? ''));
  const unknown = named.filter((path) => !screens.some((screen) => screen.path === path));
  if (unnamed.length > 0 || unknown.length > 0) {
    throw new Error(
      `Routes without a permission: ${unnamed.map((s) => s.path).join(', ')}; unknown: ${unknown.join(', ')}`,
    );
  }
  return Object.entries(paths).map(([permission, list]) =>
    permitted(
      permission as Permission,
      screens.filter((screen) => list.includes(screen.path ?? '')),
    ),
  );
}

import type { ComponentType } from 'react';
import { lazyPart } from '../../components/lazy-part/lazy-part';

const preloads = new WeakMap<ComponentType, () => Promise<unknown>>();

/**
 * A route's component, loaded when the route is first shown (React.lazy; the route's Suspense
 * boundary waits for it). Every screen, layout and guard is one, so that nothing imported by
 * the route table pulls MUI, TanStack Query or zod into the first bundle.
 */
export function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  const { Part, preload } = lazyPart(load);
  preloads.set(Part, preload);
  return Part;
}

/**
 * Starts the download of each lazy route component in `components` (the routes matching an
 * address, outermost first) at once. Rendered one inside the other, each would start only once
 * its parent had loaded and rendered: the guard waits for the signed-in user before rendering
 * the screen, so the screen's code would wait for the API as well as for its parents' code.
 */
export function preloadScreens(components: readonly (ComponentType | null | undefined)[]): void {
  for (const component of components) {
    if (component)
      void preloads
        .get(component)?.()
        .catch(() => undefined);
  }
}

import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screens } from '../../e2e/support/screens';
import { routes } from './router';

/** Every path pattern the router knows, as written in its route objects. */
function pathsOf(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...pathsOf(route.children ?? []),
  ]);
}

describe('the screens the browser test checks', () => {
  it('include every route of the router, so a new screen cannot be left out', () => {
    const covered = new Set(screens.map((screen) => screen.route));
    const missing = pathsOf(routes).filter((path) => !covered.has(path));
    expect(missing).toEqual([]);
  });

  it('name only routes the router has', () => {
    const known = new Set(pathsOf(routes));
    const stale = screens.filter((screen) => screen.route && !known.has(screen.route));
    expect(stale.map((screen) => screen.route)).toEqual([]);
  });

  it('save each screenshot under its own name', () => {
    const names = screens.map((screen) => screen.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
